// Cross-site request forgery defence: a request that changes state must come from a page
// of the site itself. Browsers send Origin with every non-GET/HEAD request (fetch and form
// posts alike) and Sec-Fetch-Site with every request, so a missing or foreign one is refused.
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** True when the request comes from a page of `publicOrigin`. */
export function isSameOrigin(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === publicOrigin;
  return headers['sec-fetch-site'] === 'same-origin';
}
