// A list of promos with its four states: loading (skeletons), error (retry), empty
// (a way out given by the caller) and data.
import type { ReactNode } from 'react';
import type { ListedPromo } from 'shared-contracts/schemas';
import { ItemList } from './ItemList';
import common from './catalog.module.css';
import { PromoCard, PromoCardSkeleton } from './PromoCard';

export interface PromoGridProps {
  promos: ListedPromo[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  /** Skeleton count while loading. */
  placeholders?: number;
  layout?: 'grid' | 'strip';
  renderTitle?: (promo: ListedPromo) => ReactNode;
  label: string;
  /** The page's main list: its first image is the likely LCP element, fetched first. */
  leadImage?: boolean;
  /** The cards' heading level: 2 when the list follows the page's h1 directly. */
  headingLevel?: 2 | 3;
}

export function PromoGrid({ promos, isLoading, isError, onRetry, empty, placeholders = 6, layout = 'grid', renderTitle, label, leadImage = false, headingLevel = 3 }: PromoGridProps) {
  const listClass = layout === 'strip' ? common.strip : common.grid;
  return (
    <ItemList
      items={promos}
      isLoading={isLoading}
      isError={isError}
      onRetry={onRetry}
      empty={empty}
      label={label}
      listClass={listClass}
      row={layout === 'strip'}
      placeholders={placeholders}
      keyOf={(p) => p.id}
      renderItem={(p, i) => <PromoCard promo={p} title={renderTitle?.(p)} priority={leadImage && i === 0} headingLevel={headingLevel} />}
      renderSkeleton={() => <PromoCardSkeleton />}
    />
  );
}
