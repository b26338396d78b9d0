// Route ownership (docs/architecture.md §3): the one table the shell's router and the BFF
// read, so a path's owner, layout, title and HTTP status are decided in one place.
import { matchPath } from 'react-router';
import type { RemoteName } from './constants';
import { HOME_WIDGETS } from './home';
import { isWellFormedSlug } from './rules/slug';

export type RouteOwner = 'shell' | RemoteName;
export type LayoutName = 'default' | 'promo-page' | 'event-page' | 'account-page' | 'footer-only' | 'none';

export interface RouteDef {
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  /**
   * The '{page}' part of the document title, unless the page's row in its owner's table
   * gives one from the page's data (PageData.title): while that data loads, and in the
   * BFF's document of a page it does not render.
   */
  title: string;
  requiresSession?: boolean;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', owner: 'shell', layout: 'default', title: 'Promo & Voucher dari Merchant Partner' },
  { path: '/about', owner: 'shell', layout: 'default', title: 'Tentang MyValue' },
  { path: '/business', owner: 'shell', layout: 'default', title: 'Menjadi Partner' },
  { path: '/article', owner: 'shell', layout: 'default', title: 'Artikel' },
  { path: '/article/:slug', owner: 'shell', layout: 'default', title: 'Artikel' },
  { path: '/announcement', owner: 'shell', layout: 'default', title: 'Pengumuman' },
  { path: '/announcement/:slug', owner: 'shell', layout: 'default', title: 'Pengumuman' },
  { path: '/referral', owner: 'shell', layout: 'default', title: 'Program Referral' },
  { path: '/learn-more', owner: 'shell', layout: 'default', title: 'Pelajari Lebih Lanjut' },
  { path: '/gramedia-troops', owner: 'shell', layout: 'default', title: 'Gramedia Troops' },
  { path: '/terms', owner: 'shell', layout: 'default', title: 'Syarat & Ketentuan' },
  { path: '/redirect', owner: 'shell', layout: 'footer-only', title: 'Masuk' },
  { path: '/health', owner: 'shell', layout: 'none', title: 'Health' },
  // Account recovery: the SSO's sign-in page and its links lead to the site's own pages.
  { path: '/lupa-kata-sandi', owner: 'shell', layout: 'default', title: 'Lupa Kata Sandi' },
  { path: '/atur-kata-sandi', owner: 'shell', layout: 'default', title: 'Buat Kata Sandi' },
  { path: '/verifikasi-akun', owner: 'shell', layout: 'default', title: 'Verifikasi Akun' },
  { path: '/promo', owner: 'catalog', layout: 'promo-page', title: 'Promo & Voucher' },
  { path: '/promo/:slug', owner: 'catalog', layout: 'promo-page', title: 'Detail Promo' },
  { path: '/merchant', owner: 'catalog', layout: 'promo-page', title: 'Merchant Partner' },
  { path: '/merchant/:slug', owner: 'catalog', layout: 'promo-page', title: 'Merchant' },
  { path: '/category/:slug', owner: 'catalog', layout: 'promo-page', title: 'Kategori' },
  { path: '/search', owner: 'catalog', layout: 'promo-page', title: 'Pencarian' },
  { path: '/event', owner: 'events', layout: 'event-page', title: 'Event' },
  { path: '/event/:slug', owner: 'events', layout: 'event-page', title: 'Detail Event' },
  { path: '/event/:slug/register', owner: 'events', layout: 'event-page', title: 'Daftar Event' },
  { path: '/campaign/:slug', owner: 'events', layout: 'event-page', title: 'Campaign' },
  { path: '/campaign-event/:slug', owner: 'events', layout: 'event-page', title: 'Campaign Event' },
  { path: '/account', owner: 'account', layout: 'account-page', title: 'Akun Saya', requiresSession: true },
  { path: '/account/card', owner: 'account', layout: 'account-page', title: 'Kartu Saya', requiresSession: true },
  { path: '/account/poin', owner: 'account', layout: 'account-page', title: 'Poin Saya', requiresSession: true },
  { path: '/account/badge', owner: 'account', layout: 'account-page', title: 'Koleksi Badge', requiresSession: true },
  { path: '/account/setting', owner: 'account', layout: 'account-page', title: 'Pengaturan Profil', requiresSession: true },
  { path: '/account/referral', owner: 'account', layout: 'account-page', title: 'Kode Referral', requiresSession: true },
  { path: '/account/voucher', owner: 'account', layout: 'account-page', title: 'Voucher Saya', requiresSession: true },
  { path: '/account/voucher/history', owner: 'account', layout: 'account-page', title: 'Riwayat Voucher', requiresSession: true },
  { path: '/account/voucher/bookmark', owner: 'account', layout: 'account-page', title: 'Voucher Disimpan', requiresSession: true },
  { path: '/account/history', owner: 'account', layout: 'account-page', title: 'Riwayat Aktivitas', requiresSession: true },
  { path: '/account/setting/perangkat', owner: 'account', layout: 'account-page', title: 'Perangkat', requiresSession: true },
  { path: '/account/membership', owner: 'account', layout: 'account-page', title: 'Membership', requiresSession: true },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Pathnames whose match is kept (visitors choose pathnames: the oldest go first). */
const KEPT_MATCHES = 500;
const matches = new Map<string, RouteMatch | null>();

/**
 * The route that owns a pathname, or null for an unknown path (the 404 page). A page
 * request asks it several times (the BFF, the renderer, the router), and react-router's
 * matchPath compiles each route's pattern again on every call: a request's own pathname is
 * matched once and its answer kept (issue 30: matching was 5% of a member page's time).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (matches.has(pathname)) return matches.get(pathname) ?? null;
  let found: RouteMatch | null = null;
  for (const route of ROUTES) {
    const m = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname);
    if (m) {
      found = Object.freeze({ route, params: Object.freeze(definedParams(m.params)) });
      break;
    }
  }
  if (matches.size >= KEPT_MATCHES) matches.delete(matches.keys().next().value!);
  matches.set(pathname, found);
  return found;
}

/** A match's parameters that have a value (react-router's may be undefined). */
export function definedParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') out[key] = value;
  return out;
}

