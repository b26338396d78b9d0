import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';
import { Skeleton } from 'shared-contracts';
import type { Merchant } from 'shared-contracts/schemas';
import { COPY } from './copy';
import common from './catalog.module.css';
import styles from './merchant.module.css';

/** A merchant's logo, name and promo count, linking to its page. */
export function MerchantTile({ merchant, name }: { merchant: Pick<Merchant, 'slug' | 'name' | 'image' | 'promoCount'>; name?: ReactNode }) {
  return (
    <Link to={`/merchant/${merchant.slug}`} className={styles.tile}>
      <img src={merchant.image} alt="" className={styles.logo} loading="lazy" decoding="async" width={72} height={72} />
      <p className={styles.name}>{name ?? merchant.name}</p>
      <span className={common.muted}>{COPY.promoCount(merchant.promoCount)}</span>
    </Link>
  );
}

export function MerchantTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <Skeleton width={72} height={72} />
      <Skeleton width="70%" />
    </div>
  );
}
