/**
 * @jest-environment node
 */
// The sitemap as a search engine reads it, built from a Content API stand-in on a free
// port: every list's pages (across list pages), the static pages, no member pages; kept
// for its TTL; the last good one when the Content API fails; 503 without one.
import Fastify, { type FastifyInstance } from 'fastify';
import { declaredRoutes, SHELL_ROUTES } from 'shared-contracts/core';
import { registerSeoRoutes, robotsTxt, sitemapXml, staticPaths } from './sitemap';

const PUBLIC = 'https://www.myvalue.id';
// The live routes as the BFF has them: the shell's and pages the live versions declare.
const LIVE_ROUTES = [
  ...SHELL_ROUTES,
  ...declaredRoutes('catalog', [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
    { path: '/merchant', layout: 'promo-page', title: 'Merchant Partner' },
    { path: '/search', layout: 'promo-page', title: 'Pencarian' },
  ]),
  ...declaredRoutes('events', [{ path: '/event', layout: 'event-page', title: 'Event' }]),
  ...declaredRoutes('account', [{ path: '/account', layout: 'account-page', title: 'Akun Saya', requiresSession: true }]),
];
const routes = () => LIVE_ROUTES;

interface Upstream {
  app: FastifyInstance;
  url: string;
  calls: number;
  failing: boolean;
}

/** Lists of two pages of slugs per endpoint ('<list>-1', '<list>-2'), paged by ?page=. */
async function startUpstream(): Promise<Upstream> {
  const app = Fastify();
  const up: Upstream = { app, url: '', calls: 0, failing: false };
  app.get('/*', async (req, reply) => {
    up.calls += 1;
    if (up.failing) return reply.code(503).send({ message: 'down' });
    const url = new URL(req.url, 'http://x');
    const name = url.pathname.split('/').pop() ?? '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const slug = name === 'articles' && page === 2 ? 'kopi & teh <baru>' : `${name}-${page}`;
    return { count: 2, next: page === 1 ? 2 : null, previous: page === 2 ? 1 : null, perPage: 1, results: [{ slug, title: 'x' }] };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  up.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return up;
}

let upstream: Upstream;
let clock = 0;
let bff: FastifyInstance;

beforeAll(async () => {
  upstream = await startUpstream();
  bff = Fastify();
  registerSeoRoutes(bff, { routes, apiUrl: upstream.url, publicUrl: PUBLIC, timeoutMs: 2000, ttlMs: 60_000, now: () => clock });
  await bff.ready();
});

afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('/sitemap.xml', () => {
  it('lists the static pages and every page of each list, escaped and encoded, and no member page', async () => {
    const res = await bff.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = locs(res.body);
    for (const path of ['/', '/promo', '/event', '/merchant', '/article', '/about', '/announcement']) expect(urls).toContain(`${PUBLIC}${path}`);
    for (const url of [
      '/promo/promos-1',
      '/promo/promos-2',
      '/event/events-1',
      '/event/events-2',
      '/article/articles-1',
      '/merchant/merchants-2',
      '/category/categories-1',
      '/campaign/campaigns-1',
      '/campaign-event/campaign-event-2',
      '/announcement/list-1',
    ])
      expect(urls).toContain(`${PUBLIC}${url}`);
    // '&' in XML is an entity; the slug itself is percent-encoded in the path.
    expect(res.body).toContain(`${PUBLIC}/article/kopi%20%26%20teh%20%3Cbaru%3E`);
    expect(urls.some((u) => u?.includes('/account') || u?.includes('/search') || u?.includes('/redirect'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('is kept for its TTL, then read again', async () => {
    const before = upstream.calls;
    await bff.inject('/sitemap.xml');
    expect(upstream.calls).toBe(before);
    clock += 60_001;
    await bff.inject('/sitemap.xml');
    expect(upstream.calls).toBeGreaterThan(before);
  });

  it('serves the last good sitemap when the Content API fails', async () => {
    upstream.failing = true;
    clock += 60_001;
    const res = await bff.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)).toContain(`${PUBLIC}/promo/promos-1`);
    upstream.failing = false;
  });

  it('answers 503 with Retry-After when it never had one', async () => {
    const fresh = Fastify();
    upstream.failing = true;
    registerSeoRoutes(fresh, { routes, apiUrl: upstream.url, publicUrl: PUBLIC, timeoutMs: 2000 });
    const res = await fresh.inject('/sitemap.xml');
    upstream.failing = false;
    await fresh.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toBe('Sitemap sementara tidak tersedia.');
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps robots out of member pages and the BFF endpoints, and names the sitemap', async () => {
    const res = await bff.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(robotsTxt(PUBLIC));
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(res.body).toContain('Disallow: /account\n');
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml\n`);
  });
});

describe('sitemapXml', () => {
  it('writes one <url> per path under the public origin', () => {
    expect(sitemapXml(`${PUBLIC}/`, ['/', '/promo'])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${PUBLIC}/</loc></url>\n  <url><loc>${PUBLIC}/promo</loc></url>\n</urlset>\n`,
    );
  });
  it('has the public pages without a slug and none that needs a session', () => {
    const paths = staticPaths(LIVE_ROUTES);
    expect(paths).toEqual(expect.arrayContaining(['/', '/promo', '/event', '/merchant', '/article', '/about', '/business', '/referral']));
    expect(paths.some((p) => p.startsWith('/account') || p === '/search' || p === '/health')).toBe(false);
  });
});
