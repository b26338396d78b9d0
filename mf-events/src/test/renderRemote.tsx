// Renders a remote's component the way the shell mounts it: a real store from makeStore,
// RemoteProps in context, and a router at a given path.
// jest-dom's matcher types for every test that renders (the setup file loads them at run time).
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  RemotePropsContext,
  makeStore,
  setApiBaseUrl,
  signedIn,
  signedOut,
  type AppStore,
  type PublicConfig,
  type RemoteProps,
  type SessionStatus,
} from 'shared-contracts';

// Node's Request needs absolute URLs; the browser's relative '/api/…' becomes http://localhost/api/….
setApiBaseUrl('http://localhost');

export const siteConfig: PublicConfig = {
  publicUrl: 'http://localhost:3000',
  apiBase: '/api',
  ssoBase: '/sso',
  ssoPublicUrl: 'http://localhost:4200',
  apiPublicUrl: 'http://localhost:4100',
  storageBase: 'http://localhost:4100/media',
  appDownloadUrl: 'https://example.test/app',
  productionHost: 'www.myvalue.id',
  environment: 'test',
  sentryDsn: null,
};

export interface RenderOptions {
  path: string;
  /** The route pattern the component is mounted under, e.g. '/event/:slug'. */
  route?: string;
  session?: SessionStatus;
  store?: AppStore;
}

/** Shows the router's current path, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderRemote(ui: ReactElement, { path, route = '*', session = 'anonymous', store = makeStore() }: RenderOptions) {
  if (session === 'member') {
    store.dispatch(
      signedIn({
        user: {
          firstName: 'Dewi',
          lastName: 'Sartika',
          fullName: 'Dewi Sartika',
          photo: '',
          valueId: 'MV0001',
          email: 'demo@myvalue.id',
          phone: '+6281234567890',
          emailVerified: true,
          phoneVerified: true,
          verified: true,
        },
        expiresAt: null,
      }),
    );
  } else if (session === 'anonymous') {
    store.dispatch(signedOut());
  }
  const state = store.getState().session;
  const login = jest.fn();
  const track = jest.fn();
  const props = {
    store,
    siteConfig,
    track,
    session: { status: state.status, user: state.user, login },
  } as unknown as RemoteProps; // location/navigator come from the MemoryRouter below.
  const result = render(
    <Provider store={store}>
      <RemotePropsContext.Provider value={props}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </RemotePropsContext.Provider>
    </Provider>,
  );
  return { ...result, store, login, track };
}

type Body = unknown | ((url: string, init: RequestInit | undefined) => { status?: number; body: unknown });

/**
 * Stubs global.fetch by URL: the first route whose pattern occurs in the URL answers.
 * Unmatched URLs fail the test loudly (answer 599), so no call goes unnoticed.
 */
export function stubFetch(routes: Record<string, Body>) {
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((pattern) => {
        const [m, p] = pattern.includes(' ') ? pattern.split(' ') : ['GET', pattern];
        return m === method && url.includes(p!);
      });
    if (!key) return json({ errorCode: 'UNSTUBBED', message: `unstubbed ${method} ${url}`, data: null }, 599);
    const spec = routes[key];
    if (typeof spec === 'function') {
      const reqInit = input instanceof Request ? { method, body: await input.clone().text() } : init;
      const out = (spec as (u: string, i: RequestInit | undefined) => { status?: number; body: unknown })(url, reqInit);
      return json(out.body, out.status ?? 200);
    }
    return json(spec, 200);
  });
  return spy;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The URLs fetch was called with (RTK Query passes Request objects). */
export function fetchedUrls(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url));
}
