// /sitemap.xml and /robots.txt: the pages the site wants found, generated from the
// Content API's promos, events, articles, merchants (campaigns, announcements), next to the public
// pages without a slug. The sitemap is kept for a few minutes; when the Content API
// fails, the last good one is served, and without one the answer is 503 (retry later).
// The lists are read the one way upstream (upstream/fetch.ts: time-out, circuit breaker).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteDef } from 'shared-contracts/core';
import { upstreamJson } from '../upstream/fetch';

/** Lists read for the sitemap: path prefix on the site, Content API list. */
export const SITEMAP_SOURCES = [
  { prefix: '/promo/', list: '/v1/promos' },
  { prefix: '/event/', list: '/v1/events?status=upcoming' },
  { prefix: '/article/', list: '/v1/articles' },
  { prefix: '/merchant/', list: '/v1/merchants' },
  { prefix: '/category/', list: '/v1/categories' },
  { prefix: '/campaign/', list: '/v2/campaigns' },
  { prefix: '/campaign-event/', list: '/v1/campaign-event' },
  { prefix: '/announcement/', list: '/v1/home-announcement/list' },
] as const;

/** Pages with no slug that a search engine should list; account, search, sign-in and health are not. */
const NOT_LISTED = new Set(['/search', '/redirect', '/health']);
export function staticPaths(routes: readonly RouteDef[]): string[] {
  return routes.filter((r) => !r.path.includes(':') && !r.requiresSession && !NOT_LISTED.has(r.path)).map((r) => r.path);
}

/** Paths robots should leave alone: member pages, the sign-in callback, the BFF's own endpoints. */
export const DISALLOWED = ['/account', '/redirect', '/search', '/api/', '/sso/', '/webapi/'] as const;

const PAGE_SIZE = 100;
/** At most this many pages of each list (sitemaps hold up to 50,000 URLs). */
const MAX_PAGES = 50;
export const SITEMAP_TTL_MS = 5 * 60_000;

const PageSchema = z.object({
  next: z.number().int().positive().nullable(),
  results: z.array(z.object({ slug: z.string().min(1) }).loose()),
});

export interface SitemapOptions {
  /** The live routes (the shell's and the live versions' declared pages), read when the sitemap is made. */
  routes: () => readonly RouteDef[];
  apiUrl: string;
  publicUrl: string;
  timeoutMs: number;
  ttlMs?: number;
  now?: () => number;
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(`${base}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

async function slugsOf(list: string, o: SitemapOptions): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const sep = list.includes('?') ? '&' : '?';
    const res = await upstreamJson<unknown>(`${o.apiUrl}${list}${sep}page=${page}&pageSize=${PAGE_SIZE}`, {}, o.timeoutMs);
    if (res.status < 200 || res.status > 299) throw new Error(`${list}: HTTP ${res.status}`);
    const body = PageSchema.parse(res.body);
    slugs.push(...body.results.map((r) => r.slug));
    if (body.next === null) break;
  }
  return slugs;
}

/** Every path of the sitemap: the static pages, then each list's detail pages (encoded slugs, no repeats). */
export async function sitemapPaths(o: SitemapOptions): Promise<string[]> {
  const lists = await Promise.all(SITEMAP_SOURCES.map(async (s) => (await slugsOf(s.list, o)).map((slug) => `${s.prefix}${encodeURIComponent(slug)}`)));
  return [...new Set([...staticPaths(o.routes()), ...lists.flat()])];
}

/** The sitemap document, kept for ttlMs; one upstream walk at a time; stale on failure. */
export function createSitemapSource(o: SitemapOptions): () => Promise<string> {
  const ttl = o.ttlMs ?? SITEMAP_TTL_MS;
  const now = o.now ?? Date.now;
  let cached: { xml: string; at: number } | null = null;
  let pending: Promise<string> | null = null;
  return async () => {
    if (cached && now() - cached.at < ttl) return cached.xml;
    pending ??= sitemapPaths(o)
      .then((paths) => {
        const xml = sitemapXml(o.publicUrl, paths);
        cached = { xml, at: now() };
        return xml;
      })
      .catch((error: unknown) => {
        if (cached) return cached.xml;
        throw error;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

export function registerSeoRoutes(app: FastifyInstance, o: SitemapOptions): void {
  const sitemap = createSitemapSource(o);
  app.get('/robots.txt', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(o.publicUrl);
  });
  app.get('/sitemap.xml', async (req, reply) => {
    try {
      const xml = await sitemap();
      reply.header('cache-control', `public, max-age=${Math.round((o.ttlMs ?? SITEMAP_TTL_MS) / 1000)}`).type('application/xml; charset=utf-8');
      return xml;
    } catch (error) {
      req.log.error({ err: error }, 'sitemap: the Content API lists failed');
      reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return 'Sitemap sementara tidak tersedia.';
    }
  });
}

/** The routes as a plugin (app.ts registers it with the configured Content API). */
export const seoRoutes: FastifyPluginAsync<SitemapOptions> = async (app, o) => registerSeoRoutes(app, o);
