// /account/referral: the code, how the programme works, and the friends who joined with it.
import { Skeleton } from 'shared-contracts';
import { Card, PageHeading, formatPoints } from 'shared-kit';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { useGetReferralSummaryQuery } from '../../api/referralApi';
import { ReferralCodeCard } from './ReferralCodeCard';
import styles from './referral.module.css';

export function ReferralPage() {
  const summary = useGetReferralSummaryQuery();
  const s = summary.data;
  return (
    <>
      <PageHeading>Kode Referral</PageHeading>
      <ReferralCodeCard refereeReward={s?.refereeReward} />

      <section className={common.section} aria-labelledby="referral-how">
        <h2 id="referral-how" className={common.sectionTitle}>
          Cara kerja program referral
        </h2>
        <ol className={styles.steps}>
          <li>Bagikan kode referral kamu ke teman.</li>
          <li>Teman mendaftar di MyValue dan memasukkan kode kamu.</li>
          <li>
            {s
              ? `Kamu mendapat ${formatPoints(s.referrerReward)} poin dan teman mendapat ${formatPoints(s.refereeReward)} poin.`
              : 'Kamu dan teman sama-sama mendapat poin.'}
          </li>
        </ol>
      </section>

      <section className={common.section} aria-labelledby="referral-friends">
        <h2 id="referral-friends" className={common.sectionTitle}>
          Teman yang bergabung
        </h2>
        {summary.isLoading ? (
          <Skeleton height={64} />
        ) : summary.error ? (
          <QueryError error={summary.error} onRetry={summary.refetch} />
        ) : s ? (
          <Card className={styles.stats}>
            <div>
              <p className={styles.statValue} data-testid="referral-friends">
                {formatPoints(s.totalReferred)}
              </p>
              <p className={common.muted}>teman bergabung</p>
            </div>
            <div>
              <p className={styles.statValue}>{formatPoints(s.totalPointEarned)}</p>
              <p className={common.muted}>poin dari referral</p>
            </div>
          </Card>
        ) : null}
        {s && s.totalReferred === 0 ? (
          <p className={common.muted}>Belum ada teman yang bergabung dengan kode kamu.</p>
        ) : null}
      </section>
    </>
  );
}
