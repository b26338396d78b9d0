// Test helpers for catalog components (imported by *.test.tsx only): a real store from
// makeStore, the RemoteProps context, a MemoryRouter, and a fetch stub that answers by path.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  RemotePropsContext,
  makeStore,
  setApiBaseUrl,
  type AppStore,
  type PublicConfig,
  type RemoteProps,
  type SessionStatus,
} from 'shared-contracts';

// Node's Request needs absolute URLs; the browser's relative '/api/…' become these.
setApiBaseUrl('http://localhost');

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type FetchRoute = (url: URL, request: Request) => Response | Promise<Response | undefined> | undefined;

/** Stubs fetch: each call goes to the first route that answers; unanswered paths are 404. */
export function mockFetch(...routes: FetchRoute[]): jest.SpyInstance {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    for (const route of routes) {
      const answer = await route(url, request.clone());
      if (answer) return answer;
    }
    return json({ errorCode: 'NOT_FOUND', message: 'Halaman atau data yang dicari tidak ditemukan.', data: null }, 404);
  });
}

/** Answers `method path` (exact pathname) with `body` (or a function of the URL). */
export function on(method: string, path: string, body: unknown | ((url: URL, request: Request) => unknown), status = 200): FetchRoute {
  return (url, request) => {
    if (request.method !== method || url.pathname !== path) return undefined;
    return json(typeof body === 'function' ? (body as (u: URL, r: Request) => unknown)(url, request) : body, status);
  };
}

export const get = (path: string, body: unknown | ((url: URL) => unknown), status = 200) => on('GET', path, body, status);

/** The requests fetch received. */
export function calls(spy: jest.SpyInstance): Request[] {
  return spy.mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init)));
}

export function callPaths(spy: jest.SpyInstance): string[] {
  return calls(spy).map((r) => {
    const u = new URL(r.url);
    return `${r.method} ${u.pathname}${u.search}`;
  });
}

export const SITE_CONFIG: PublicConfig = {
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

/** Shows the router's current path and query, to assert navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderOptions {
  /** The URL the test starts at. */
  url?: string;
  /** The route pattern the element is mounted at (e.g. '/promo/:slug'). */
  path?: string;
  status?: SessionStatus;
  store?: AppStore;
}

export function renderRemote(element: ReactElement, { url = '/', path = '*', status = 'anonymous', store = makeStore() }: RenderOptions = {}) {
  const track = jest.fn();
  const login = jest.fn();
  const props = {
    store,
    location: { pathname: url, search: '', hash: '', state: null, key: 'test' },
    navigator: { createHref: String, go: jest.fn(), push: jest.fn(), replace: jest.fn() },
    session: { status, user: null, login },
    siteConfig: SITE_CONFIG,
    track,
  } as unknown as RemoteProps;
  const utils = render(
    <Provider store={store}>
      <RemotePropsContext.Provider value={props}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Halaman lain</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </RemotePropsContext.Provider>
    </Provider>,
  );
  return { ...utils, store, track, login };
}
