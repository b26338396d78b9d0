import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  api,
  defineWidget,
  HOME_WIDGETS,
  makeStore,
  queryCall,
  type AppStore,
  type PrefetchContext,
  type RemoteName,
  type RemoteProps,
  type RemoteWidgetsModule,
} from 'shared-contracts';
import { json, mockFetch, TEST_CONFIG } from 'shared-kit/testing';
import { prefetchHomeWidgets, renderHomeWidgets } from './homeWidgets';
import { widgetIslandKey } from './islands';

// One list endpoint per widget name, as a remote's widget reads its strip.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeWidgetTestList: build.query<{ items: string[] }, string>({ query: (name) => `/api/v1/test-widgets/${name}` }),
  }),
});

function Strip({ name }: { name: string }) {
  const { data, isError } = testApi.useHomeWidgetTestListQuery(name);
  if (isError) return <p role="alert">{`Gagal memuat ${name}`}</p>;
  return <ul aria-busy={data ? undefined : 'true'}>{data?.items.map((item) => <li key={item}><a href={`/promo/${item}`}>{item}</a></li>)}</ul>;
}

/** A remote's server widgets: each home widget of `remote` as a strip reading its own list. */
function widgetsOf(remote: RemoteName, options: { withoutData?: string[]; throws?: string[] } = {}): RemoteWidgetsModule {
  return Object.fromEntries(
    HOME_WIDGETS.filter((w) => w.remote === remote).map((w) => {
      const Content = () => {
        if (options.throws?.includes(w.widget)) throw new Error(`${w.widget} broke`);
        return <Strip name={w.widget} />;
      };
      const data = options.withoutData?.includes(w.widget) ? undefined : () => [queryCall(testApi.endpoints.homeWidgetTestList, w.widget)];
      return [w.widget, defineWidget(remote, Content, { data })];
    }),
  );
}

const noop = () => undefined;

function contextOf(store: AppStore): PrefetchContext {
  return { store, pathname: '/', search: '', params: {}, siteConfig: TEST_CONFIG, session: { status: 'anonymous', user: null, expiresAt: null } };
}

function propsOf(store: AppStore): RemoteProps {
  return {
    store,
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    navigator: { createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')), go: noop, push: noop, replace: noop },
    siteConfig: TEST_CONFIG,
    track: noop,
    session: { status: 'anonymous', user: null, login: noop },
  };
}

const render = (element: ReactElement) => Promise.resolve(renderToString(element));

/** The list each widget reads, answered by the "upstream"; `broken` names answer 503. */
function upstream(broken: string[] = []) {
  return mockFetch((url) => {
    const name = /^\/api\/v1\/test-widgets\/(\w+)$/.exec(url.pathname)?.[1];
    if (!name) return undefined;
    if (broken.includes(name)) return json({ errorCode: 'ERROR', message: 'Layanan sedang sibuk.', data: null }, 503);
    return json({ items: [`${name.toLowerCase()}-1`, `${name.toLowerCase()}-2`] });
  });
}

afterEach(() => jest.restoreAllMocks());

async function serve(modules: Partial<Record<RemoteName, RemoteWidgetsModule | Error | null>>, broken: string[] = []) {
  upstream(broken);
  const store = makeStore();
  const failures: string[] = [];
  const failed = (remote: RemoteName, error: unknown) => failures.push(`${remote}: ${(error as Error).message}`);
  const prepared = await prefetchHomeWidgets(
    (remote) => {
      const mod = modules[remote];
      return mod instanceof Error ? Promise.reject(mod) : Promise.resolve(mod ?? null);
    },
    contextOf(store),
    failed,
  );
  const result = await renderHomeWidgets(prepared, propsOf(store), render, failed);
  return { ...result, failures, store };
}

test('every home widget is in the HTML with its links, its answer in the store for the browser', async () => {
  const { html, islands, failures, store } = await serve({ catalog: widgetsOf('catalog'), events: widgetsOf('events') });
  expect(failures).toEqual([]);
  expect(islands).toEqual({ catalog: 'server', events: 'server' });
  expect([...html.keys()]).toEqual(expect.arrayContaining(HOME_WIDGETS.map((w) => widgetIslandKey(w.remote, w.widget))));
  const favorites = html.get(widgetIslandKey('catalog', 'FavoritePromos'))!;
  expect(favorites).toContain('href="/promo/favoritepromos-1"');
  expect(favorites).not.toContain('aria-busy');
  expect(testApi.endpoints.homeWidgetTestList.select('UpcomingEvents')(store.getState()).data).toEqual({ items: ['upcomingevents-1', 'upcomingevents-2'] });
});

test("a remote whose server module fails takes down only its own widgets, and is reported", async () => {
  const { html, islands, failures } = await serve({ catalog: widgetsOf('catalog'), events: new Error('events container missing') });
  expect(failures).toEqual(['events: events container missing']);
  expect(islands).toEqual({ catalog: 'server', events: 'client' });
  expect(html.has(widgetIslandKey('events', 'UpcomingEvents'))).toBe(false);
  expect(html.get(widgetIslandKey('catalog', 'MerchantStrip'))).toContain('href="/promo/merchantstrip-1"');
});

test('a remote too slow for the budget (null) is left to the browser without counting as a failure', async () => {
  const { islands, failures } = await serve({ catalog: null, events: widgetsOf('events') });
  expect(failures).toEqual([]);
  expect(islands).toEqual({ catalog: 'client', events: 'server' });
});

test("a widget whose call fails shows its own error state in the HTML; the other widgets are whole", async () => {
  const { html, islands, failures } = await serve({ catalog: widgetsOf('catalog'), events: widgetsOf('events') }, ['NewestPromos']);
  expect(failures).toEqual([]);
  expect(islands).toEqual({ catalog: 'server', events: 'server' });
  expect(html.get(widgetIslandKey('catalog', 'NewestPromos'))).toContain('Gagal memuat NewestPromos');
  expect(html.get(widgetIslandKey('catalog', 'FavoritePromos'))).toContain('href="/promo/favoritepromos-1"');
});

test('a widget that throws while rendering is reported and left to the browser, alone', async () => {
  const { html, islands, failures } = await serve({ catalog: widgetsOf('catalog', { throws: ['CategoryGrid'] }), events: widgetsOf('events') });
  expect(failures).toEqual(['catalog: CategoryGrid broke']);
  expect(islands).toEqual({ catalog: 'client', events: 'server' });
  expect(html.has(widgetIslandKey('catalog', 'CategoryGrid'))).toBe(false);
  expect(html.has(widgetIslandKey('catalog', 'FavoritePromos'))).toBe(true);
});

test('a widget without declared data (a remote built before it had any) renders in the browser only', async () => {
  const { html, islands, failures } = await serve({ catalog: widgetsOf('catalog', { withoutData: ['MerchantStrip'] }), events: widgetsOf('events') });
  expect(failures).toEqual([]);
  expect(islands.catalog).toBe('client');
  expect(html.has(widgetIslandKey('catalog', 'MerchantStrip'))).toBe(false);
  expect(html.has(widgetIslandKey('catalog', 'NewestPromos'))).toBe(true);
});
