// A list of catalog items in its four states: skeletons while loading, an error with a
// retry, the caller's empty state, or the items (promos and merchants alike).
import type { ReactNode } from 'react';
import { STRINGS } from 'shared-contracts';
import { QueryErrorBox, ScrollRow } from 'shared-kit';

export interface ItemListProps<T> {
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  label: string;
  listClass: string | undefined;
  placeholders: number;
  keyOf: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** A row that scrolls sideways (home strips): previous/next buttons for a mouse. */
  row?: boolean;
}

export function ItemList<T>(props: ItemListProps<T>) {
  const { items, isLoading, isError, onRetry, empty, label, listClass, placeholders, keyOf, renderItem, renderSkeleton, row } = props;
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="mv-visually-hidden" role="status">
          {STRINGS.loading}
        </span>
        <ul className={listClass}>
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>{renderSkeleton()}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError) return <QueryErrorBox onRetry={onRetry} />;
  if (!items || items.length === 0) return <>{empty}</>;
  const entries = items.map((item, index) => <li key={keyOf(item)}>{renderItem(item, index)}</li>);
  return row ? (
    <ScrollRow className={listClass} aria-label={label}>
      {entries}
    </ScrollRow>
  ) : (
    <ul className={listClass} aria-label={label}>
      {entries}
    </ul>
  );
}
