// The anonymous page cache: rendered documents of signed-out requests, keyed by the shell
// build, the live remote versions and the URL, so a promotion or rollback changes the key
// (what is served changes at once) and a new shell build never serves an old page.
// Stale-while-revalidate: a page older than `freshMs` is still served (up to `staleMs`
// more) while one background render replaces it; one render per key at a time (single
// flight: concurrent misses of the same key wait for the same render). Bounded by bytes.
//
// Pages are rendered with a placeholder where the CSP nonce goes; the sender puts the
// response's own fresh nonce there, so no two responses share a nonce. The placeholder is
// drawn at random for each render (noncePlaceholder) and kept only as the split points of
// that page: nothing a visitor can type (a search text, a slug) can be it, so the live
// nonce never lands inside content (issue 32: a fixed placeholder typed into /search?q=
// printed the nonce).
//
// The cache is per process (one per cluster worker): entries never need invalidating
// across workers because everything that changes a page's content for anonymous users
// (shell build, remote versions) is in the key; content edits age out after `freshMs`.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * A fresh placeholder for one render: shaped like a real nonce (24 base64 characters,
 * which attribute escaping keeps intact), unguessable like one.
 */
export function noncePlaceholder(): string {
  return randomBytes(16).toString('base64');
}

export interface CachedPage {
  status: number;
  /** The whole document, its render's placeholder where the nonce goes. */
  body: string;
  /** The same, encoded and split at that placeholder (see nonceSlots). */
  slots: Buffer[];
  /** The x-mv-ssr header: which areas were server-rendered. */
  ssr: string;
  /** Some area fell back to the client (time ran short, or its render failed): kept only briefly. */
  degraded: boolean;
  /** Remotes whose server render failed in this render: every view served this page met it (canary health). */
  failed: readonly string[];
}

export interface PageCacheOptions {
  /** Upper bound of the pages held, in bytes (string length × 2 plus the encoded slots: an over-estimate). */
  maxBytes: number;
  /** How long a page is served without re-rendering. */
  freshMs: number;
  /** How long past `freshMs` a page is still served while it re-renders. */
  staleMs: number;
  /** Freshness of a degraded page or one with a status other than 200/404. */
  shortFreshMs?: number;
  /** The clock pages age by (milliseconds); `performance` unless a test moves one by hand. */
  clock?: { now(): number };
}

export type CacheOutcome = 'hit' | 'stale' | 'miss';

export interface PageCacheStats {
  hits: number;
  stale: number;
  misses: number;
  /** Renders started by the cache (misses and background revalidations). */
  renders: number;
  entries: number;
  bytes: number;
}

type Render = () => Promise<CachedPage>;

export interface CacheKeyParts {
  buildId: string;
  remotes: ReadonlyArray<{ name: string; version: string }>;
  /** Path and query of the request. */
  url: string;
  /** The visitor closed the app banner: the page without it is another page. */
  appBannerClosed?: boolean;
  /**
   * The running home announcement (its id), closed by the visitor: the home without it is
   * another page. Only ever the running one's id (banner/announcement.ts), never an id a
   * visitor sent that names nothing running.
   */
  closedAnnouncement?: number;
}

export function pageCacheKey(parts: CacheKeyParts): string {
  const versions = [...parts.remotes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => `${r.name}@${r.version}`)
    .join(',');
  const closed = `${parts.appBannerClosed ? '|banner-closed' : ''}${parts.closedAnnouncement !== undefined ? `|announcement-closed:${parts.closedAnnouncement}` : ''}`;
  return `${parts.buildId}|${versions}|${parts.url}${closed}`;
}

export class PageCache {
  private readonly cache: LRUCache<string, CachedPage, Render>;
  private readonly counts = { hits: 0, stale: 0, misses: 0, renders: 0 };

  constructor(private readonly opts: PageCacheOptions) {
    const shortFreshMs = opts.shortFreshMs ?? Math.min(1000, opts.freshMs);
    this.cache = new LRUCache<string, CachedPage, Render>({
      maxSize: opts.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length * 2 + page.slots.reduce((n, b) => n + b.length, 0)),
      ttl: opts.freshMs,
      // A clock of the test's own is read on every look (no 1 ms cache of its reading).
      ...(opts.clock ? { perf: opts.clock, ttlResolution: 0 } : {}),
      // Stale entries stay (until evicted) so they can be served while a render replaces them.
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      allowStaleOnFetchAbort: true,
      fetchMethod: async (_key, stale, { context, options }) => {
        this.counts.renders++;
        const page = await context();
        // An upstream failing now (a 5xx page) does not replace a good page: keep serving it.
        if (page.status >= 500 && stale && stale.status < 500) {
          options.ttl = shortFreshMs;
          return stale;
        }
        if (page.degraded || (page.status !== 200 && page.status !== 404)) options.ttl = shortFreshMs;
        return page;
      },
    });
  }

  /**
   * The page for `key`: from the cache when fresh or within the stale window (a stale
   * page triggers one background render), otherwise from `render` (shared by every
   * concurrent request of the key). Rejects only when there is no page to serve at all.
   */
  async get(key: string, render: Render): Promise<{ page: CachedPage; outcome: CacheOutcome }> {
    // Too old even for stale-while-revalidate: wait for a new render.
    const remaining = this.cache.getRemainingTTL(key);
    const tooStale = this.cache.has(key, { updateAgeOnHas: false }) === false && remaining < -this.opts.staleMs;
    const status: LRUCache.Status<string, CachedPage, Render> = {};
    const page = await this.cache.fetch(key, { context: render, status, allowStale: !tooStale, forceRefresh: tooStale });
    if (!page) throw status.fetchError ?? new Error('page render gave nothing');
    const outcome: CacheOutcome =
      status.fetch === 'hit' ? 'hit' : status.fetch === 'stale' && status.returnedStale ? 'stale' : 'miss';
    this.counts[outcome === 'hit' ? 'hits' : outcome === 'stale' ? 'stale' : 'misses']++;
    return { page, outcome };
  }

  stats(): PageCacheStats {
    return { ...this.counts, entries: this.cache.size, bytes: this.cache.calculatedSize };
  }

  clear(): void {
    this.cache.clear();
  }
}

/** The cached document with this response's nonce in every place the render put one. */
export function withNonce(body: string, placeholder: string, nonce: string): string {
  return body.replaceAll(placeholder, nonce);
}

/**
 * The document encoded once, split where the nonce goes: a response is one copy of the
 * parts with its nonce between them (no string building or re-encoding per request).
 */
export function nonceSlots(body: string, placeholder: string): Buffer[] {
  return body.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
}

export function fillNonce(slots: Buffer[], nonce: string): Buffer {
  const n = Buffer.from(nonce, 'utf8');
  const out: Buffer[] = [];
  slots.forEach((part, i) => {
    if (i > 0) out.push(n);
    out.push(part);
  });
  return Buffer.concat(out);
}
