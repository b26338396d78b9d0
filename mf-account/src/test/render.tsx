// Test frame: the real shared store and the RemotePropsContext a remote gets from the shell,
// with an in-memory router. Network goes through a stubbed global fetch (see mockApi).
// Types and matchers of jest-dom for every test that renders (the setup file loads them at run time).
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  RemotePropsContext,
  api,
  makeStore,
  setApiBaseUrl,
  type AppStore,
  type PublicConfig,
  type RemoteProps,
  type SessionUser,
} from 'shared-contracts';

// RTK's dev-only invariant checks warn when a slow CI box takes >32 ms; that is noise here.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /InvariantMiddleware took/.test(args[0])) return;
  warn(...args);
};

export const TEST_CONFIG: PublicConfig = {
  publicUrl: 'http://localhost',
  apiBase: '/api',
  ssoBase: '/sso',
  ssoPublicUrl: 'http://sso.test',
  apiPublicUrl: 'http://api.test',
  storageBase: 'http://media.test',
  appDownloadUrl: 'http://app.test',
  productionHost: 'www.myvalue.id',
  environment: 'test',
  sentryDsn: null,
};

export const TEST_USER: SessionUser = {
  firstName: 'Dewi',
  lastName: 'Sartika',
  fullName: 'Dewi Sartika',
  photo: 'http://media.test/a.png',
  valueId: 'MV1811220001',
  email: 'demo@myvalue.id',
  phone: '+6281234567890',
  emailVerified: true,
  phoneVerified: true,
  verified: true,
};

export interface RenderOptions {
  route?: string;
  store?: AppStore;
  login?: jest.Mock;
  track?: jest.Mock;
}

export interface RenderWithRemote extends RenderResult {
  store: AppStore;
  login: jest.Mock;
  track: jest.Mock;
}

export function renderWithRemote(ui: ReactElement, options: RenderOptions = {}): RenderWithRemote {
  // Node's Request needs absolute URLs; the browser resolves '/sso/...' against the page.
  setApiBaseUrl('http://localhost');
  const store =
    options.store ??
    makeStore({ session: { status: 'member', user: { ...TEST_USER }, expiresAt: null } });
  const login = options.login ?? jest.fn();
  const track = options.track ?? jest.fn();
  const props = {
    store,
    location: { pathname: options.route ?? '/account', search: '', hash: '', state: null, key: 'test' },
    navigator: {} as RemoteProps['navigator'],
    session: { status: 'member', user: TEST_USER, login },
    siteConfig: TEST_CONFIG,
    track,
  } satisfies RemoteProps;
  const result = render(
    <Provider store={store}>
      <RemotePropsContext.Provider value={props}>
        <MemoryRouter initialEntries={[options.route ?? '/account']}>{ui}</MemoryRouter>
      </RemotePropsContext.Provider>
    </Provider>,
  );
  return { ...result, store, login, track };
}

/** Clears RTK Query's cache between tests (the api is a module singleton). */
export function resetApi(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}
