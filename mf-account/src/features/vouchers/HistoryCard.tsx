import { Link } from 'shared-contracts';
import { Card, formatDate, formatPoints } from 'shared-kit';
import { historyText, type VoucherItem } from '../../common/voucherItems';
import styles from './vouchers.module.css';

/** A used or expired voucher/ticket: no code to show any more, only what happened when. */
export function HistoryCard({ item, pointUsed }: { item: VoucherItem; pointUsed: number }) {
  return (
    <Card className={styles.item}>
      <div className={styles.itemHead}>
        <img src={item.image} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />
        <div>
          <h3 className={styles.itemTitle}>
            <Link to={item.href}>{item.title}</Link>
          </h3>
          <p className={styles.subtitle}>{item.subtitle}</p>
          <p className={item.status === 'USED' ? styles.used : styles.expired}>{historyText(item)}</p>
          <p className={styles.subtitle}>
            Ditukar {formatDate(item.purchasedDate)} · {pointUsed > 0 ? `${formatPoints(pointUsed)} poin` : 'Gratis'} · Kode{' '}
            {item.code}
          </p>
        </div>
      </div>
    </Card>
  );
}
