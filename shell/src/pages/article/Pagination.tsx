// Previous/next links between pages of a list; the page lives in the URL (?page=N).
import { Link } from 'react-router';
import styles from './ArticlePages.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of another page (keeps the other search params). */
  hrefOf: (page: number) => string;
  label: string;
}

export function Pagination({ page, totalPages, hrefOf, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={styles.pageLink} rel="prev">
          ‹ Sebelumnya
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled} aria-hidden="true">
          ‹ Sebelumnya
        </span>
      )}
      <span className={styles.pageInfo} aria-current="page">
        Halaman {page} dari {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} className={styles.pageLink} rel="next">
          Berikutnya ›
        </Link>
      ) : (
        <span className={styles.pageLinkDisabled} aria-hidden="true">
          Berikutnya ›
        </span>
      )}
    </nav>
  );
}
