// '/announcement': every announcement that has started, newest first, paged in the URL
// (?page=2), each with its date (WIB) and its message, leading to its own page.
import { useFocusOnChange } from '../../common/useFocusOnChange';
import { Link, useSearchParams } from 'react-router';
import { STRINGS, Skeleton, type RouteDef } from 'shared-contracts';
import { EmptyState, PageHeading, Pagination, QueryErrorBox, formatDate } from 'shared-kit';
import { useGetAnnouncementsQuery } from '../../api/announcementApi';
import { announcementHref, announcementListHref } from '../../common/announcementPaths';
import { announcementListArgs } from './announcementPageData';
import styles from './AnnouncementPages.module.css';

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className={styles.list}>
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={styles.item}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={20} width="80%" />
          <Skeleton height={16} />
        </div>
      ))}
    </div>
  );
}

export function AnnouncementListPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const args = announcementListArgs(params);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAnnouncementsQuery(args);

  const headingRef = useFocusOnChange<HTMLHeadingElement>(String(args.page));

  let body;
  if (isLoading || (isFetching && !data)) {
    body = <ListSkeleton />;
  } else if (isError) {
    body = <QueryErrorBox title="Pengumuman gagal dimuat" error={error} onRetry={() => void refetch()} />;
  } else if (!data?.results.length) {
    body =
      args.page > 1 ? (
        <EmptyState title="Halaman ini tidak berisi pengumuman">
          <Link to={announcementListHref()}>Kembali ke halaman pertama</Link>
        </EmptyState>
      ) : (
        <EmptyState title="Belum ada pengumuman">
          <Link to="/">Kembali ke beranda</Link>
        </EmptyState>
      );
  } else {
    const totalPages = Math.max(1, Math.ceil(data.count / data.perPage));
    body = (
      <div aria-busy={isFetching} className={isFetching ? styles.refreshing : undefined}>
        <ul className={styles.list} data-testid="announcement-list">
          {data.results.map((a) => (
            <li key={a.id}>
              <article className={styles.item} aria-labelledby={`announcement-${a.id}`}>
                <time className={styles.date} dateTime={a.startDate}>
                  {formatDate(a.startDate)}
                </time>
                <h2 id={`announcement-${a.id}`} className={styles.itemTitle}>
                  <Link to={announcementHref(a.slug)}>{a.title}</Link>
                </h2>
                <p className={styles.message}>{a.message}</p>
              </article>
            </li>
          ))}
        </ul>
        <Pagination page={args.page} totalPages={totalPages} hrefOf={announcementListHref} label="Halaman pengumuman" />
      </div>
    );
  }

  return (
    <div data-owner="shell" className={styles.page}>
      <PageHeading ref={headingRef} tabIndex={-1} className={styles.title}>
        {route.title}
      </PageHeading>
      {body}
    </div>
  );
}
