// Which query parameters each public page reads: the page's address as far as its content
// goes. The BFF keys its anonymous page cache (and renders) by the path and these
// parameters only, so '?utm_source=…' or any made-up parameter neither makes a new cache
// entry nor buys a server render (issue 32). A page that starts reading another parameter
// adds it here, or its cached copy would ignore it. Member-only pages are never cached.
import type { RouteDef } from './routes';

export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/article': ['category', 'page'],
  '/announcement': ['page'],
  '/promo': ['category', 'cukup', 'merchant', 'page', 'q', 'sort'],
  '/merchant': ['category', 'page', 'q'],
  '/merchant/:slug': ['page'],
  '/category/:slug': ['page'],
  '/search': ['q'],
  '/event': ['category', 'city', 'from', 'page', 'status', 'to'],
};

/**
 * The query string of the page's own address: only the parameters the route reads, in a
 * fixed order, empty ones left out ('' for none; else starting with '?').
 */
export function pageQuery(route: Pick<RouteDef, 'path'> | null, search: string): string {
  const names = route ? (ROUTE_QUERY_PARAMS[route.path] ?? []) : [];
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
