// Test helpers for the shell pages (imported by *.test.tsx only): a real store, a
// MemoryRouter, the ShellContext, and a fetch stub that answers by path.
import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, signedIn, signedOut, type AppStore, type BootData, type SessionUser } from 'shared-contracts';
import { ShellContext, type ShellServices } from '../app/ShellContext';

export { json, mockFetch, get, LocationProbe, type FetchRoute as Route } from 'shared-contracts/testing';
import { LocationProbe } from 'shared-contracts/testing';

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
