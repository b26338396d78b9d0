// Page links that keep every other search parameter: page state lives in the URL, so back
// and reload land on the same page.
import { Link, useLocation } from 'shared-contracts';
import { pageNumber } from 'shared-contracts';
import { COPY } from './copy';
import styles from './catalog.module.css';

export function lastPageOf(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

/** The current location's path and query with `page` set (page 1 drops the parameter). */
export function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

export function Pagination({ page, count, perPage }: { page: number; count: number; perPage: number }) {
  const { pathname, search } = useLocation();
  const last = lastPageOf(count, perPage);
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={COPY.pagination}>
      {page > 1 ? (
        <Link to={withPage(pathname, search, page - 1)} rel="prev" className={styles.pageLink}>
          ‹ {COPY.previous}
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled} aria-hidden="true">‹ {COPY.previous}</span>
      )}
      <span aria-current="page">{COPY.pageOf(page, last)}</span>
      {page < last ? (
        <Link to={withPage(pathname, search, page + 1)} rel="next" className={styles.pageLink}>
          {COPY.next} ›
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled} aria-hidden="true">{COPY.next} ›</span>
      )}
    </nav>
  );
}

/** A positive page number from the URL; anything else is page 1. */
export function pageParam(value: string | null): number {
  return pageNumber(value);
}