/**
 * Spec §8 route validation: a route whose slug has a shape no page has (isWellFormedSlug)
 * names nothing. The BFF answers it 404 without rendering or asking upstream, and the
 * shell's router shows the 404 view ('Page Not Found: {path}') instead of the owner's page,
 * on a first load and after a client-side navigation alike.
 */
export function hasMalformedSlug(match: RouteMatch): boolean {
  const slug = match.params.slug;
  return slug !== undefined && !isWellFormedSlug(slug);
}

/** Routes of one owner: exactly the paths of its page table (infra/ssr/pageTables.test.ts). */
export function routesOf(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** A remote's exposed module that a page renders. */
export interface RemoteModuleUse {
  remote: RemoteName;
  module: './app' | './widgets';
}

/**
 * The remotes' exposed modules a path renders on its first paint: its owner's './app', and
 * on the home page the './widgets' of each remote with a home section. The BFF links their
 * stylesheets (of the live version) in the document's head.
 */
export function remoteModulesOf(pathname: string): RemoteModuleUse[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  if (match.route.owner !== 'shell') return [{ remote: match.route.owner, module: './app' }];
  if (match.route.path !== '/') return [];
  return [...new Set(HOME_WIDGETS.map((w) => w.remote))].map((remote) => ({ remote, module: './widgets' as const }));
}

/**
 * The chunk a lazy page's module is named after (its webpackChunkName), by its route path:
 * '/promo/:slug' → 'page-promo-slug', '/' → 'page-home'. The BFF preloads that chunk with
 * the page (shell/server/src/page/pageAssets.ts).
 */
export function pageChunkName(path: string): string {
  const name = path.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `page-${name || 'home'}`;
}
