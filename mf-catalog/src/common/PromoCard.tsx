import type { ReactNode } from 'react';
import { Link } from 'shared-contracts';
import { Skeleton } from 'shared-contracts';
import { Card, priceLabel, promoBadge, validityLabel } from 'shared-kit';
import type { Promo } from 'shared-contracts/schemas';
import styles from './promo.module.css';

type CardPromo = Pick<
  Promo,
  'slug' | 'title' | 'thumbnail' | 'merchant' | 'validTo' | 'price' | 'isQuotaAvailable' | 'isExpired' | 'quotaType' | 'quotaRemaining'
>;

/** One promo in a list: the whole card is one link to the detail page. */
/** `priority`: the page's LCP candidate, fetched eagerly and first (the server preloads it). */
/** `headingLevel`: 2 where the list follows the page's h1 directly, 3 under a section's h2. */
export function PromoCard({
  promo,
  title,
  priority = false,
  headingLevel = 3,
}: {
  promo: CardPromo;
  title?: ReactNode;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const badge = promoBadge(promo);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={styles.card}>
      <Link to={`/promo/${promo.slug}`} className={styles.cardLink}>
        <div className={styles.thumbWrap}>
          <img
            src={promo.thumbnail}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={styles.thumb} width={320} height={180} />
          {badge ? <span className={`${styles.badge} ${styles[badge.tone]}`}>{badge.text}</span> : null}
        </div>
        <div className={styles.cardBody}>
          <p className={styles.merchantName}>{promo.merchant.name}</p>
          <Title className={styles.cardTitle}>{title ?? promo.title}</Title>
          <p className={styles.validity}>{validityLabel(promo.validTo)}</p>
          <p className={styles.price}>{priceLabel(promo.price)}</p>
        </div>
      </Link>
    </Card>
  );
}

export function PromoCardSkeleton() {
  return (
    <Card className={styles.card} aria-hidden="true">
      <div className={styles.thumbWrap}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.cardBody}>
        <Skeleton width="40%" height={12} />
        <Skeleton height={18} />
        <Skeleton width="70%" height={12} />
        <Skeleton width="30%" height={16} />
      </div>
    </Card>
  );
}
