// What a server-rendered page answers when its own data failed upstream: one rule for
// every app's pages (catalog, events, the shell's).

/**
 * The page's HTTP status for a failed call of its own data, from the call's HTTP status
 * (null: no answer, e.g. a network failure or a time-out): 404, 400 and 410 (the slug
 * names nothing there is, or nothing any more) are the 404 page; an upstream 5xx stays
 * as it is; anything else (a 401, a 403, no answer) is a bad gateway, 502.
 */
export function ssrFailureStatus(status: number | null | undefined): number {
  if (status === 404 || status === 400 || status === 410) return 404;
  if (typeof status === 'number' && status >= 500 && status <= 599) return status;
  return 502;
}
