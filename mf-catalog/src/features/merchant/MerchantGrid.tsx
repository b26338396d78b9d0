// A grid of merchant tiles with loading, error, empty and data states.
import type { ReactNode } from 'react';
import { STRINGS } from 'shared-contracts';
import type { Merchant } from 'shared-contracts/schemas';
import { LoadError } from '../../common/LoadError';
import common from '../../common/catalog.module.css';
import { MerchantTile, MerchantTileSkeleton } from './MerchantTile';
import styles from './merchant.module.css';

export interface MerchantGridProps {
  merchants: Merchant[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  label: string;
  placeholders?: number;
  layout?: 'grid' | 'strip';
  renderName?: (m: Merchant) => ReactNode;
}

export function MerchantGrid({ merchants, isLoading, isError, onRetry, empty, label, placeholders = 8, layout = 'grid', renderName }: MerchantGridProps) {
  const listClass = layout === 'strip' ? common.strip : styles.logoGrid;
  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
        <ul className={listClass}>
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <MerchantTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError) return <LoadError onRetry={onRetry} />;
  if (!merchants || merchants.length === 0) return <>{empty}</>;
  return (
    <ul className={listClass} aria-label={label}>
      {merchants.map((m) => (
        <li key={m.id}>
          <MerchantTile merchant={m} name={renderName?.(m)} />
        </li>
      ))}
    </ul>
  );
}
