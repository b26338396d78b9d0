// Test helpers for shell features: a real store (RTK Query against a stubbed fetch),
// the shell's services and a memory router, as the app wires them.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  makeStore,
  setApiBaseUrl,
  type AppStore,
  type BootData,
  type PublicConfig,
  type SessionState,
  type SessionUser,
  type TrackFn,
} from 'shared-contracts';
import { ShellContext, type ShellServices } from '../../app/ShellContext';

// Node's Request (used by fetchBaseQuery under jest) accepts only absolute URLs.
setApiBaseUrl('http://localhost');

export const TEST_CONFIG: PublicConfig = {
  publicUrl: 'http://localhost',
  apiBase: '/api',
  ssoBase: '/sso',
  ssoPublicUrl: 'https://sso.example',
  apiPublicUrl: 'https://content.example',
  storageBase: 'https://storage.example',
  appDownloadUrl: 'https://myvalue.example/download',
  productionHost: 'www.myvalue.example',
  environment: 'test',
  sentryDsn: null,
};

export const DEMO_USER: SessionUser = {
  firstName: 'Dewi',
  lastName: 'Sartika',
  fullName: 'Dewi Sartika',
  photo: '/static/no-avatar.svg',
  valueId: 'MV0001',
  email: 'demo@myvalue.id',
  phone: '+6281234567890',
  emailVerified: true,
  phoneVerified: false,
  verified: true,
};

export const MEMBER: SessionState = { status: 'member', user: DEMO_USER, expiresAt: 2_000_000_000 };
export const ANONYMOUS: SessionState = { status: 'anonymous', user: null, expiresAt: null };

export function makeBoot(overrides: Partial<BootData> = {}): BootData {
  return {
    buildId: 'build-1',
    registry: { environment: 'test', remotes: [{ name: 'catalog', version: '1.0.0', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] },
    config: TEST_CONFIG,
    session: ANONYMOUS,
    status: 200,
    ...overrides,
  };
}

/** Shows the router's current path, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export interface RenderShellOptions {
  path?: string;
  session?: SessionState;
  store?: AppStore;
  boot?: BootData;
  track?: TrackFn;
  login?: (returnTo?: string) => void;
}

export interface RenderShellResult extends RenderResult {
  store: AppStore;
  track: jest.Mock;
  login: jest.Mock;
}

export function renderShell(ui: ReactElement, opts: RenderShellOptions = {}): RenderShellResult {
  const session = opts.session ?? ANONYMOUS;
  const store = opts.store ?? makeStore({ session });
  const track = (opts.track as jest.Mock | undefined) ?? jest.fn();
  const login = (opts.login as jest.Mock | undefined) ?? jest.fn();
  const boot = opts.boot ?? makeBoot({ session });
  const services: ShellServices = { boot, config: boot.config, track, login };
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <ShellContext.Provider value={services}>
        <MemoryRouter initialEntries={[opts.path ?? '/']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {children}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>
    </Provider>
  );
  const result = render(wrap(ui));
  return { ...result, store, track, login };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined, request: Request | null) => Response | Promise<Response>;

/**
 * Stubs global fetch by path ('GET /sso/v1/point' or '/sso/v1/point' for any method).
 * Unknown paths answer 404 so a forgotten stub shows as a failure path, not a hang.
 */
export function stubFetch(routes: Record<string, unknown | Handler>): jest.SpyInstance {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const key = [`${method} ${url.pathname}`, url.pathname].find((k) => k in routes);
    if (!key) return jsonResponse({ errorCode: 'NOT_FOUND' }, 404);
    const route = routes[key];
    if (typeof route === 'function') return (route as Handler)(url, init, request);
    return jsonResponse(route);
  });
}
