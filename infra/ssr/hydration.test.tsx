/**
 * @jest-environment ./jest/jsdomEnv.cjs
 */
// Every server-rendered route, as the BFF's renderer does it and as the browser takes it
// over: the chrome's data and the owner's prefetch (its page table) into a request store,
// the owner's area rendered to HTML, then that state read back as the browser does and the
// area hydrated on it. The browser must ask the backend for nothing the server already
// had (an argument that differs by one field is another cache entry: a refetch and a
// flash), and hydration must not fall back to a client render (no mismatch). Runs against
// the local backend's seeded data, one real slug per route; the member area's
// server-rendered pages as the demo member (their token on every call, as the BFF adds it).
import { webcrypto } from 'node:crypto';
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  api,
  makeStore,
  preloadPage,
  setServerCall,
  type AppStore,
  type BootData,
  type PrefetchContext,
  type PrefetchResult,
  type PublicConfig,
  type RemoteAppModule,
  type RemoteName,
  type RemoteProps,
  type RemoteWidgetsModule,
  type RouteDef,
  type RouteOwner,
  HOME_WIDGETS,
  type SessionState,
} from 'shared-contracts';
import accountApp from '../../mf-account/src/app';
import { ACCOUNT_PAGES } from '../../mf-account/src/pages';
import { prefetch as accountPrefetch } from '../../mf-account/src/ssr/prefetch';
import catalogApp from '../../mf-catalog/src/app';
import { CATALOG_PAGES } from '../../mf-catalog/src/pages';
import { prefetch as catalogPrefetch } from '../../mf-catalog/src/ssr/prefetch';
import * as catalogWidgets from '../../mf-catalog/src/widgets';
import eventsApp from '../../mf-events/src/app';
import * as eventsWidgets from '../../mf-events/src/widgets';
import { EVENTS_PAGES } from '../../mf-events/src/pages';
import { prefetch as eventsPrefetch } from '../../mf-events/src/ssr/prefetch';
import { ShellContext, type ShellServices } from '../../shell/src/app/ShellContext';
import { SHELL_PAGES, ShellPage } from '../../shell/src/pages';
import { prefetchShellPage } from '../../shell/src/pages/prefetch';
import { settleClientErrors } from '../../shell/src/ssr/preloadedState';
import { prefetchChrome, serialisableState } from '../../shell/src/ssr/serverState';
import { prefetchHomeWidgets, renderHomeWidgets } from '../../shell/src/ssr/homeWidgets';
import { widgetIslandKey } from '../../shell/src/ssr/islands';
import { pathFor } from '../e2e/sitePaths';
import { callOverFetch, TEST_USER } from 'shared-kit/testing';
import { signIn, startTestBackend } from '../local-backend/src/testHelpers';
import type { LocalBackend } from '../local-backend/src/index';
import { SITE_ROUTE_TABLE, SITE_ROUTES } from './siteRoutes';

// The home page's remote widgets are islands of their own (hydrated by their parcels): the
// home's shell page is checked around them here, the widgets on their own below.
jest.mock('../../shell/src/app/RemoteWidget', () => ({ RemoteWidget: () => <div data-remote-widget="" /> }));

// The server renderer's remotes (shell/src/ssr/renderer.tsx): their './app' and './ssr'.
const REMOTES: Partial<Record<RemoteName, { app: RemoteAppModule; prefetch: (ctx: PrefetchContext) => Promise<PrefetchResult> }>> = {
  catalog: { app: catalogApp, prefetch: catalogPrefetch },
  events: { app: eventsApp, prefetch: eventsPrefetch },
  account: { app: accountApp, prefetch: accountPrefetch },
};

const SITE: PublicConfig = {
  publicUrl: 'http://localhost:3000',
  apiBase: '/api',
  ssoBase: '/sso',
  ssoPublicUrl: 'http://localhost:4001',
  apiPublicUrl: 'http://localhost:4000',
  storageBase: 'http://localhost:4000/media',
  appDownloadUrl: 'https://example.test/app',
  productionHost: 'www.myvalue.id',
  environment: 'test',
  sentryDsn: null,
};
const VISITOR: SessionState = { status: 'anonymous', user: null, expiresAt: null };
const MEMBER: SessionState = { status: 'member', user: TEST_USER, expiresAt: null };
const noop = () => undefined;

/** The routes the BFF renders on the server: public, and owned by the shell or a server-rendered remote. */
const SERVER_ROUTES = SITE_ROUTES.filter((r) => !r.requiresSession && r.path !== '/redirect' && (r.owner === 'shell' || REMOTES[r.owner]));

/** The member area's pages the BFF renders for a member (those its table does not mark clientOnly). */
const MEMBER_ROUTES = SITE_ROUTES.filter((r) => r.requiresSession && r.owner === 'account' && ACCOUNT_PAGES.some((p) => p.path === r.path && !p.clientOnly));

/** Beside one real path per route, the list pages with their query state. */
const WITH_QUERIES = ['/promo?sort=points&page=2', '/merchant?q=a', '/event?status=past', '/article?category=tips&page=1', '/search?q=promo'];

