// The point history with filters and paging; any filter change goes back to page 1. Both
// live in the address (historyQuery.ts: filterFromParams), so a reload or Back keeps them.
import { Skeleton } from 'shared-contracts';
import { EmptyState, formatDate, formatTime, useLatestSearchParams } from 'shared-kit';
import { Pager } from '../../common/Pager';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { useGetPointTransactionsQuery } from '../../api/pointsApi';
import { signedPoints } from '../../common/pointText';
import { filterFromParams, NO_FILTER, paramsWithFilter, transactionsQuery, type FilterValue } from '../../common/historyQuery';
import { TransactionFilters } from './TransactionFilters';
import styles from './points.module.css';

export function TransactionHistory() {
  const [params, setParams] = useLatestSearchParams();
  const { filter, page } = filterFromParams(params);
  // Each filter or page is a step in history (Back returns to it); the page stays where it
  // is, at the history the visitor is working on, instead of jumping to the top.
  const show = (next: FilterValue, nextPage: number) => setParams((current) => paramsWithFilter(current, next, nextPage), { preventScrollReset: true });
  const setFilter = (next: FilterValue) => show(next, 1);
  const setPage = (nextPage: number) => show(filter, nextPage);
  const { data, error, isLoading, isFetching, refetch } = useGetPointTransactionsQuery(transactionsQuery(filter, page));
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);

  return (
    <section className={common.section} aria-labelledby="history-title">
      <h2 id="history-title" className={common.sectionTitle}>
        Riwayat Poin
      </h2>
      <TransactionFilters
        value={filter}
        onChange={setFilter}
      />
      <div aria-live="polite" aria-busy={isFetching}>
        {isLoading ? (
          <div className={common.stack}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : error ? (
          <QueryError error={error} onRetry={refetch} title="Gagal memuat riwayat poin." />
        ) : !data || data.results.length === 0 ? (
          <EmptyState title={filtered ? 'Tidak ada transaksi untuk filter ini' : 'Belum ada riwayat poin'}>
            {filtered ? (
              <button type="button" className={styles.linkButton} onClick={() => setFilter(NO_FILTER)}>
                Hapus filter
              </button>
            ) : (
              <p>Kumpulkan poin dengan berbelanja di merchant partner MyValue.</p>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className={styles.transactions}>
              {data.results.map((t) => (
                <li key={t.id} className={styles.transaction}>
                  <div>
                    <p className={styles.txTitle}>{t.description}</p>
                    <p className={common.muted}>
                      {t.outletName} · {formatDate(t.createdDate)} {formatTime(t.createdDate)}
                    </p>
                    {t.mutation === 'EARNING' && t.expiredDate ? (
                      <p className={common.muted}>
                        {t.isExpired ? 'Hangus' : 'Berlaku hingga'} {formatDate(t.expiredDate)}
                      </p>
                    ) : null}
                  </div>
                  <span
                    className={t.mutation === 'EARNING' ? styles.earning : styles.redeem}
                    aria-label={`${t.mutation === 'EARNING' ? 'Poin masuk' : 'Poin keluar'} ${signedPoints(t.point, t.mutation)}`}
                  >
                    {signedPoints(t.point, t.mutation)}
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={page} next={data.next} previous={data.previous} onPage={setPage} disabled={isFetching} />
          </>
        )}
      </div>
    </section>
  );
}
