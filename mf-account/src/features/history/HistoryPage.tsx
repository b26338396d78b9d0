// /account/history ('Riwayat Aktivitas'): point transactions and the voucher history in one
// timeline, newest first, under WIB day headings; more points with 'Muat Lebih Banyak'.
// Each page of data is one cache entry of the points and voucher pages' own calls, kept
// subscribed by a small loader each; the page reads them from the store together.
import { useMemo, useState } from 'react';
import { Link, Skeleton, STRINGS, useAppDispatch, useAppSelector, type QueryError as QueryErrorValue, type RootState } from 'shared-contracts';
import { Button, EmptyState, PageHeading, formatDayHeading } from 'shared-kit';
import type { ListResponse } from 'shared-contracts/schemas';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { pointsApi, useGetPointTransactionsQuery, type TransactionQuery } from '../../api/pointsApi';
import { useGetTicketHistoryQuery, useGetVoucherHistoryQuery, vouchersApi } from '../../api/vouchersApi';
import { pointPageArgs, ticketHistoryPages, voucherHistoryPages } from './historyPageData';
import { buildTimeline, type ActivityEntry } from './timeline';
import styles from './history.module.css';

export const HISTORY_TITLE = 'Riwayat Aktivitas';

/** What a page's cache entry holds (RTK Query's selector result, the parts read here). */
interface PageResult<T> {
  data?: ListResponse<T>;
  error?: unknown;
  isError: boolean;
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The cache entries of `args` of one endpoint, read together (re-rendering only when one changes). */
function usePageResults<A, T>(select: (arg: A) => (state: RootState) => PageResult<T>, args: readonly A[]): PageResult<T>[] {
  const selectors = useMemo(() => args.map((arg) => select(arg)), [select, args]);
  return useAppSelector((state) => selectors.map((s) => s(state)), sameItems);
}

// One subscription per page: the page's data is fetched (unless the server already did) and kept.
function PointsLoader({ arg }: { arg: TransactionQuery }) {
  useGetPointTransactionsQuery(arg);
  return null;
}
function VoucherLoader({ page }: { page: number }) {
  useGetVoucherHistoryQuery(page);
  return null;
}
function TicketLoader({ page }: { page: number }) {
  useGetTicketHistoryQuery(page);
  return null;
}

const selectPoints = (arg: TransactionQuery) => pointsApi.endpoints.getPointTransactions.select(arg);
const selectVouchers = (page: number) => vouchersApi.endpoints.getVoucherHistory.select(page);
const selectTickets = (page: number) => vouchersApi.endpoints.getTicketHistory.select(page);

const failed = (r: PageResult<unknown>) => r.isError && !r.data;

function Entry({ entry }: { entry: ActivityEntry }) {
  return (
    <li className={styles.entry} data-kind={entry.kind}>
      <div className={styles.entryBody}>
        <p className={styles[entry.kind === 'earning' ? 'labelEarning' : entry.kind === 'redeem' ? 'labelRedeem' : 'labelVoucher']}>{entry.label}</p>
        <p className={styles.entryTitle}>{entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}</p>
        <p className={common.muted}>{entry.detail}</p>
      </div>
      {entry.points ? (
        <span className={entry.kind === 'earning' ? styles.earning : styles.redeem} aria-label={entry.pointsLabel ?? undefined}>
          {entry.points}
        </span>
      ) : null}
    </li>
  );
}

function TimelineSkeleton() {
  return (
    <div className={common.stack} role="status" aria-live="polite">
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      <Skeleton height={20} width="50%" />
      <Skeleton height={64} />
      <Skeleton height={64} />
      <Skeleton height={20} width="45%" />
      <Skeleton height={64} />
    </div>
  );
}

export function HistoryPage() {
  const dispatch = useAppDispatch();
  const [pointPageCount, setPointPageCount] = useState(1);
  const pointArgs = useMemo(() => pointPageArgs(pointPageCount), [pointPageCount]);
  const voucherPages = useAppSelector(voucherHistoryPages, sameItems);
  const ticketPages = useAppSelector(ticketHistoryPages, sameItems);
  const points = usePageResults(selectPoints, pointArgs);
  const vouchers = usePageResults(selectVouchers, voucherPages);
  const tickets = usePageResults(selectTickets, ticketPages);

  // The first page of points and the whole voucher histories come before anything is shown.
  const required = [points[0]!, ...vouchers, ...tickets];
  // The point pages loaded in a row from the first; a later one may still be on its way.
  const firstMissing = points.findIndex((r) => !r.data);
  const loadedPoints = firstMissing < 0 ? points : points.slice(0, firstMissing);
  const lastLoaded = loadedPoints[loadedPoints.length - 1]?.data;
  const morePoints = Boolean(lastLoaded?.next);
  const days = buildTimeline({
    points: loadedPoints.flatMap((r) => r.data?.results ?? []),
    morePoints,
    vouchers: vouchers.flatMap((r) => r.data?.results ?? []),
    tickets: tickets.flatMap((r) => r.data?.results ?? []),
  });

  /** Asks again for every page that failed (the loaders stay subscribed to them). */
  const retry = () => {
    pointArgs.forEach((arg, i) => {
      if (failed(points[i]!)) void dispatch(pointsApi.endpoints.getPointTransactions.initiate(arg, { subscribe: false, forceRefetch: true }));
    });
    voucherPages.forEach((page, i) => {
      if (failed(vouchers[i]!)) void dispatch(vouchersApi.endpoints.getVoucherHistory.initiate(page, { subscribe: false, forceRefetch: true }));
    });
    ticketPages.forEach((page, i) => {
      if (failed(tickets[i]!)) void dispatch(vouchersApi.endpoints.getTicketHistory.initiate(page, { subscribe: false, forceRefetch: true }));
    });
  };

  let body;
  const requiredFailure = required.find(failed);
  if (requiredFailure) {
    body = <QueryError error={requiredFailure.error as QueryErrorValue} onRetry={retry} title="Gagal memuat riwayat aktivitas." />;
  } else if (required.some((r) => !r.data)) {
    body = <TimelineSkeleton />;
  } else if (days.length === 0 && !morePoints) {
    body = (
      <EmptyState title="Belum ada aktivitas">
        <p>Poin yang kamu kumpulkan dan voucher yang kamu tukar akan tercatat di sini.</p>
        <Link to="/promo">Lihat promo</Link>
      </EmptyState>
    );
  } else {
    const nextFailure = points.slice(loadedPoints.length).find(failed);
    const loadingMore = !nextFailure && loadedPoints.length < points.length;
    body = (
      <>
        <div aria-busy={loadingMore} data-testid="activity-timeline">
          {days.map((d) => (
            <section key={d.day} className={styles.day} aria-labelledby={`day-${d.day}`}>
              <h2 id={`day-${d.day}`} className={styles.dayHeading}>
                {formatDayHeading(d.at)}
              </h2>
              <ul className={styles.entries}>
                {d.entries.map((e) => (
                  <Entry key={e.key} entry={e} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        {nextFailure ? (
          <QueryError error={nextFailure.error as QueryErrorValue} onRetry={retry} title="Gagal memuat aktivitas berikutnya." />
        ) : morePoints || loadingMore ? (
          <div className={styles.more}>
            <Button variant="secondary" disabled={loadingMore} onClick={() => setPointPageCount(loadedPoints.length + 1)}>
              {loadingMore ? STRINGS.loading : 'Muat Lebih Banyak'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeading>{HISTORY_TITLE}</PageHeading>
      {pointArgs.map((arg) => (
        <PointsLoader key={arg.page} arg={arg} />
      ))}
      {voucherPages.map((page) => (
        <VoucherLoader key={page} page={page} />
      ))}
      {ticketPages.map((page) => (
        <TicketLoader key={page} page={page} />
      ))}
      {body}
    </>
  );
}