// The local backend signs and checks the member's token (jose) in this process; under jsdom
// its `instanceof Uint8Array` sees jsdom's realm, not that of Node's Buffer, and jsdom has no
// crypto.subtle: give it Node's of both.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// React's act() for a root made by hand (testing-library sets this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let backend: LocalBackend;
let upstream: typeof fetch;
let asked: string[] = [];
const paths: string[] = [];
/** The demo member's access token while a member's page is served and hydrated. */
let bearer: string | null = null;
let demoToken = '';

beforeAll(async () => {
  backend = await startTestBackend();
  upstream = globalThis.fetch;
  for (const route of SERVER_ROUTES) paths.push(await pathFor(route, backend.apiUrl));
  paths.push(...WITH_QUERIES);
  demoToken = (await signIn(backend, 'demo@myvalue.id')).access_token;
  // Relative '/api/…' and '/sso/…' of the shared api become absolute here, then reach the backend.
  setServerCall(callOverFetch, 'http://localhost');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    const base = url.pathname.startsWith('/sso/') ? backend.ssoUrl : backend.apiUrl;
    const prefix = url.pathname.startsWith('/sso/') ? '/sso' : '/api';
    const headers = new Headers(request.headers);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    return upstream(`${base}${url.pathname.slice(prefix.length)}${url.search}`, { method: request.method, headers });
  });
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await backend?.close();
});

