// One concrete path per route of the route table (a real slug read from the Content API
// where the route has one), for the specs and the screenshots that walk every page.
import { ROUTES, type RouteDef } from 'shared-contracts/core';

export interface SitePath {
  route: RouteDef;
  /** What to open: the route's path with a real slug. */
  path: string;
  /** A file-name friendly name, e.g. 'promo-slug'. */
  name: string;
}

/** Where a route's first slug is listed. */
const SLUG_SOURCE: Record<string, string> = {
  '/promo/:slug': '/v1/promos',
  '/merchant/:slug': '/v1/merchants',
  '/category/:slug': '/v1/categories',
  '/event/:slug': '/v1/events?status=upcoming',
  '/event/:slug/register': '/v1/events?status=upcoming',
  '/campaign/:slug': '/v2/campaigns',
  '/campaign-event/:slug': '/v1/campaign-event',
  '/article/:slug': '/v1/articles',
};

/** Pages a person opens; /redirect is the sign-in callback and needs a code. */
const SKIPPED = new Set(['/redirect']);

/** Search needs a query to show results. */
const QUERY: Record<string, string> = { '/search': '?q=kopi' };

export function fileName(routePath: string): string {
  return routePath === '/' ? 'home' : routePath.slice(1).replace(/[/:]+/g, '-');
}

export async function sitePaths(apiUrl: string): Promise<SitePath[]> {
  const firstSlug = new Map<string, string>();
  for (const source of new Set(Object.values(SLUG_SOURCE))) {
    const res = await fetch(`${apiUrl}${source}`);
    if (!res.ok) throw new Error(`${source}: HTTP ${res.status}`);
    const body = (await res.json()) as { results?: Array<{ slug?: string }> };
    const slug = body.results?.[0]?.slug;
    if (!slug) throw new Error(`${source}: no slug in the first result`);
    firstSlug.set(source, slug);
  }
  return ROUTES.filter((r) => !SKIPPED.has(r.path)).map((route) => {
    const source = SLUG_SOURCE[route.path];
    const path = (source ? route.path.replace(':slug', firstSlug.get(source) as string) : route.path) + (QUERY[route.path] ?? '');
    return { route, path, name: fileName(route.path) };
  });
}
