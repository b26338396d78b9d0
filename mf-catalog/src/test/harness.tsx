// Test helpers for catalog components (imported by *.test.tsx only): a real store from
// makeStore, the RemoteProps context, a MemoryRouter, and a fetch stub that answers by path.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from 'shared-contracts/testing';
import {
  RemotePropsContext,
  makeStore,
  type AppStore,
  type PublicConfig,
  type RemoteProps,
  type SessionStatus,
} from 'shared-contracts';

export { json, mockFetch, on, get, type FetchRoute } from 'shared-contracts/testing';

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
