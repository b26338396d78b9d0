// Route ownership (docs/architecture.md §3). Two facts, two homes:
// - which remote owns which top-level paths (prefixes) is runtime data: the registry
//   document's `prefixes` (shared-contracts/src/server/registry.ts), DEFAULT_PREFIXES when
//   it names none;
// - which pages a remote has is the remote's own declaration (its src/release.ts), shipped
//   in its build's mf-manifest.json (metaData.release) with the code that serves them.
// The shell declares only its own pages (SHELL_ROUTES). The BFF builds one RouteTable per
// set of live versions (the shell's routes and each live version's declared routes under
// its prefixes), matches a request once, and hands {route, params} down to the renderer;
// the browser gets the same routes in its boot data.
import { matchPath } from 'react-router';
import { REMOTE_NAMES, type RemoteName } from './constants';
import { REMOTES } from './remotes';
import { HOME_WIDGETS } from './home';
import { isWellFormedSlug } from './rules/slug';

export type RouteOwner = 'shell' | RemoteName;
export const LAYOUT_NAMES = ['default', 'promo-page', 'event-page', 'account-page', 'footer-only', 'none'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * One page as its owner declares it: what the shell and the BFF need to know of it without
 * running its code. A remote's declaration reaches the BFF as data (a manifest): its schema
 * (RouteDeclSchema) is in shared-contracts/server, so no page downloads zod for it.
 */
export interface RouteDecl {
  /** react-router path: lower-case segments and ':params', e.g. '/promo/:slug'. */
  path: string;
  layout: LayoutName;
  /**
   * The '{page}' part of the document title, unless the page's row gives one from the page's
   * data (PageData.title): while that data loads, and in the BFF's document of a page it
   * does not render.
   */
  title: string;
  /** Only for a signed-in member (the BFF never caches it; the shell asks a visitor to sign in). */
  requiresSession?: boolean;
  /**
   * The query parameters the page reads: its address as far as its content goes. The BFF
   * keys its anonymous page cache and renders by the path and these only (issue 32), so
   * '?utm_source=…' neither makes a new cache entry nor buys a render.
   */
  query?: string[];
}

export interface RouteDef extends RouteDecl {
  owner: RouteOwner;
}

/** A remote's declared routes with their owner. */
export function declaredRoutes(owner: RouteOwner, decls: readonly RouteDecl[]): RouteDef[] {
  return decls.map((decl) => ({ ...decl, owner }));
}

/** The shell's own pages: the only routes the shell (and its BFF) is built with. */
export const SHELL_ROUTES: readonly RouteDef[] = declaredRoutes('shell', [
  { path: '/', layout: 'default', title: 'Promo & Voucher dari Merchant Partner' },
  { path: '/about', layout: 'default', title: 'Tentang MyValue' },
  { path: '/business', layout: 'default', title: 'Menjadi Partner' },
  { path: '/article', layout: 'default', title: 'Artikel', query: ['category', 'page'] },
  { path: '/article/:slug', layout: 'default', title: 'Artikel' },
  { path: '/announcement', layout: 'default', title: 'Pengumuman', query: ['page'] },
  { path: '/announcement/:slug', layout: 'default', title: 'Pengumuman' },
  { path: '/referral', layout: 'default', title: 'Program Referral', query: ['kode'] },
  { path: '/learn-more', layout: 'default', title: 'Pelajari Lebih Lanjut' },
  { path: '/gramedia-troops', layout: 'default', title: 'Gramedia Troops' },
  { path: '/terms', layout: 'default', title: 'Syarat & Ketentuan' },
  { path: '/redirect', layout: 'footer-only', title: 'Masuk' },
  { path: '/health', layout: 'none', title: 'Health' },
  // Account recovery: the SSO's sign-in page and its links lead to the site's own pages.
  { path: '/lupa-kata-sandi', layout: 'default', title: 'Lupa Kata Sandi' },
  { path: '/atur-kata-sandi', layout: 'default', title: 'Buat Kata Sandi' },
  { path: '/verifikasi-akun', layout: 'default', title: 'Verifikasi Akun' },
]);

/** Which remote owns which top-level paths (the registry's `prefixes`). */
export type PrefixOwnership = Readonly<Partial<Record<RemoteName, readonly string[]>>>;

/**
 * The ownership of an environment whose registry document names none (every document
 * written before `prefixes` existed, and a new environment's first document).
 */
export const DEFAULT_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = Object.fromEntries(
  REMOTES.map((r) => [r.name, r.prefixes]),
) as Partial<Record<RemoteName, readonly string[]>> as Record<RemoteName, readonly string[]>;

/** The remote owning a path's first segment, or null (the shell's, or nobody's). */
export function ownerOfPath(pathname: string, prefixes: PrefixOwnership): RemoteName | null {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  for (const name of REMOTE_NAMES) if (prefixes[name]?.includes(first)) return name;
  return null;
}

/** Whether a declared path lies under one of the owner's prefixes. */
export function underPrefixes(path: string, prefixes: readonly string[]): boolean {
  return prefixes.includes(`/${path.split('/')[1] ?? ''}`);
}

/**
 * The remotes a page's document runs: the owner of its prefix, or on the home page those
 * whose widgets it shows (the canary's health counts a page view for each).
 */
export function remotesOfPath(pathname: string, prefixes: PrefixOwnership): RemoteName[] {
  const owner = ownerOfPath(pathname, prefixes);
  if (owner) return [owner];
  if (pathname === '/') return [...new Set(HOME_WIDGETS.map((w) => w.remote))];
  return [];
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Pathnames whose match a table keeps (visitors choose pathnames: the oldest go first). */
const KEPT_MATCHES = 500;

/**
 * One set of routes, matched. The BFF keeps one per set of live versions (rebuilt when the
 * registry changes, never per request) and the browser one per boot. A pathname's match is
 * kept (issue 30: react-router's matchPath compiles each pattern on every call; matching was
 * 5% of a member page).
 */
export class RouteTable {
  readonly routes: readonly RouteDef[];
  /** The remotes' routes of the table (what the boot data carries: the shell has its own). */
  readonly remoteRoutes: readonly RouteDef[];
  private readonly matches = new Map<string, RouteMatch | null>();

  constructor(routes: readonly RouteDef[]) {
    // Ranked as react-router's <Routes> ranks them: at the first segment where two paths
    // differ in kind, a literal segment goes before a ':param' ('/promo/pilihan' before
    // '/promo/:slug'), whatever order the shell and the remotes declared them in.
    this.routes = Object.freeze([...routes].sort(byRank));
    this.remoteRoutes = Object.freeze(this.routes.filter((r) => r.owner !== 'shell'));
  }

  /** The route that owns a pathname, or null for an unknown path (the 404 page). */
  match(pathname: string): RouteMatch | null {
    if (this.matches.has(pathname)) return this.matches.get(pathname) ?? null;
    let found: RouteMatch | null = null;
    for (const route of this.routes) {
      const m = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname);
      if (m) {
        found = Object.freeze({ route, params: Object.freeze(definedParams(m.params)) });
        break;
      }
    }
    if (this.matches.size >= KEPT_MATCHES) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(pathname, found);
    return found;
  }

  /** Routes of one owner. */
  routesOf(owner: RouteOwner): RouteDef[] {
    return this.routes.filter((r) => r.owner === owner);
  }

  /** The route declared at exactly this path. */
  route(path: string): RouteDef | undefined {
    return this.routes.find((r) => r.path === path);
  }
}

function byRank(a: RouteDef, b: RouteDef): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = as[i]!.startsWith(':');
    const bp = bs[i]!.startsWith(':');
    if (ap !== bp) return ap ? 1 : -1;
  }
  return 0;
}

