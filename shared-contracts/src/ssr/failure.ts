// What a server-rendered page answers when its own data failed upstream: one rule for
// every app's pages (catalog, events, the shell's), on the server (the status) and in the
// browser (whether the page shows the 404 view).

/**
 * Whether a page whose own data failed with this HTTP status does not exist: 404, 400
 * and 410 (the slug names nothing there is, or nothing any more). Such a page answers 404
 * and shows the 404 view (NotFound: 'Page Not Found: {path}'), on the server and after a
 * client-side navigation alike.
 */
export function isPageNotFoundStatus(status: number | null | undefined): boolean {
  return status === 404 || status === 400 || status === 410;
}

/**
 * The page's HTTP status for a failed call of its own data, from the call's HTTP status
 * (null: no answer came, e.g. a refused connection, a network failure, a time-out or a
 * loader that threw before any answer): a page that does not exist (isPageNotFoundStatus)
 * is the 404 page; an upstream 5xx stays as it is; no answer is 503 (the service is
 * unavailable for now, not the page missing); an answer the page cannot use (a 401, a 403,
 * a 409…) is a bad gateway, 502. The one rule of every app's pages.
 */
export function ssrFailureStatus(status: number | null | undefined): number {
  if (isPageNotFoundStatus(status)) return 404;
  if (typeof status === 'number' && status >= 500 && status <= 599) return status;
  if (status === null || status === undefined) return 503;
  return 502;
}
