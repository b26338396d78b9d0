// Previous/next links between pages of a list; the page lives in the URL (?page=N).
import { Pagination as SharedPagination } from 'shared-contracts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of another page (keeps the other search params). */
  hrefOf: (page: number) => string;
  label: string;
}

export function Pagination({ page, totalPages, hrefOf, label }: PaginationProps) {
  return <SharedPagination page={page} totalPages={totalPages} hrefOf={hrefOf} label={label} />;
}
