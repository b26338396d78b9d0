// The pages the visitor can open without a connection: the documents the service worker
// kept (SW_CACHES.pages), newest first, each with its title as the page had it, and the
// member pages the offline wallet stands in for. Never a search: a search's words are the
// visitor's own (a shared phone shows this list to anyone), so a kept copy with a search
// query is not listed at all, and no entry is ever named by its address.
import { SHELL_ROUTE_TABLE, SITE_NAME } from 'shared-contracts/core';
import { OFFLINE_TEXT, SW_CACHES } from '../features/offline/swContract';

export interface SeenPage {
  /** Path and query, as a same-origin link. */
  href: string;
  title: string;
  /** When the copy was made (the answer's Date), 0 if unknown. */
  savedAt: number;
}

interface KeptPages {
  keys(): Promise<readonly Request[]>;
  match(request: Request): Promise<Response | undefined>;
}

/** The page part of a document title ('{page} - MyValue'), entities decoded. */
export function pageTitleOf(html: string): string | null {
  const m = /<title>([^<]*)<\/title>/i.exec(html);
  if (!m) return null;
  const text = new DOMParser().parseFromString(m[1]!, 'text/html').documentElement.textContent ?? '';
  const title = text.replace(new RegExp(`(^|\\s+)-\\s+${SITE_NAME}$`), '').trim();
  return title || null;
}

/** The home page, as the breadcrumbs and a shopper call it. */
export const HOME_TITLE = 'Beranda';

/** A query parameter carrying words the visitor typed (the site's search box and a list's search). */
const SEARCH_PARAMS = ['q'];

function isSearch(url: URL): boolean {
  return SEARCH_PARAMS.some((name) => url.searchParams.has(name));
}

/**
 * A shell page's own title ('Tentang MyValue'), for a kept copy whose document has none. The
 * remotes' routes come with their live versions (the boot data), which the offline page does
 * not have: their copies are named by their own documents' titles.
 */
function routeTitleOf(pathname: string): string | null {
  return SHELL_ROUTE_TABLE.match(pathname)?.route.title ?? null;
}

/** The member pages the offline page shows from the wallet (renderWallet), with the names the member menu gives them. */
export const WALLET_PAGES = [
  { href: '/account/card', title: 'Kartu Saya' },
  { href: '/account/voucher', title: 'Voucher Saya' },
] as const;

/**
 * The list the offline page shows: with a wallet kept on this device, 'Kartu Saya' and
 * 'Voucher Saya' first (the offline page draws them from the wallet: they open without
 * internet although the worker never keeps a member's document), then the kept copies.
 */
export function offlinePages(kept: SeenPage[], hasWallet: boolean): SeenPage[] {
  if (!hasWallet) return kept;
  const wallet = WALLET_PAGES.map(({ href, title }) => ({ href, title, savedAt: 0 }));
  return [...wallet, ...kept.filter((page) => !WALLET_PAGES.some((w) => w.href === page.href))];
}

export const isMemberPath = (pathname: string) => pathname === '/account' || pathname.startsWith('/account/');

/** The sentence under the offline page's title: whether the page was kept is only the worker's to say of public pages. */
export function offlineIntro(pathname: string): string {
  return isMemberPath(pathname) ? OFFLINE_TEXT.memberIntro : OFFLINE_TEXT.intro;
}

export async function seenPages(storage: { open(name: string): Promise<KeptPages> }, origin: string, limit = 40): Promise<SeenPage[]> {
  const cache = await storage.open(SW_CACHES.pages);
  const pages: SeenPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== origin || isSearch(url)) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const href = `${url.pathname}${url.search}`;
    const savedAt = Date.parse(response.headers.get('date') ?? '') || 0;
    // The home's document title is the site's tagline ('Promo & Voucher dari Merchant
    // Partner'), which reads as another list: it is named as the breadcrumbs name it.
    const title = url.pathname === '/' ? HOME_TITLE : (pageTitleOf(await response.text()) ?? routeTitleOf(url.pathname));
    // Without a title of its own or its route's there is nothing to call it but its address.
    if (title) pages.push({ href, title, savedAt });
  }
  return pages.sort((a, b) => b.savedAt - a.savedAt).slice(0, limit);
}
