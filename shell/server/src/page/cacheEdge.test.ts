/**
 * @jest-environment node
 */
// The anonymous page cache against a visitor who tries to abuse it (issue 32): new query
// strings and unreadable session cookies must not buy a server render each, the CSP nonce
// is never written into what a visitor typed, and a response that sets a cookie is never
// stored by a shared cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, startStubSso, testConfig, type StubSso } from '../testing/fakes';

// The fake renderer echoes the search text into the title, as the search page does, and
// puts the nonce where React's scripts carry it.
const RENDERER = `
  globalThis.__mvEdgeRenders = [];
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => {
      globalThis.__mvEdgeRenders.push(input.url);
      const q = new URL(input.url, 'http://site').searchParams.get('q') || '';
      const esc = (s) => s.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
      return {
        status: 200,
        head: { title: 'Cari ' + q },
        boot: { ...input.boot, status: 200, error: null },
        state: { api: {} },
        islands: { catalog: 'server' },
        headLinks: [],
        pipe: (dest, done) => {
          dest.write('<main><h1>' + esc(q) + '</h1><script nonce="' + input.nonce + '">1</script></main>');
          dest.end();
          done();
        },
        abort: () => {},
      };
    },
  });`;

const renders = () => (globalThis as unknown as { __mvEdgeRenders: string[] }).__mvEdgeRenders;
const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const setCookies = (h: unknown): string[] => (Array.isArray(h) ? h.map(String) : h === undefined ? [] : [String(h)]);

describe('the page cache against abuse', () => {
  let bff: FastifyInstance;
  let sso: StubSso;

  beforeAll(async () => {
    sso = await startStubSso();
  });
  afterAll(() => sso.app.close());

  const start = async (env: Record<string, string> = {}) => {
    const dist = fakeShellDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
    bff = await buildServer(testConfig({ SHELL_DIST: dist, SSO_URL: sso.url, PAGE_CACHE_FRESH_S: '30', PAGE_CACHE_STALE_S: '120', ...env }), {
      registry: fakeRegistry,
      store: fakeStore,
    });
    renders().length = 0;
  };
  afterEach(() => bff.close());

  describe('the CSP nonce', () => {
    beforeEach(() => start());

    it('is never written into what a visitor typed, whatever they typed', async () => {
      // The placeholder the cache once used, and the shape of any nonce: printed as typed.
      for (const typed of ['mvN0ncePlaceh0lder0abc==', 'AAAAAAAAAAAAAAAAAAAAAA==']) {
        const res = await bff.inject({ url: `/search?q=${encodeURIComponent(typed)}`, headers: { cookie: 'mv-canary=1' } });
        const nonce = cspNonce(res.headers['content-security-policy']);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(res.body).toContain(`<h1>${typed}</h1>`);
        expect(res.body).toContain(`<script nonce="${nonce}">1</script>`);
        // The live nonce is only where the render put one.
        expect(res.body.split(nonce!).length - 1).toBe(res.body.split('nonce="').length - 1);
      }
    });
  });

  describe('render amplification', () => {
    beforeEach(() => start());

    it('query parameters no page reads make no new key and no new render', async () => {
      const first = await bff.inject({ url: '/promo?page=2', headers: { cookie: 'mv-canary=1' } });
      expect(first.headers['x-mv-cache']).toBe('miss');
      for (const junk of ['?page=2&x=1', '?page=2&utm_source=a', '?x=2&page=2', '?page=2&fbclid=zz', '?page=2&page2=3']) {
        const res = await bff.inject({ url: `/promo${junk}`, headers: { cookie: 'mv-canary=1' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-mv-cache']).toBe('hit');
      }
      // What the page reads still makes its own page.
      expect((await bff.inject({ url: '/promo?page=3', headers: { cookie: 'mv-canary=1' } })).headers['x-mv-cache']).toBe('miss');
      expect((await bff.inject({ url: '/search?q=kopi', headers: { cookie: 'mv-canary=1' } })).headers['x-mv-cache']).toBe('miss');
      // The render saw the page's own address, not the visitor's extra parameters.
      expect(renders()).toEqual(['/promo?page=2', '/promo?page=3', '/search?q=kopi']);
    });

    it('a cookie that cannot be a session is no session: the cached page, the cookie cleared, nothing rendered for it', async () => {
      await bff.inject({ url: '/promo', headers: { cookie: 'mv-canary=1' } });
      for (const garbage of ['access-token=garbage', 'refresh-token=%7B%22x%22%3A1%7D', 'access-token=; refresh-token=x']) {
        const res = await bff.inject({ url: '/promo', headers: { cookie: `mv-canary=1; ${garbage}` } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-mv-cache']).toBe('hit');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(setCookies(res.headers['set-cookie']).some((c) => /^access-token=;/.test(c))).toBe(true);
      }
      expect(renders()).toEqual(['/promo']);
      expect(sso.seen.filter((s) => s.includes('introspect'))).toEqual([]);
    });
  });

  describe('uncached renders per client', () => {
    beforeEach(() => start({ SSR_RENDERS_PER_CLIENT_PER_MINUTE: '3' }));

    it('past its share a client gets the client-rendered page, never stored; cached pages are still served', async () => {
      const answers = [];
      for (let i = 1; i <= 5; i += 1) answers.push(await bff.inject({ url: `/search?q=k${i}`, headers: { cookie: 'mv-canary=1' } }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.headers['x-mv-cache'] ?? 'none')).toEqual(['miss', 'miss', 'miss', 'none', 'none']);
      expect(answers[4]!.headers['cache-control']).toBe('private, no-store');
      expect(answers[4]!.body).toContain('id="mv-boot"');
      expect(renders()).toHaveLength(3);
      // A page already rendered costs nothing: still served from the cache.
      expect((await bff.inject({ url: '/search?q=k1', headers: { cookie: 'mv-canary=1' } })).headers['x-mv-cache']).toBe('hit');
      // Another client has its own share.
      const other = await bff.inject({ url: '/search?q=k9', headers: { cookie: 'mv-canary=1' }, remoteAddress: '10.0.0.9' });
      expect(other.headers['x-mv-cache']).toBe('miss');
    });
  });

  describe('responses that set a cookie', () => {
    beforeEach(() => start());

    it('are never public: a first visit (its canary cookie) is private, the next visits are shared', async () => {
      const first = await bff.inject({ url: '/promo' });
      expect(setCookies(first.headers['set-cookie']).length).toBeGreaterThan(0);
      expect(String(first.headers['cache-control'])).not.toMatch(/public|s-maxage/);
      expect(first.headers['cache-control']).toMatch(/private/);
      const cookie = setCookies(first.headers['set-cookie']).map((c) => c.split(';')[0]).join('; ');
      const next = await bff.inject({ url: '/promo', headers: { cookie } });
      expect(next.headers['set-cookie']).toBeUndefined();
      expect(next.headers['cache-control']).toMatch(/^public, /);
    });

    it.each(['/remotes.json', '/builds/latest', '/', '/about?page=1'])('%s with a Set-Cookie is not public', async (url) => {
      const res = await bff.inject({ url });
      if (res.headers['set-cookie'] !== undefined) expect(String(res.headers['cache-control'])).not.toMatch(/public/);
    });
  });
});
