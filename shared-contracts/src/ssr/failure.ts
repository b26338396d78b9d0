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
 * (null: no answer, e.g. a network failure or a time-out): a page that does not exist
 * (isPageNotFoundStatus) is the 404 page; an upstream 5xx stays as it is; anything else
 * (a 401, a 403, no answer) is a bad gateway, 502.
 */
export function ssrFailureStatus(status: number | null | undefined): number {
  if (isPageNotFoundStatus(status)) return 404;
  if (typeof status === 'number' && status >= 500 && status <= 599) return status;
  return 502;
}
