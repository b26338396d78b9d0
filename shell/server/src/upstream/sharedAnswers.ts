// Upstream answers that are the same for everyone, kept by the BFF for every server render
// of this process (issue 30: a member's page asked the Content API for the header's
// categories, the app links, the banners, the articles… on every request, although those
// answers are the same for every member and every visitor).
//
// What may be shared, and why nothing of one member can reach another:
// - Only GETs to the Content API (/api/*), on the paths below, after the upstream client
//   has resolved and normalised them (upstream/client.ts): the key is the upstream URL as
//   it is asked, never a cookie, token or header of the visitor's.
// - The shared call goes upstream with no credentials at all (no Authorization, no client
//   address, only Accept): its answer is, by construction, the public one. A member's own
//   token is never sent on it, so no member's answer can be stored.
// - MEMBER_INDEPENDENT paths answer the same with or without a token as the site reads
//   them: a member's call to them is served the shared answer. The public promo and event
//   lists are among them: the Content API marks a list asked with a token (isBookmarked,
//   isAlreadyPurchased, isRegistered), but the site reads a list as ListedPromo and
//   ListedEvent (shared-contracts/schemas), types without those marks, so no list view can
//   show one; a member's list is the visitors' list.
// - PUBLIC_WITH_MARKS paths (one promo, one event) carry the signed-in member's own marks,
//   which their pages show: shared only for calls that carry no token; a member's call
//   goes upstream with their token, as before.
// - A Content API GET a live remote version declares `shared` (its release's upstream list,
//   held to upstream/policy.ts: never a member's own answers) is MEMBER_INDEPENDENT too.
// - Everything else (the SSO, referral codes, vouchers, tickets, bookmarks) is never shared.
// - Only a 200 answer that the upstream did not mark private/no-store is kept; an error is
//   passed on as it came and never stored. A good answer is served while fresh, then
//   (stale-while-revalidate) while one background call replaces it; an upstream failing
//   meanwhile does not replace it.
// - A visitor choosing query strings (search texts, pages) only makes entries of their own
//   true answers: keys are bounded in length and parameters, the cache in entries and bytes
//   (least recently used go first), and an over-long query is simply not shared.
import { LRUCache } from 'lru-cache';
import type { ServerAnswer, SiteCaller } from 'shared-contracts/server';
import { refusalAnswer, type UpstreamClient } from './client';
import type { UpstreamAnswer } from './fetch';
import { NO_GRANTS, type UpstreamGrants } from './policy';

/** Content API paths whose answer does not depend on who asks. */
export const MEMBER_INDEPENDENT =
  /^(?:\/v1\/(?:categories|app-links|banners|home-announcement|articles|merchants|campaign-event|pages)(?:\/[^/]+){0,2}|\/v[12]\/campaigns(?:\/[^/]+){0,2}|\/pages\/tnc|\/v1\/promos(?:\/newest|\/favorites)?|\/v1\/events)$/;
/** One promo or event: its answer carries the asking member's own marks, shared only when asked without a token. */
export const PUBLIC_WITH_MARKS = /^\/v1\/(?:promos\/(?:slug\/[^/]+|\d+)|events\/(?:slug\/[^/]+|\d+))$/;

/** Longest query (after '?') and most parameters a shared key may have: past them the call is not shared. */
export const MAX_SHARED_QUERY = 256;
export const MAX_SHARED_PARAMS = 12;
/** Response headers kept with an answer (the rest are not the page's business). */
const KEPT_HEADERS = ['content-type', 'etag', 'last-modified'] as const;

export interface SharedAnswersOptions {
  /** Upper bound of the bodies held, in bytes. */
  maxBytes: number;
  /** Upper bound of the answers held. */
  maxEntries: number;
  /** How long an answer is served without asking upstream. */
  freshMs: number;
  /** How long past `freshMs` it is still served while one call replaces it. */
  staleMs: number;
}

export interface SharedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  /**
   * An answer that may not be kept (an error, a private answer) but is handed to every
   * request that waited on its call: removed as soon as it is handed over.
   */
  transient?: true;
}