/** The shell's own routes, matched (the table of a site with no remote page). */
export const SHELL_ROUTE_TABLE = new RouteTable(SHELL_ROUTES);

const bootTables = new WeakMap<readonly RouteDef[], RouteTable>();

/**
 * The shell's router's table for a boot's remote routes (BootData.routes): the shell's own
 * routes and these. Kept per routes list: the server renderer gets the BFF's kept list for
 * every request of the same versions, so it is built once per set of versions there too.
 */
export function routeTableFor(remoteRoutes: readonly RouteDef[] | undefined): RouteTable {
  if (!remoteRoutes || remoteRoutes.length === 0) return SHELL_ROUTE_TABLE;
  let table = bootTables.get(remoteRoutes);
  if (!table) {
    table = new RouteTable([...SHELL_ROUTES, ...remoteRoutes.filter((r) => r.owner !== 'shell')]);
    bootTables.set(remoteRoutes, table);
  }
  return table;
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

/** A remote's exposed module that a page renders. */
export interface RemoteModuleUse {
  remote: RemoteName;
  module: './app' | './widgets';
}

/**
 * The remotes' exposed modules a matched page renders on its first paint: its owner's
 * './app', and on the home page the './widgets' of each remote with a home section. The BFF
 * links their stylesheets (of the live version) in the document's head.
 */
export function remoteModulesOf(match: RouteMatch | null): RemoteModuleUse[] {
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
