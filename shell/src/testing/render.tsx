// The shell's part of the test kit: shared-contracts/testing (fetch stubs, renderInApp,
// config, user) with the shell's services around it, as the app wires them.
import type { ReactElement } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { declaredRoutes, DEFAULT_PREFIXES, makeStore, routeTableFor, type AppStore, type BootData, type RouteDef, type SessionState, type SessionStatus } from 'shared-contracts';
import { renderInApp, TEST_CONFIG, TEST_USER, type RenderInAppOptions, type RenderInAppResult } from 'shared-kit/testing';
import { ShellContext, type ShellServices } from '../app/ShellContext';
import { ShellStateProvider } from '../features/shellState/ShellState';

export * from 'shared-kit/testing';

export const MEMBER: SessionState = { status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 };
export const ANONYMOUS: SessionState = { status: 'anonymous', user: null, expiresAt: null };

/**
 * Remote pages as the BFF hands them to the shell in the boot data (the shell is built with
 * none): a few of each remote, in the shape their releases declare them.
 */
export const TEST_REMOTE_ROUTES: readonly RouteDef[] = [
  ...declaredRoutes('catalog', [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher', query: ['category', 'cukup', 'merchant', 'page', 'q', 'sort'] },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
    { path: '/merchant', layout: 'promo-page', title: 'Merchant Partner', query: ['category', 'page', 'q'] },
    { path: '/merchant/:slug', layout: 'promo-page', title: 'Merchant', query: ['page'] },
    { path: '/category/:slug', layout: 'promo-page', title: 'Kategori', query: ['page'] },
    { path: '/search', layout: 'promo-page', title: 'Pencarian', query: ['q'] },
  ]),
  ...declaredRoutes('events', [
    { path: '/event', layout: 'event-page', title: 'Event' },
    { path: '/event/:slug', layout: 'event-page', title: 'Detail Event' },
    { path: '/event/:slug/register', layout: 'event-page', title: 'Daftar Event' },
    { path: '/campaign/:slug', layout: 'event-page', title: 'Campaign' },
    { path: '/campaign-event/:slug', layout: 'event-page', title: 'Campaign Event' },
  ]),
  ...declaredRoutes('account', [
    { path: '/account', layout: 'account-page', title: 'Akun Saya', requiresSession: true },
    { path: '/account/card', layout: 'account-page', title: 'Kartu Saya', requiresSession: true },
    { path: '/account/poin', layout: 'account-page', title: 'Poin Saya', requiresSession: true },
    { path: '/account/voucher', layout: 'account-page', title: 'Voucher Saya', requiresSession: true },
    { path: '/account/setting', layout: 'account-page', title: 'Pengaturan Profil', requiresSession: true },
  ]),
];

export function makeBoot(overrides: Partial<BootData> = {}): BootData {
  return {
    buildId: 'build-1',
    registry: { environment: 'test', remotes: [{ name: 'catalog', version: '1.0.0', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] },
    routes: TEST_REMOTE_ROUTES,
    prefixes: DEFAULT_PREFIXES,
    config: TEST_CONFIG,
    session: ANONYMOUS,
    status: 200,
    ...overrides,
  };
}

export interface RenderShellOptions extends Pick<RenderInAppOptions, 'route' | 'pages'> {
  path?: string;
  /** The session: a status (the member is TEST_USER) or the whole state. */
  session?: SessionStatus | SessionState;
  store?: AppStore;
  boot?: BootData;
  /** Services over the defaults (boot, its config, jest.fn() track and login). */
  services?: Partial<ShellServices>;
}

export interface RenderShellResult extends RenderInAppResult {
  services: ShellServices;
  track: jest.Mock;
  login: jest.Mock;
}

export function renderShell(ui: ReactElement, opts: RenderShellOptions = {}): RenderShellResult {
  // A status is put into the store by renderInApp; a whole state is the store's from the start.
  const state = typeof opts.session === 'string' ? null : (opts.session ?? ANONYMOUS);
  const status: SessionStatus = typeof opts.session === 'string' ? opts.session : 'unknown';
  const store = opts.store ?? (state ? makeStore({ session: state }) : makeStore());
  const boot = opts.boot ?? makeBoot({ session: state ?? (status === 'member' ? MEMBER : ANONYMOUS) });
  const services: ShellServices = { boot, config: boot.config, routes: routeTableFor(boot.routes), track: jest.fn(), login: jest.fn(), ...opts.services };
  const result = renderInApp(ui, { url: opts.path ?? '/', route: opts.route, pages: opts.pages, session: status, store }, (children) => (
    <ShellContext.Provider value={services}>
      <ShellStateProvider boot={boot}>{children}</ShellStateProvider>
    </ShellContext.Provider>
  ));
  return { ...result, services, track: services.track as jest.Mock, login: services.login as jest.Mock };
}

let navigateFromTest: NavigateFunction | null = null;

/** Render it inside the shell under test; then goTo(path) navigates as an in-site link would. */
export function Nav() {
  navigateFromTest = useNavigate();
  return null;
}

export function goTo(path: string): void {
  if (!navigateFromTest) throw new Error('goTo needs <Nav /> rendered');
  void navigateFromTest(path);
}
