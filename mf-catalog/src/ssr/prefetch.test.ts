// The search page's server prefetch: the same five calls the page makes, and a query over
// the limit is a normal page that searches nothing (never a 404).
import { makeStore, type PrefetchContext } from 'shared-contracts';
import { get, mockFetch } from 'shared-kit/testing';
import { aPromo, listOf } from '../testing/fixtures';
import { prefetch } from './prefetch';

afterEach(() => jest.restoreAllMocks());

function context(url: string): PrefetchContext {
  const u = new URL(url, 'http://localhost');
  return {
    store: makeStore(),
    pathname: u.pathname,
    search: u.search,
    params: {},
    siteConfig: { publicUrl: 'https://www.myvalue.id' } as PrefetchContext['siteConfig'],
    session: { status: 'anonymous', user: null, expiresAt: null },
  };
}

const paths = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([input]) => {
    const u = new URL(input instanceof Request ? input.url : String(input));
    return `${u.pathname}${u.search}`;
  });

describe('search prefetch', () => {
  it('loads the five groups with the arguments the page uses', async () => {
    const fetch = mockFetch((url) => (url.pathname.startsWith('/api/v1/') ? new Response(JSON.stringify(listOf([aPromo()])), { headers: { 'content-type': 'application/json' } }) : undefined));
    const result = await prefetch(context('/search?q=kopi'));
    expect(result).toEqual({ status: 200, head: { title: 'Pencarian: kopi' } });
    expect(paths(fetch).sort()).toEqual([
      '/api/v1/articles?q=kopi&pageSize=4',
      '/api/v1/campaigns?q=kopi&pageSize=4',
      '/api/v1/events?q=kopi&pageSize=6',
      '/api/v1/merchants?q=kopi&pageSize=6',
      '/api/v1/promos?q=kopi&pageSize=6',
    ]);
  });

  it('answers a query over the limit with a normal page that searches nothing (only the popular categories it shows)', async () => {
    const fetch = mockFetch();
    const result = await prefetch(context(`/search?q=${'a'.repeat(201)}`));
    // No title of its own: the document's is the route's, 'Pencarian'.
    expect(result).toEqual({ status: 200 });
    expect(paths(fetch)).toEqual(['/api/v1/categories?page_size=50']);
  });

  it('is an upstream failure only when every group failed', async () => {
    mockFetch(get('/api/v1/promos', listOf([])));
    expect((await prefetch(context('/search?q=kopi'))).status).toBe(200);
    jest.restoreAllMocks();
    mockFetch(() => new Response(JSON.stringify({ errorCode: 'UNAVAILABLE', message: 'x', data: null }), { status: 503, headers: { 'content-type': 'application/json' } }));
    expect((await prefetch(context('/search?q=kopi'))).status).toBe(503);
  });
});
