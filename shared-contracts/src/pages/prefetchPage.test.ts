// The server side of a page table: rounds of dependent data, one call per key, the status
// rule and the head, as every app's './ssr' prefetch runs them.
import { api } from '../store/api';
import { makeStore, type AppStore } from '../store/store';
import { get, json, mockFetch } from 'shared-kit/testing';
import type { PrefetchContext } from '../ssr/types';
import { definePage, loaderCall, queryCall, type PageDataContext } from './definePage';
import { createPrefetch, prefetchPage } from './prefetchPage';

interface Item {
  slug: string;
  category: string;
}

const itemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    testItem: build.query<Item, string>({ query: (slug) => `/api/test/items/${slug}` }),
    testList: build.query<{ count: number }, { category: string; pageSize: number }>({
      query: ({ category, pageSize }) => `/api/test/items?category=${category}&pageSize=${pageSize}`,
    }),
  }),
});


function context(store: AppStore, pathname: string, params: Record<string, string> = {}): PrefetchContext {
  return {
    store,
    pathname,
    search: '',
    params,
    siteConfig: { publicUrl: 'https://www.myvalue.id' } as PrefetchContext['siteConfig'],
    session: { status: 'anonymous', user: null, expiresAt: null },
  };
}

const itemIn = ({ params, state }: Pick<PageDataContext, 'params' | 'state'>) => itemsApi.endpoints.testItem.select(params.slug ?? '')(state).data;

const itemPage = definePage({
  path: '/item/:slug',
  component: () => null,
  data: (ctx) => {
    const item = itemIn(ctx);
    return [
      queryCall(itemsApi.endpoints.testItem, ctx.params.slug ?? '', { main: true }),
      ...(item ? [queryCall(itemsApi.endpoints.testList, { category: item.category, pageSize: 5 })] : []),
    ];
  },
  head: (ctx) => ({ title: itemIn(ctx)?.slug }),
});

afterEach(() => jest.restoreAllMocks());

const asked = (spy: jest.SpyInstance) => spy.mock.calls.map(([input]) => new URL((input as Request).url).pathname + new URL((input as Request).url).search);

describe('prefetchPage', () => {
  it('loads data that needs earlier answers in rounds, asks each call once, and gives the head', async () => {
    const spy = mockFetch(get('/api/test/items/kopi', { slug: 'kopi', category: 'minuman' }), get('/api/test/items', { count: 3 }));
    const store = makeStore();
    const result = await prefetchPage(itemPage, context(store, '/item/kopi', { slug: 'kopi' }));
    expect(result).toEqual({ status: 200, head: { title: 'kopi' } });
    expect(asked(spy)).toEqual(['/api/test/items/kopi', '/api/test/items?category=minuman&pageSize=5']);
    expect(itemsApi.endpoints.testList.select({ category: 'minuman', pageSize: 5 })(store.getState()).data).toEqual({ count: 3 });
  });

  it.each([
    [404, 404],
    [400, 404],
    [410, 404],
    [503, 503],
    [401, 502],
  ])('answers a main call that failed with %i as %i, without a head', async (upstream, status) => {
    mockFetch(() => json({ errorCode: 'X', message: 'x', data: null }, upstream));
    const result = await prefetchPage(itemPage, context(makeStore(), '/item/x', { slug: 'x' }));
    expect(result).toEqual({ status });
  });

  it('is 200 when only a call that is not main failed', async () => {
    mockFetch(get('/api/test/items/kopi', { slug: 'kopi', category: 'minuman' }), () => json({}, 500));
    expect((await prefetchPage(itemPage, context(makeStore(), '/item/kopi', { slug: 'kopi' }))).status).toBe(200);
  });

  it("gives the row's title (from the data) as the head's, beside the head's description; nothing without either", async () => {
    mockFetch(get('/api/test/items/kopi', { slug: 'kopi', category: 'minuman' }), get('/api/test/items', { count: 3 }));
    const titled = definePage({
      path: '/item/:slug',
      component: () => null,
      data: itemPage.data,
      title: (ctx) => itemIn(ctx)?.slug,
      head: (ctx) => itemIn(ctx) && { description: `Kategori ${itemIn(ctx)?.category}` },
    });
    expect(await prefetchPage(titled, context(makeStore(), '/item/kopi', { slug: 'kopi' }))).toEqual({ status: 200, head: { title: 'kopi', description: 'Kategori minuman' } });
    const plain = definePage({ path: '/plain', component: () => null });
    expect(await prefetchPage(plain, context(makeStore(), '/plain'))).toEqual({ status: 200 });
  });

  it("follows the page's own failure rule, and a loader that throws is no answer (503)", async () => {
    mockFetch();
    const page = definePage({
      path: '/x',
      component: () => null,
      data: () => [loaderCall('boom', () => Promise.reject(new Error('boom')))],
      failure: () => ({ status: 410, data: null }),
    });
    expect(await prefetchPage(page, context(makeStore(), '/x'))).toEqual({ status: 404 });
    const thrower = definePage({ path: '/y', component: () => null, data: () => [loaderCall('boom', () => Promise.reject(new Error('boom')), { main: true })] });
    expect(await prefetchPage(thrower, context(makeStore(), '/y'))).toEqual({ status: 503 });
  });
});

describe('createPrefetch', () => {
  it("runs the table's page of the path, and answers 200 with nothing loaded for a client-only page (saying so) or a path it does not have", async () => {
    const spy = mockFetch(get('/api/test/items/teh', { slug: 'teh', category: 'minuman' }), get('/api/test/items', { count: 1 }));
    const clientOnly = definePage({ path: '/member', component: () => null, clientOnly: true, data: () => [queryCall(itemsApi.endpoints.testItem, 'member')] });
    const prefetch = createPrefetch([itemPage, clientOnly]);
    expect(await prefetch(context(makeStore(), '/ITEM/teh', { slug: 'teh' }))).toEqual({ status: 200, head: { title: 'teh' } });
    spy.mockClear();
    expect(await prefetch(context(makeStore(), '/member'))).toEqual({ status: 200, clientOnly: true });
    expect(await prefetch(context(makeStore(), '/elsewhere'))).toEqual({ status: 200 });
    expect(spy).not.toHaveBeenCalled();
  });
});
