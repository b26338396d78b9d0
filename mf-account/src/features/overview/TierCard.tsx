// Tier with progress to the next one ('X poin lagi ke Platinum') and the tier terms link.
import { Skeleton, useGetTierQuery, useRemoteProps } from 'shared-contracts';
import { Card, formatDate, formatPoints } from 'shared-kit';
import { ProgressBar } from '../../common/ProgressBar';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { tierProgressText } from '../../common/pointText';
import styles from './overview.module.css';

export function TierCard() {
  const { siteConfig } = useRemoteProps();
  const { data: tier, error, isLoading, refetch } = useGetTierQuery();
  return (
    <Card className={styles.panel}>
      <h2 className={common.sectionTitle}>MyValue Tier</h2>
      {isLoading ? (
        <Skeleton height={64} />
      ) : error || !tier ? (
        <QueryError error={error} onRetry={refetch} title="Gagal memuat tier." />
      ) : (
        <>
          <p className={styles.tierName} data-testid="tier-name">
            {tier.tierName}
          </p>
          <p className={common.muted}>
            {formatPoints(tier.tierPoint)} poin tier · berlaku hingga {formatDate(tier.validUntil)}
          </p>
          <ProgressBar
            value={tier.progress.current}
            max={tier.progress.target || tier.progress.current}
            label={tier.progress.nextTierName ? `Progres ke ${tier.progress.nextTierName}` : 'Progres tier'}
          />
          <p className={styles.tierProgress}>{tierProgressText(tier)}</p>
          <a href={`${siteConfig.ssoPublicUrl}/authorize/tnc_tiers`} target="_blank" rel="noopener noreferrer">
            Syarat &amp; Ketentuan Tier
          </a>
        </>
      )}
    </Card>
  );
}
