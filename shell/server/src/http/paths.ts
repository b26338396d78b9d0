// Where a proxied request goes upstream. The URL is built first and the allow-list is
// applied to its normalised pathname, so whatever fetch would normalise (dot segments,
// percent-encoded dots) is judged as upstream will see it. Paths that only an attacker
// sends (encoded dots or slashes, backslashes, dot segments, control characters) are
// refused outright.
import { isWellFormedSlug } from 'shared-contracts/core';

/** Longest path and query the proxy forwards. */
export const MAX_PROXIED_URL = 2048;

export type UpstreamTarget = { ok: true; url: URL } | { ok: false; status: 400 | 404 };

// %2e '.', %2f '/', %5c '\', %00 and raw control characters, raw backslashes.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const SUSPICIOUS = /%2e|%2f|%5c|%00|[\\\u0000-\u001f\u007f]/i;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * @param base upstream origin (no path), e.g. http://127.0.0.1:4010
 * @param raw the request's path and query after the proxy prefix, as received
 * @param allowed tested against the normalised pathname only
 */
export function upstreamTarget(base: string, raw: string, allowed: Pick<RegExp, 'test'>): UpstreamTarget {
  if (raw.length > MAX_PROXIED_URL || !raw.startsWith('/')) return { ok: false, status: 400 };
  const q = raw.indexOf('?');
  const rawPath = q < 0 ? raw : raw.slice(0, q);
  if (SUSPICIOUS.test(rawPath)) return { ok: false, status: 400 };
  let url: URL;
  try {
    url = new URL(`${base}${raw}`);
  } catch {
    return { ok: false, status: 400 };
  }
  // Anything the URL parser changed (dot segments, characters it had to escape) was not a
  // path the site's pages ask for.
  if (url.origin !== new URL(base).origin || url.pathname !== rawPath) return { ok: false, status: 400 };
  const segments = url.pathname.split('/').slice(1);
  if (segments.some((s) => decodeSegment(s) === null)) return { ok: false, status: 400 };
  if (!allowed.test(url.pathname)) return { ok: false, status: 404 };
  // A slug lookup with a slug no page can have names nothing: no need to ask upstream.
  const at = segments.indexOf('slug');
  if (at >= 0 && at + 1 < segments.length && !isWellFormedSlug(decodeSegment(segments[at + 1]!) ?? '')) return { ok: false, status: 404 };
  return { ok: true, url };
}
