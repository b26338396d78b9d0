// Page links that keep every other search parameter: page state lives in the URL, so back
// and reload land on the same page.
import { useLocation } from 'shared-contracts';
import { pageNumber } from 'shared-contracts';
import { Pagination as SharedPagination } from 'shared-kit';
import { COPY } from './copy';

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

/** `listId`: the list's top (its heading or count), where a page link lands. */
export function Pagination({ page, count, perPage, listId }: { page: number; count: number; perPage: number; listId?: string }) {
  const { pathname, search } = useLocation();
  return (
    <SharedPagination
      page={page}
      totalPages={lastPageOf(count, perPage)}
      hrefOf={(p) => withPage(pathname, search, p)}
      label={COPY.pagination}
      listId={listId}
    />
  );
}

/** A positive page number from the URL; anything else is page 1. */
export function pageParam(value: string | null): number {
  return pageNumber(value);
}
