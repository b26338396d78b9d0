// The pages the visitor can open without a connection: the documents the service worker
// kept (SW_CACHES.pages), newest first, each with its title as the page had it.
import { SITE_NAME } from 'shared-contracts/core';
import { SW_CACHES } from '../features/offline/swContract';

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

export async function seenPages(storage: { open(name: string): Promise<KeptPages> }, origin: string, limit = 40): Promise<SeenPage[]> {
  const cache = await storage.open(SW_CACHES.pages);
  const pages: SeenPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== origin) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const href = `${url.pathname}${url.search}`;
    const savedAt = Date.parse(response.headers.get('date') ?? '') || 0;
    pages.push({ href, title: pageTitleOf(await response.text()) ?? href, savedAt });
  }
  return pages.sort((a, b) => b.savedAt - a.savedAt).slice(0, limit);
}
