// Previous / page / next under a list, one look for every app. Either links (the page
// lives in the URL: pass hrefOf) or buttons (the page lives in state: pass onPage). A
// control that leads nowhere stays in place, visibly disabled, in text that still meets
// WCAG AA contrast (no opacity).
import { Link, SCROLL_TARGET_KEY, STRINGS, pageOf } from 'shared-contracts';
import styles from './ui.module.css';

interface Common {
  page: number;
  /** The number of pages when known; else the control says 'Halaman N' only. */
  totalPages?: number | null;
  /** Overrides the totals for lists that only know whether there is a next page. */
  hasPrevious?: boolean;
  hasNext?: boolean;
  /** The nav's accessible name, e.g. 'Halaman artikel'. */
  label?: string;
  /** The id of the list's top (its heading or count): a page link lands there, not at the page's top. */
  listId?: string;
}

export type PaginationProps = Common &
  ({ hrefOf: (page: number) => string; onPage?: never; disabled?: never } | { onPage: (page: number) => void; disabled?: boolean; hrefOf?: never });

export function Pagination(props: PaginationProps) {
  const { page, totalPages, label = STRINGS.pagination } = props;
  const hasPrevious = props.hasPrevious ?? page > 1;
  const hasNext = props.hasNext ?? (totalPages ? page < totalPages : false);
  if (!hasPrevious && !hasNext) return null;

  const control = (target: number, enabled: boolean, rel: 'prev' | 'next') => {
    const text =
      rel === 'prev' ? (
        <>
          <span aria-hidden="true">‹</span> {STRINGS.previous}
        </>
      ) : (
        <>
          {STRINGS.next} <span aria-hidden="true">›</span>
        </>
      );
    const className = `${styles.pageControl} ${rel === 'prev' ? styles.pagePrev : styles.pageNext}`;
    if (props.hrefOf) {
      return enabled ? (
        <Link
          to={props.hrefOf(target)}
          rel={rel}
          className={className}
          state={props.listId ? { [SCROLL_TARGET_KEY]: props.listId } : undefined}
          preventScrollReset={Boolean(props.listId)}
        >
          {text}
        </Link>
      ) : (
        <span className={className} aria-disabled="true">
          {text}
        </span>
      );
    }
    return (
      <button type="button" className={className} disabled={!enabled || props.disabled} onClick={() => props.onPage(target)}>
        {text}
      </button>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={label}>
      {control(page - 1, hasPrevious, 'prev')}
      <span className={styles.pageInfo} aria-current="page">
        {pageOf(page, totalPages)}
      </span>
      {control(page + 1, hasNext, 'next')}
    </nav>
  );
}
