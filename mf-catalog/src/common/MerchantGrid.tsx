// A grid of merchant tiles with loading, error, empty and data states.
import type { ReactNode } from 'react';
import type { Merchant } from 'shared-contracts/schemas';
import { ItemList } from './ItemList';
import common from './catalog.module.css';
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
  return (
    <ItemList
      items={merchants}
      isLoading={isLoading}
      isError={isError}
      onRetry={onRetry}
      empty={empty}
      label={label}
      listClass={listClass}
      row={layout === 'strip'}
      placeholders={placeholders}
      keyOf={(m) => m.id}
      renderItem={(m) => <MerchantTile merchant={m} name={renderName?.(m)} />}
      renderSkeleton={() => <MerchantTileSkeleton />}
    />
  );
}
