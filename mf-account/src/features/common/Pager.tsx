// Previous/next paging over the backend's list envelope ({next, previous} page numbers).
import { Button } from 'shared-contracts';
import styles from './common.module.css';

export interface PagerProps {
  page: number;
  next: number | null;
  previous: number | null;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function Pager({ page, next, previous, onPage, disabled }: PagerProps) {
  if (next === null && previous === null) return null;
  return (
    <nav className={styles.pager} aria-label="Halaman">
      <Button variant="secondary" disabled={disabled || previous === null} onClick={() => previous && onPage(previous)}>
        Sebelumnya
      </Button>
      <span aria-current="page">Halaman {page}</span>
      <Button variant="secondary" disabled={disabled || next === null} onClick={() => next && onPage(next)}>
        Berikutnya
      </Button>
    </nav>
  );
}
