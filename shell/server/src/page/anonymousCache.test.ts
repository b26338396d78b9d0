/**
 * @jest-environment node
 */
// The anonymous page cache as a browser and a CDN see it: one render serves many
// signed-out requests, each with its own CSP nonce; a member's request neither reads nor
// fills it; a rollback (another live version) is served at once.
import { visit } from '../testing/canaryVisitors';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemotesDocument } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import { buildServer } from '../app';
import type { RegistrySource } from '../releases/registry';
import { fakeRegistryDocument, fakeShellDist, fakeStore, jwt, now, startStubSso, testConfig, type StubSso } from '../testing/fakes';

// The fake renderer counts its renders here and writes the catalog version and whether it
// had a member's token into the markup.
const RENDERER = `
  globalThis.__mvRenders = [];
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => {
      globalThis.__mvRenders.push({ url: input.url, authorization: input.authorization });
      const catalog = input.boot.registry.remotes.find((r) => r.name === 'catalog').version;
      return {
        status: 200,
        head: { title: 'Promo', jsonLd: [{ '@type': 'Offer' }] },
        boot: { ...input.boot, status: 200, error: null },
        state: { api: {} },
        islands: { catalog: 'server' },
        headLinks: [],
        pipe: (dest, done) => {
          dest.write('<main data-catalog="' + catalog + '" data-member="' + Boolean(input.authorization) + '">' +
            '<script nonce="' + input.nonce + '">1</script></main>');
          dest.end();
          done();
        },
        abort: () => {},
      };
    },
  });`;

const renders = () => (globalThis as unknown as { __mvRenders: Array<{ url: string; authorization: string | null }> }).__mvRenders;

function mutableRegistry(): RegistrySource & { catalog: string } {
  const reg = {
    catalog: '1.0.0',
    read: (): RegistryDocument => {
      const doc = fakeRegistryDocument();
      return { ...doc, remotes: { ...doc.remotes, catalog: { ...doc.remotes.catalog, version: reg.catalog, entry: `/remotes/catalog/${reg.catalog}/mf-manifest.json` } } };
    },
    remotesDocument: (): RemotesDocument => ({
      environment: 'test',
      remotes: [
        { name: 'catalog', version: reg.catalog, entry: `/remotes/catalog/${reg.catalog}/mf-manifest.json` },
        { name: 'events', version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
        { name: 'account', version: '1.0.0', entry: '/remotes/account/1.0.0/mf-manifest.json' },
      ],
    }),
    // No canary runs here, so the BFF never writes.
    update: async (): Promise<RegistryDocument> => {
      throw new Error('not written in these tests');
    },
  };
  return reg;
}

const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const memberCookie = (access: string) => `access-token=${encodeURIComponent(JSON.stringify({ token: access, exp: now() + 900 }))}`;

describe('anonymous pages from the cache', () => {
  let bff: FastifyInstance;
  let sso: StubSso;
  let registry: ReturnType<typeof mutableRegistry>;

  beforeAll(async () => {
    sso = await startStubSso();
  });
  afterAll(() => sso.app.close());

  beforeEach(async () => {
    const dist = fakeShellDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
    registry = mutableRegistry();
    bff = await buildServer(testConfig({ SHELL_DIST: dist, SSO_URL: sso.url, PAGE_CACHE_FRESH_S: '30', PAGE_CACHE_STALE_S: '120' }), {
      registry,
      store: fakeStore,
    });
    renders().length = 0;
  });
  afterEach(() => bff.close());

  it('renders once for many signed-out requests, each with its own nonce in the CSP and the page', async () => {
    // Returning visitors (their canary bucket known, as the BFF signed it on an earlier page): a
    // first visit sets it and is private (cacheEdge.test.ts).
    const returning = { cookie: (await visit(bff, '127.0.0.1', undefined, '/about')).cookie! };
    renders().length = 0;
    const responses = await Promise.all(Array.from({ length: 5 }, () => bff.inject({ url: '/promo', headers: returning })));
    const again = await bff.inject({ url: '/promo', headers: returning });
    expect(renders()).toHaveLength(1);
    const nonces = new Set<string>();
    for (const res of [...responses, again]) {
      expect(res.statusCode).toBe(200);
      const nonce = cspNonce(res.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
      expect(res.body).toContain(`<script nonce="${nonce}">1</script>`);
      expect(res.body).toContain(`<script id="mv-ssr-state" type="application/json" nonce="${nonce}">`);
      expect(res.body).not.toContain('mvN0ncePlaceh0lder');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120');
      expect(String(res.headers.vary)).toMatch(/Cookie/);
    }
    expect(nonces.size).toBe(6);
    expect(again.headers['x-mv-cache']).toBe('hit');
    // '/about' (the visit that got the bucket) and '/promo' once.
    expect(bff.pageCache?.stats()).toMatchObject({ renders: 2, entries: 2 });
  });

  it('never serves a member a cached page nor caches theirs', async () => {
    await bff.inject({ url: '/promo' });
    const access = await jwt(now() + 900);
    const member = await bff.inject({ url: '/promo', headers: { cookie: memberCookie(access) } });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['x-mv-cache']).toBeUndefined();
    expect(member.body).toContain('data-member="true"');
    expect(renders().map((r) => Boolean(r.authorization))).toEqual([false, true]);
    // The member's render did not enter the cache: the next visitor gets the signed-out page.
    const anonymous = await bff.inject({ url: '/promo' });
    expect(anonymous.body).toContain('data-member="false"');
    expect(anonymous.headers['x-mv-cache']).toBe('hit');
    expect(bff.pageCache?.stats()).toMatchObject({ renders: 1, entries: 1 });
    // A leftover (unreadable) session cookie is no session: the cached page, the cookie
    // cleared, and so never stored by a shared cache.
    const leftover = await bff.inject({ url: '/promo', headers: { cookie: 'refresh-token=garbage' } });
    expect(leftover.headers['x-mv-cache']).toBe('hit');
    expect(leftover.headers['cache-control']).toBe('private, no-store');
    expect(String(leftover.headers['set-cookie'])).toMatch(/refresh-token=;/);
  });

  it('serves a rollback at once: the live versions are part of the key', async () => {
    registry.catalog = '1.1.0';
    expect((await bff.inject({ url: '/promo' })).body).toContain('data-catalog="1.1.0"');
    expect((await bff.inject({ url: '/promo' })).headers['x-mv-cache']).toBe('hit');
    registry.catalog = '1.0.0';
    const rolledBack = await bff.inject({ url: '/promo' });
    expect(rolledBack.headers['x-mv-cache']).toBe('miss');
    expect(rolledBack.body).toContain('data-catalog="1.0.0"');
    expect(rolledBack.body).toContain('"version":"1.0.0"');
  });

  it('keys by path and query', async () => {
    await bff.inject({ url: '/promo' });
    const other = await bff.inject({ url: '/promo?page=2' });
    expect(other.headers['x-mv-cache']).toBe('miss');
    expect(renders().map((r) => r.url)).toEqual(['/promo', '/promo?page=2']);
  });
});
