// One concrete path per route of the route table (a real slug read from the Content API
// where the route has one), for the specs and the screenshots that walk every page.
import type { RouteDef } from 'shared-contracts/core';
import { SITE_ROUTES } from '../ssr/siteRoutes';

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
  '/announcement/:slug': '/v1/home-announcement/list',
};

/** Pages a person opens; /redirect is the sign-in callback and needs a code. */
const SKIPPED = new Set(['/redirect']);

/** Search needs a query to show results. */
const QUERY: Record<string, string> = { '/search': '?q=kopi' };

export function fileName(routePath: string): string {
  return routePath === '/' ? 'home' : routePath.slice(1).replace(/[/:]+/g, '-');
}

/** The first slug a list endpoint names (cached per source for one run). */
const slugCache = new Map<string, Promise<string>>();
function firstSlug(apiUrl: string, source: string): Promise<string> {
  const key = `${apiUrl}${source}`;
  let slug = slugCache.get(key);
  if (!slug) {
    slug = fetch(key).then(async (res) => {
      if (!res.ok) throw new Error(`${source}: HTTP ${res.status}`);
      const body = (await res.json()) as { results?: Array<{ slug?: string }> };
      const found = body.results?.[0]?.slug;
      if (!found) throw new Error(`${source}: no slug in the first result`);
      return found;
    });
    slugCache.set(key, slug);
  }
  return slug;
}

/** A route's path with a real slug (unknown slugs are 404 pages). */
export async function slugPath(route: Pick<RouteDef, 'path'>, apiUrl: string): Promise<string> {
  const source = SLUG_SOURCE[route.path];
  return source ? route.path.replace(':slug', await firstSlug(apiUrl, source)) : route.path;
}

/** A route's path with a real slug and a query where the page needs one. */
export async function pathFor(route: RouteDef, apiUrl: string): Promise<string> {
  return (await slugPath(route, apiUrl)) + (QUERY[route.path] ?? '');
}

/** The routes a person opens, in the route table's order. */
export const PAGE_ROUTES: readonly RouteDef[] = SITE_ROUTES.filter((r) => !SKIPPED.has(r.path));

export async function sitePaths(apiUrl: string): Promise<SitePath[]> {
  return Promise.all(PAGE_ROUTES.map(async (route) => ({ route, path: await pathFor(route, apiUrl), name: fileName(route.path) })));
}
