// A list of promos with its four states: loading (skeletons), error (retry), empty
// (a way out given by the caller) and data.
import type { ReactNode } from 'react';
import { STRINGS } from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';
import { LoadError } from '../../common/LoadError';
import common from '../../common/catalog.module.css';
import { PromoCard, PromoCardSkeleton } from './PromoCard';

export interface PromoGridProps {
  promos: Promo[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  /** Skeleton count while loading. */
  placeholders?: number;
  layout?: 'grid' | 'strip';
  renderTitle?: (promo: Promo) => ReactNode;
  label: string;
}

export function PromoGrid({ promos, isLoading, isError, onRetry, empty, placeholders = 6, layout = 'grid', renderTitle, label }: PromoGridProps) {
  const listClass = layout === 'strip' ? common.strip : common.grid;
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
        <ul className={listClass}>
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <PromoCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError) return <LoadError onRetry={onRetry} />;
  if (!promos || promos.length === 0) return <>{empty}</>;
  return (
    <ul className={listClass} aria-label={label}>
      {promos.map((p) => (
        <li key={p.id}>
          <PromoCard promo={p} title={renderTitle?.(p)} />
        </li>
      ))}
    </ul>
  );
}
