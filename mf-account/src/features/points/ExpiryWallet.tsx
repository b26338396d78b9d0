// Points that will expire: the soonest batch as a headline, every batch listed below it.
import { Skeleton, useRemoteProps } from 'shared-contracts';
import { Card, formatDate, formatPoints } from 'shared-kit';
import { ReminderButton } from '../../common/ReminderButton';
import { pointsExpiryIcs } from '../../common/reminderCalendar';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { useGetPointExpiredQuery } from '../../api/pointsApi';
import { expiryText, nextExpiry } from '../../common/pointText';
import styles from './points.module.css';

export function ExpiryWallet() {
  const { siteConfig } = useRemoteProps();
  const { data, error, isLoading, refetch } = useGetPointExpiredQuery();
  const soonest = nextExpiry(data);
  return (
    <section className={common.section} aria-labelledby="expiry-title">
      <h2 id="expiry-title" className={common.sectionTitle}>
        Poin Akan Hangus
      </h2>
      {isLoading ? (
        <Skeleton height={72} />
      ) : error ? (
        <QueryError error={error} onRetry={refetch} title="Gagal memuat poin yang akan hangus." />
      ) : !soonest ? (
        <p className={common.muted}>Tidak ada poin yang akan hangus dalam waktu dekat.</p>
      ) : (
        <Card className={styles.wallet}>
          <p className={styles.walletHeadline}>{expiryText(soonest.point, soonest.expiredDate)}</p>
          <ul className={styles.batches} aria-label="Rincian poin yang akan hangus">
            {[...(data?.results ?? [])]
              .sort((a, b) => a.expiredDate.localeCompare(b.expiredDate))
              .map((batch) => (
                <li key={`${batch.expiredDate}-${batch.point}`}>
                  <span>{formatPoints(batch.point)} poin</span>
                  <span>{formatDate(batch.expiredDate)}</span>
                </li>
              ))}
          </ul>
          <p className={common.muted}>Total {formatPoints(data?.point ?? 0)} poin akan hangus. Gunakan sebelum tanggalnya.</p>
          <ReminderButton
            fileName="pengingat-poin-hangus"
            label="Ingatkan Saya sebelum poin hangus"
            ics={() => pointsExpiryIcs(data?.results ?? [], siteConfig.publicUrl)}
          />
        </Card>
      )}
    </section>
  );
}