export interface SharedAnswersStats {
  hits: number;
  stale: number;
  misses: number;
  /** Calls that went upstream for the cache (misses and background refreshes). */
  upstreamCalls: number;
  entries: number;
  bytes: number;
}

/** An answer that is not kept (an error, a private answer): passed to every waiter as it came. */
class NotShared extends Error {
  constructor(readonly answer: { status: number; headers: Array<[string, string]>; body: Uint8Array<ArrayBuffer> | null }) {
    super('upstream answer not shareable');
  }
}

const NO_BODY_STATUSES = new Set([204, 205, 304]);

/** The upstream call of a shared answer (an answer of the client's own when it failed). */
type Load = () => Promise<Pick<UpstreamAnswer, 'status' | 'header' | 'body'>>;

/**
 * The shared key of a call, or null when it is not shared: `url` is the upstream URL the
 * upstream client resolved (normalised path, allow-listed), `authorized` whether the
 * caller carries a member's token, `declaredShared` whether a live release declares the
 * path's answer the same for everyone (UpstreamUse.shared, held to the BFF's policy).
 */
export function sharedKey(method: string, url: URL, authorized: boolean, accept: string | null, declaredShared = false): string | null {
  if (method !== 'GET') return null;
  const independent = MEMBER_INDEPENDENT.test(url.pathname) || declaredShared;
  if (!independent && !(PUBLIC_WITH_MARKS.test(url.pathname) && !authorized)) return null;
  const query = url.search.slice(1);
  if (query.length > MAX_SHARED_QUERY) return null;
  const params = new URLSearchParams(query);
  if ([...params.keys()].length > MAX_SHARED_PARAMS) return null;
  // One entry whatever the order of the parameters (a stable sort: repeated names keep theirs).
  params.sort();
  const search = params.toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}|${(accept ?? '').slice(0, 64).toLowerCase()}`;
}

/** Whether the upstream allows keeping the answer for others. */
function keepable(res: Awaited<ReturnType<Load>>): boolean {
  if (res.status !== 200) return false;
  const cc = (res.header('cache-control') ?? '').toLowerCase();
  return !/\b(?:private|no-store|no-cache)\b/.test(cc) && res.header('set-cookie') === null;
}

/** What the renderer is given of a held answer. */
function served(answer: { status: number; headers: Array<[string, string]>; body: Uint8Array | null }): ServerAnswer {
  const contentType = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? null;
  return { status: answer.status, contentType, body: answer.body && !NO_BODY_STATUSES.has(answer.status) ? Buffer.from(answer.body).toString('utf8') : '' };
}

export class SharedAnswers {
  private readonly cache: LRUCache<string, SharedAnswer, Load>;
  private readonly counts = { hits: 0, stale: 0, misses: 0, upstreamCalls: 0 };

  constructor(private readonly opts: SharedAnswersOptions) {
    this.cache = new LRUCache<string, SharedAnswer, Load>({
      max: opts.maxEntries,
      maxSize: opts.maxBytes,
      // One answer may take at most a quarter of the bound: a few huge answers do not empty the cache.
      maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 4)),
      sizeCalculation: (a) => Math.max(1, a.body.byteLength + 200),
      ttl: opts.freshMs,
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      allowStaleOnFetchAbort: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (_key, stale, { context }) => {
        this.counts.upstreamCalls++;
        const res = await context();
        const body = new Uint8Array(res.body);
        if (!keepable(res)) {
          const contentType = res.header('content-type');
          const all: Array<[string, string]> = contentType ? [['content-type', contentType]] : [];
          // A good answer is kept through a failing refresh (allowStaleOnFetchRejection); with
          // none, this answer goes to every waiter as it came (lru-cache gives the waiters of
          // a rejected call nothing, and they would take a 404 for no answer at all).
          if (stale) throw new NotShared({ status: res.status, headers: all, body: NO_BODY_STATUSES.has(res.status) ? null : body });
          return { status: res.status, headers: all, body, transient: true };
        }
        const headers: Array<[string, string]> = [];
        for (const name of KEPT_HEADERS) {
          const value = res.header(name);
          if (value) headers.push([name, value]);
        }
        return { status: 200, headers, body };
      },
    });
  }

  /**
   * The answer for `key`: fresh from the cache; within the stale window from the cache
   * while one call replaces it; otherwise from `load` (one call for every concurrent
   * request of the key). An answer that may not be kept is returned to every waiter as it came.
   */
  async answer(key: string, load: Load): Promise<ServerAnswer> {
    const tooStale = !this.cache.has(key, { updateAgeOnHas: false }) && this.cache.getRemainingTTL(key) < -this.opts.staleMs;
    const status: LRUCache.Status<string, SharedAnswer, Load> = {};
    try {
      const found = await this.cache.fetch(key, { context: load, status, allowStale: !tooStale, forceRefresh: tooStale });
      if (!found) throw status.fetchError ?? new Error('shared answer gave nothing');
      if (found.transient) {
        if (this.cache.peek(key, { allowStale: true }) === found) this.cache.delete(key);
        this.counts.misses++;
        return served(found);
      }
      const outcome = status.fetch === 'hit' ? 'hits' : status.fetch === 'stale' && status.returnedStale ? 'stale' : 'misses';
      this.counts[outcome]++;
      return served(found);
    } catch (error) {
      this.counts.misses++;
      if (error instanceof NotShared) return served(error.answer);
      throw error;
    }
  }

  stats(): SharedAnswersStats {
    return { ...this.counts, entries: this.cache.size, bytes: this.cache.calculatedSize };
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * The server renderer's calls of the site's /api and /sso paths (upstream/client.ts
 * siteCall) with the shared answers in front: a shareable call is answered from them (its
 * upstream call made without credentials), every other call goes on as before.
 */
export function withSharedAnswers(
  inner: SiteCaller,
  client: Pick<UpstreamClient, 'resolve' | 'send' | 'failure'>,
  shared: SharedAnswers,
  publicUrl: string,
  grants: () => UpstreamGrants = () => NO_GRANTS,
): SiteCaller {
  const origin = new URL(publicUrl).origin;
  return (call) => {
    const url = new URL(call.url);
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return inner(call);
    const target = client.resolve(`${url.pathname}${url.search}`);
    if (!target.ok || target.service.prefix !== '/api') return inner(call);
    const accept = call.headers.accept ?? null;
    const key = sharedKey(call.method, target.url, call.headers.authorization !== undefined, accept, grants().shared(target.url.pathname));
    if (key === null) return inner(call);
    // Nothing of the caller's goes upstream: not their token, not their abort (the call
    // serves every waiter; the client's own time-out bounds it).
    return shared.answer(key, async () => {
      try {
        return await client.send(target.url, { method: 'GET', headers: accept ? { accept } : {} });
      } catch (error) {
        const refusal = refusalAnswer(client.failure(error));
        return { status: refusal.status, header: (name: string) => (name === 'content-type' ? refusal.contentType : null), body: Buffer.from(refusal.body) };
      }
    });
  };
}

/** Bound of the shared answers: a quarter of the page cache's, at most 16 MiB. */
const MAX_SHARED_BYTES = 16 * 1024 * 1024;

/**
 * The shared answers of a BFF: as fresh as the anonymous page cache's pages (the site's one
 * rule of how old public content may be, PAGE_CACHE_FRESH_S and PAGE_CACHE_STALE_S), and
 * off with it (PAGE_CACHE_MAX_MB=0: every render asks upstream).
 */
export function sharedAnswersFor(pageCache: { maxBytes: number; freshSeconds: number; staleSeconds: number }): SharedAnswers | null {
  if (pageCache.maxBytes <= 0) return null;
  return new SharedAnswers({
    maxBytes: Math.min(MAX_SHARED_BYTES, Math.max(1024 * 1024, Math.floor(pageCache.maxBytes / 4))),
    maxEntries: 2000,
    freshMs: pageCache.freshSeconds * 1000,
    staleMs: pageCache.staleSeconds * 1000,
  });
}