function remoteProps(store: AppStore, url: URL, session: SessionState): RemoteProps {
  return {
    store,
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    navigator: { createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`), go: noop, push: noop, replace: noop },
    siteConfig: SITE,
    track: noop,
    session: { status: session.status, user: session.user, login: noop },
  };
}

function shellServices(): ShellServices {
  const boot = { config: SITE, session: VISITOR, status: 200, error: null } as unknown as BootData;
  return { boot, config: SITE, routes: SITE_ROUTE_TABLE, track: noop, login: noop };
}

/** What the route's owner renders into its area (the shell's page, or the remote's root). */
function area(route: RouteDef, store: AppStore, url: URL, session: SessionState): ReactElement {
  const remote = route.owner === 'shell' ? null : REMOTES[route.owner];
  if (remote) return <remote.app.Root {...remoteProps(store, url, session)} />;
  return (
    <Provider store={store}>
      <ShellContext.Provider value={shellServices()}>
        <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
          <ShellPage route={route} />
        </MemoryRouter>
      </ShellContext.Provider>
    </Provider>
  );
}

interface Served {
  status: number;
  html: string;
  state: ReturnType<typeof serialisableState>;
}

/** The renderer's part: the chrome's data, the owner's prefetch, the settled state, the area's markup. */
async function serve(route: RouteDef, url: URL, params: Record<string, string>, session: SessionState): Promise<Served> {
  const store = makeStore({ session });
  prefetchChrome(store, session.status === 'member');
  const ctx: PrefetchContext = { store, pathname: url.pathname, search: url.search, params, siteConfig: SITE, session };
  const remote = route.owner === 'shell' ? null : REMOTES[route.owner];
  const result = await (remote ? remote.prefetch(ctx) : prefetchShellPage(ctx));
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  // Lazy pages run their chunk first, as the renderer (shell) and the remote's mount (browser) do.
  const tables: Partial<Record<RouteOwner, ReadonlyArray<{ path: string; component: unknown }>>> = { catalog: CATALOG_PAGES, events: EVENTS_PAGES, account: ACCOUNT_PAGES, shell: SHELL_PAGES };
  await preloadPage(tables[route.owner] ?? [], url.pathname);
  const state = serialisableState(store.getState());
  return { status: result.status, html: renderToString(area(route, store, url, session)), state: JSON.parse(JSON.stringify(state)) as typeof state };
}

/** The browser's part: the preloaded state as readPreloadedState gives it, the area hydrated on the server's markup. */
async function hydrate(route: RouteDef, url: URL, served: Served, session: SessionState): Promise<{ asked: string[]; recoverable: string[] }> {
  const store = makeStore({ ...served.state, api: { ...served.state.api!, queries: settleClientErrors(served.state.api!.queries) }, session });
  const container = document.createElement('div');
  container.innerHTML = served.html;
  document.body.append(container);
  const recoverable: string[] = [];
  asked = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, area(route, store, url, session), { onRecoverableError: (error) => recoverable.push(String(error)) });
  });
  // Effects ran inside act; give anything they started time to reach fetch.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const seen = asked;
  await act(async () => root?.unmount());
  container.remove();
  return { asked: seen, recoverable };
}

describe('hydration of every server-rendered route asks the backend nothing the server had', () => {
  it('covers every public route the site declares that the BFF renders on the server', () => {
    expect(paths.length).toBe(SERVER_ROUTES.length + WITH_QUERIES.length);
    expect(SERVER_ROUTES.map((r) => r.owner)).toEqual(expect.arrayContaining(['shell', 'catalog', 'events']));
  });

  /** Serves the path as the BFF does and hydrates it as the browser does: no loading state, no refetch, no mismatch. */
  async function servedAndHydrated(path: string, session: SessionState): Promise<string> {
    const url = new URL(path, 'http://localhost');
    const match = SITE_ROUTE_TABLE.match(url.pathname);
    expect(match).not.toBeNull();
    const served = await serve(match!.route, url, match!.params, session);
    expect({ path, status: served.status }).toEqual({ path, status: 200 });
    // The server's markup is the page with its data, not its loading state (aria-busy).
    const loading = /aria-busy="true"/.test(served.html);
    const { asked: refetched, recoverable } = await hydrate(match!.route, url, served, session);
    expect({ path, loading, refetched, recoverable }).toEqual({ path, loading: false, refetched: [], recoverable: [] });
    return served.html;
  }

  const cases = [...SERVER_ROUTES.map((r) => r.path), ...WITH_QUERIES].map((name, i) => [name, i] as const);
  it.each(cases)('%s', async (_name, i) => {
    await servedAndHydrated(paths[i]!, VISITOR);
  });

  describe("a member's pages, with their token", () => {
    beforeEach(() => {
      bearer = demoToken;
    });
    afterEach(() => {
      bearer = null;
    });

    it('covers every member page but the settings forms', () => {
      expect(MEMBER_ROUTES.map((r) => r.path)).toEqual([
        '/account',
        '/account/card',
        '/account/poin',
        '/account/badge',
        '/account/referral',
        '/account/voucher',
        '/account/voucher/history',
        '/account/voucher/bookmark',
        '/account/history',
      ]);
    });

    it.each(MEMBER_ROUTES.map((r) => r.path))('%s', async (path) => {
      const html = await servedAndHydrated(path, MEMBER);
      // The member's own data is in the server's markup (not a sign-in prompt, not skeletons).
      if (path === '/account') expect(html).toContain('Dewi Sartika');
      if (path === '/account/voucher') expect(html).toMatch(/Voucher Promo[\s\S]*Tampilkan Kode/);
      if (path === '/account/poin') expect(html).toMatch(/data-testid="point-balance"[\s\S]*Riwayat Poin/);
      if (path === '/account/referral') expect(html).toContain('DEWI2018');
      // Points and the voucher history in one timeline under day headings, in the first paint.
      if (path === '/account/history') expect(html).toMatch(/data-testid="activity-timeline"[\s\S]*<h2[^>]*>(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), [\s\S]*Voucher digunakan/);
    });
  });
});

describe("the home page's remote widgets, rendered by the server and hydrated by their parcels", () => {
  const WIDGETS: Partial<Record<RemoteName, RemoteWidgetsModule>> = {
    catalog: catalogWidgets as unknown as RemoteWidgetsModule,
    events: eventsWidgets as unknown as RemoteWidgetsModule,
  };

  it.each([['a visitor', VISITOR] as const, ['a member', MEMBER] as const])('for %s: their content in the HTML, no refetch, no mismatch', async (_who, session) => {
    bearer = session.status === 'member' ? demoToken : null;
    try {
      const url = new URL('http://localhost/');
      const store = makeStore({ session });
      prefetchChrome(store, session.status === 'member');
      const failures: string[] = [];
      const failed = (remote: RemoteName, error: unknown) => failures.push(`${remote}: ${String(error)}`);
      const ctx: PrefetchContext = { store, pathname: '/', search: '', params: {}, siteConfig: SITE, session };
      const prepared = await prefetchHomeWidgets((remote) => Promise.resolve(WIDGETS[remote] ?? null), ctx, failed);
      await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      const props = remoteProps(store, url, session);
      const rendered = await renderHomeWidgets(prepared, props, (element) => Promise.resolve(renderToString(element)), failed);
      expect(failures).toEqual([]);
      expect(rendered.islands).toEqual({ catalog: 'server', events: 'server' });
      const state = JSON.parse(JSON.stringify(serialisableState(store.getState()))) as ReturnType<typeof serialisableState>;

      for (const w of HOME_WIDGETS) {
        const html = rendered.html.get(widgetIslandKey(w.remote, w.widget)) ?? '';
        // Content, not the loading state: the section's links are in the markup.
        const links = html.match(/href="\/[a-z]+\/[^"]+"/g) ?? [];
        expect({ widget: w.widget, loading: /aria-busy="true"/.test(html), links: links.length > 0 }).toEqual({ widget: w.widget, loading: false, links: true });

        const browserStore = makeStore({ ...state, api: { ...state.api!, queries: settleClientErrors(state.api!.queries) }, session });
        const Widget = WIDGETS[w.remote]![w.widget]!;
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        const recoverable: string[] = [];
        asked = [];
        let root: ReturnType<typeof hydrateRoot> | undefined;
        await act(async () => {
          root = hydrateRoot(container, <Widget.Root {...remoteProps(browserStore, url, session)} />, { onRecoverableError: (error) => recoverable.push(String(error)) });
        });
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect({ widget: w.widget, refetched: asked, recoverable }).toEqual({ widget: w.widget, refetched: [], recoverable: [] });
        await act(async () => root?.unmount());
        container.remove();
      }
    } finally {
      bearer = null;
    }
  }, 60_000);
});
