// The server render's context for a page's prefetch, as the BFF gives it: a fresh store,
// the URL's path and query, the route's params, the public site URL and a visitor's session.
import { makeStore, type PrefetchContext } from 'shared-contracts';

export function prefetchContext(url: string, params: Record<string, string> = {}, session: PrefetchContext['session'] = { status: 'anonymous', user: null, expiresAt: null }): PrefetchContext {
  const u = new URL(url, 'http://localhost');
  return {
    store: makeStore(),
    pathname: u.pathname,
    search: u.search,
    params,
    siteConfig: { publicUrl: 'https://www.myvalue.id' } as PrefetchContext['siteConfig'],
    session,
  };
}
