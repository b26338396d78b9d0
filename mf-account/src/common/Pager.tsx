// Previous/next paging over the backend's list envelope ({next, previous} page numbers),
// with the shared pagination's look.
import { Pagination } from 'shared-kit';

export interface PagerProps {
  page: number;
  next: number | null;
  previous: number | null;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function Pager({ page, next, previous, onPage, disabled }: PagerProps) {
  return (
    <Pagination
      page={page}
      hasPrevious={previous !== null}
      hasNext={next !== null}
      label="Halaman"
      disabled={disabled}
      onPage={(target) => onPage(target < page ? (previous ?? target) : (next ?? target))}
    />
  );
}
