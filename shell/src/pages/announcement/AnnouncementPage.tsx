// '/announcement/:slug': one announcement with its date (WIB), its sanitised HTML and its
// call to action. An unknown slug (or one not announced yet) is the shell's 404 page.
import { Link, matchPath, useLocation } from 'react-router';
import { errorStatus, STRINGS, Skeleton, routeValidationMessage, type RouteDef } from 'shared-contracts';
import { Breadcrumbs, QueryErrorBox, SafeHtml, formatDate } from 'shared-kit';
import { ErrorPage } from '../../features/error/ErrorPage';
import { AnnouncementLink } from '../../common/AnnouncementLink';
import { useGetAnnouncementBySlugQuery } from '../../api/announcementApi';
import { announcementListHref } from '../../common/announcementPaths';
import { announcementSlug } from './announcementPageData';
import styles from './AnnouncementPages.module.css';

function ReadingSkeleton() {
  return (
    <div role="status" aria-live="polite" className={styles.reading}>
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      <Skeleton height={14} width="30%" />
      <Skeleton height={32} width="90%" />
      <Skeleton height={14} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
    </div>
  );
}

export function AnnouncementPage({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const params = matchPath(route.path, pathname)?.params ?? {};
  const slug = params.slug ?? '';
  const { data: announcement, error, isFetching, isError, refetch } = useGetAnnouncementBySlugQuery(announcementSlug(params));

  if (!slug || errorStatus(error) === 404) {
    return (
      <div data-owner="shell">
        {/* Spec §8: a route whose data does not exist is 'Page Not Found: {path}'. */}
        <ErrorPage status={404} message={routeValidationMessage(pathname)} />
      </div>
    );
  }

  let content;
  // A previous announcement stays in `data` while the next one loads: show it only if it matches.
  if (announcement && announcement.slug === slug) {
    content = (
      <article className={styles.reading} aria-labelledby="announcement-title">
        <Breadcrumbs items={[{ label: 'Pengumuman', to: announcementListHref() }, { label: announcement.title }]} />
        <h1 id="announcement-title" className={styles.readingTitle}>
          {announcement.title}
        </h1>
        <p className={styles.date}>
          <time dateTime={announcement.startDate}>{formatDate(announcement.startDate)}</time>
        </p>
        <SafeHtml className={styles.body} html={announcement.content} data-testid="announcement-content" />
        <p className={styles.actions}>
          <AnnouncementLink announcement={announcement} className={styles.cta} />
          <Link to={announcementListHref()}>Lihat semua pengumuman</Link>
        </p>
      </article>
    );
  } else if (isError && !isFetching) {
    content = (
      <>
        <QueryErrorBox title="Pengumuman gagal dimuat" error={error} onRetry={() => void refetch()} />
        <Link to={announcementListHref()}>Lihat semua pengumuman</Link>
      </>
    );
  } else {
    content = <ReadingSkeleton />;
  }

  return (
    <div data-owner="shell" className={styles.page}>
      {content}
    </div>
  );
}
