// The addresses of announcements, for the pages that list and show them and for the home
// page's announcement strip.
/** '/announcement' or '/announcement?page=2'. */
export function announcementListHref(page = 1): string {
  return page > 1 ? `/announcement?page=${page}` : '/announcement';
}

export function announcementHref(slug: string): string {
  return `/announcement/${encodeURIComponent(slug)}`;
}
