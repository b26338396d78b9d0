// A page's own address: its path and the query parameters its route declares it reads
// (RouteDecl.query). The BFF keys its anonymous page cache (and renders) by these only, so
// '?utm_source=…' or any made-up parameter neither makes a new cache entry nor buys a server
// render (issue 32). A page that starts reading another parameter declares it with its
// route, or its cached copy would ignore it. Member-only pages are never cached.
import type { RouteDef } from './routes';

/**
 * The query string of the page's own address: only the parameters the route reads, in a
 * fixed order, empty ones left out ('' for none; else starting with '?').
 */
export function pageQuery(route: Pick<RouteDef, 'query'> | null, search: string): string {
  const names = route?.query ?? [];
  if (names.length === 0) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  // A page reads the first value of a parameter (URLSearchParams.get).
  for (const name of names) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
