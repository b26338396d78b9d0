// Rendering a component as the apps run it: a real store (makeStore, RTK Query against the
// stubbed fetch), a memory router, and for a remote's component the RemoteProps the shell
// mounts it with. The shell adds its own context around renderInApp (shell's test kit).
import '@testing-library/jest-dom';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
// The test kit renders pages in its own MemoryRouter (a test has no shell): never in a
// browser bundle, and jest resolves the one react-router the contract re-exports.
import { createPath, MemoryRouter, parsePath, Route, Router, Routes, useLocation, type Location, type Navigator, type To } from 'react-router';
import {
  api,
  makeStore,
  PageMount,
  RemotePropsContext,
  signedIn,
  signedOut,
  type AppStore,
  type PageData,
  type PublicConfig,
  type RemoteProps,
  type SessionStatus,
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
  ssoPublicUrl: 'https://sso.example',
  apiPublicUrl: 'https://content.example',
  storageBase: 'https://storage.example',
  appDownloadUrl: 'https://myvalue.example/download',
  productionHost: 'www.myvalue.example',
  environment: 'test',
  sentryDsn: null,
};

export const TEST_USER: SessionUser = {
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

/** Shows the router's current path, query and hash, so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  // A plain span: an <output> would add a status region that tests of live messages would see.
  return <span data-testid="location">{`${pathname}${search}${hash}`}</span>;
}

/**
 * The shell's side of a remote's router, for a test: the remote asks for navigations
 * (`asked`, in order), and renders one only when the test lets the shell pass it on
 * (`follow`), as on a busy phone where the shell re-renders a moment after the address
 * changed.
 */
export interface LaggingShell {
  readonly asked: string[];
  /** Renders the last navigation asked for (in act). */
  follow(): void;
  /** Renders `url` as a navigation of the shell's own (Back, a link elsewhere). */
  navigate(url: string): void;
}

class ShellStub implements LaggingShell {
  readonly asked: string[] = [];
  /** Set by the mounted LaggingRouter. */
  show: ((url: string) => void) | undefined;
  follow(): void {
    const last = this.asked.at(-1);
    if (last !== undefined) this.navigate(last);
  }
  navigate(url: string): void {
    act(() => this.show?.(url));
  }
}

export function laggingShell(): LaggingShell {
  return new ShellStub();
}

let locationKeys = 0;
const locationAt = (url: string): Location => ({ pathname: '/', search: '', hash: '', ...parsePath(url), state: null, key: `lagging-${++locationKeys}` });
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

function LaggingRouter({ url, shell, children }: { url: string; shell: LaggingShell; children: ReactNode }) {
  const [location, setLocation] = useState(() => locationAt(url));
  useEffect(() => {
    (shell as ShellStub).show = (next) => setLocation(locationAt(next));
  }, [shell]);
  const navigator = useMemo<Navigator>(() => {
    const ask = (to: To) => void shell.asked.push(hrefOf(to));
    return { createHref: hrefOf, go: () => undefined, push: ask, replace: ask };
  }, [shell]);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

export interface RenderInAppOptions {
  /** The URL the test starts at. */
  url?: string;
  /** The route pattern the element is mounted at (e.g. '/promo/:slug'); other paths render 'Halaman lain'. */
  route?: string;
  /**
   * The app's page table: the element is mounted as its page at `route` is (PageMount),
   * so the document title is the one the row gives.
   */
  pages?: readonly PageData[];
  /** Puts the store's session in this state ('unknown': as the store starts). */
  session?: SessionStatus;
  user?: SessionUser;
  store?: AppStore;
  /** Route through a shell that renders navigations only when told (see laggingShell). */
  shell?: LaggingShell;
}

export interface RenderInAppResult extends RenderResult {
  store: AppStore;
}

/** The element at `url` in a router, a store whose session is `session`; `wrap` adds an app's context. */
export function renderInApp(
  element: ReactElement,
  { url = '/', route = '*', pages, session = 'anonymous', user = TEST_USER, store = makeStore(), shell }: RenderInAppOptions = {},
  wrap: (children: ReactNode, store: AppStore) => ReactNode = (children) => children,
): RenderInAppResult {
  const page = pages?.find((p) => p.path === route);
  if (pages && !page) throw new Error(`No page of the table is at ${route}`);
  if (session === 'member') store.dispatch(signedIn({ user, expiresAt: null }));
  else if (session === 'anonymous') store.dispatch(signedOut());
  const routed = (
    <>
      <Routes>
        <Route path={route} element={page ? <PageMount page={page}>{element}</PageMount> : element} />
        <Route path="*" element={<p>Halaman lain</p>} />
      </Routes>
      <LocationProbe />
    </>
  );
  const result = render(
    <Provider store={store}>
      {wrap(
        shell ? (
          <LaggingRouter url={url} shell={shell}>
            {routed}
          </LaggingRouter>
        ) : (
          <MemoryRouter initialEntries={[url]}>{routed}</MemoryRouter>
        ),
        store,
      )}
    </Provider>,
  );
  return { ...result, store };
}

export interface RenderRemoteOptions extends RenderInAppOptions {
  login?: jest.Mock;
  track?: jest.Mock;
  siteConfig?: PublicConfig;
}

export interface RenderRemoteResult extends RenderInAppResult {
  login: jest.Mock;
  track: jest.Mock;
}

/** A remote's component as the shell mounts it: RemoteProps in context around renderInApp. */
export function renderRemote(element: ReactElement, options: RenderRemoteOptions = {}): RenderRemoteResult {
  const login = options.login ?? jest.fn();
  const track = options.track ?? jest.fn();
  const url = new URL(options.url ?? '/', 'http://localhost');
  const result = renderInApp(element, options, (children, store) => {
    const state = store.getState().session;
    const props: RemoteProps = {
      store,
      location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'test' },
      navigator: { createHref: String, go: jest.fn(), push: jest.fn(), replace: jest.fn() } as unknown as RemoteProps['navigator'],
      session: { status: state.status, user: state.user, login },
      siteConfig: options.siteConfig ?? TEST_CONFIG,
      track,
    };
    return <RemotePropsContext.Provider value={props}>{children}</RemotePropsContext.Provider>;
  });
  return { ...result, login, track };
}

/** Clears RTK Query's cache between tests (the api is a module singleton). */
export function resetApi(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}

/** Waits until every query the page started has answered (success or error). */
export async function settled(store: AppStore): Promise<void> {
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q && q.status !== 'pending')).toBe(true);
  });
}
