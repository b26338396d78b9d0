// /account/poin: balance, points about to expire, and the history.
import { Skeleton, useGetPointQuery } from 'shared-contracts';
import { Card, PageHeading, formatPoints } from 'shared-kit';
import { QueryError } from '../../common/QueryError';
import { ExpiryWallet } from './ExpiryWallet';
import { TransactionHistory } from './TransactionHistory';
import styles from './points.module.css';

export function PointsPage() {
  const { data, error, isLoading, refetch } = useGetPointQuery();
  return (
    <>
      <PageHeading>Poin Saya</PageHeading>
      <Card className={styles.balance}>
        <p className={styles.balanceLabel} id="balance-label">
          Saldo poin
        </p>
        {isLoading ? (
          <Skeleton width={140} height={40} />
        ) : error ? (
          <QueryError error={error} onRetry={refetch} />
        ) : (
          <p className={styles.balanceValue} aria-labelledby="balance-label" data-testid="point-balance">
            {formatPoints(data?.point ?? 0)} <span>Poin</span>
          </p>
        )}
      </Card>
      <ExpiryWallet />
      <TransactionHistory />
    </>
  );
}
