// Test helpers for the shell pages (imported by *.test.tsx only): a real store, a
// MemoryRouter, the ShellContext, and a fetch stub that answers by path.
import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { makeStore, setApiBaseUrl, signedIn, signedOut, type AppStore, type BootData, type SessionUser } from 'shared-contracts';
import { ShellContext, type ShellServices } from '../app/ShellContext';

// Node's Request needs absolute URLs; the browser's relative '/api/…' become these.
setApiBaseUrl('http://localhost');

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Route = (url: URL, request: Request) => Response | undefined | Promise<Response | undefined>;

/** Stubs fetch: each call goes to the first route that answers; unanswered paths are 404. */
export function mockFetch(...routes: Route[]): jest.SpyInstance {
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

/** A route answering GET `path` (exact pathname) with `body`. */
export function get(path: string, body: unknown | ((url: URL) => unknown), status = 200): Route {
  return (url, request) => {
    if (request.method !== 'GET' || url.pathname !== path) return undefined;
    return json(typeof body === 'function' ? (body as (u: URL) => unknown)(url) : body, status);
  };
}

/** The requests fetch received, as URLs. */
export function calledUrls(spy: jest.SpyInstance): URL[] {
  return spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}

export const MEMBER: SessionUser = {
  firstName: 'Demo',
  lastName: 'Member',
  fullName: 'Demo Member',
  photo: 'http://localhost/media/avatar.svg',
  valueId: 'MV-0001',
  email: 'demo@myvalue.id',
  phone: '+6281234567890',
  emailVerified: true,
  phoneVerified: false,
  verified: true,
};

export function shellServices(overrides: Partial<ShellServices> = {}): ShellServices {
  return {
    boot: {} as BootData,
    config: {} as ShellServices['config'],
    track: jest.fn(),
    login: jest.fn(),
    ...overrides,
  };
}

/** Shows the router's current location, to assert where links lead. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

export interface RenderPageOptions {
  path?: string;
  session?: 'member' | 'anonymous' | 'unknown';
  services?: ShellServices;
  store?: AppStore;
}

export function renderPage(ui: ReactNode, { path = '/', session = 'anonymous', services = shellServices(), store = makeStore() }: RenderPageOptions = {}) {
  if (session === 'member') store.dispatch(signedIn({ user: MEMBER, expiresAt: null }));
  if (session === 'anonymous') store.dispatch(signedOut());
  const result = render(
    <Provider store={store}>
      <ShellContext.Provider value={services}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ShellContext.Provider>
    </Provider>,
  );
  return { ...result, store, services };
}

/** Waits until every query the page started has answered (success or error). */
export async function settled(store: AppStore): Promise<void> {
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q && q.status !== 'pending')).toBe(true);
  });
}
