/**
 * @jest-environment node
 */
// The BFF gives its server renderer the shared answers in front of the upstream client:
// two members' renders ask the Content API once, without a token, for what is the same for
// everyone, and each with their own token for a promo (its marks); with the page cache off
// (PAGE_CACHE_MAX_MB=0) every render asks upstream as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RendererOptions } from 'shared-contracts/server';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, testConfig } from '../testing/fakes';

const PUBLIC_URL = 'http://localhost:3999';

declare global {
  var __mvSharedRendererOptions: RendererOptions | undefined;
}

function distCapturingRendererOptions(): string {
  const dir = fakeShellDist();
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'main.js'),
    `exports.createRenderer = async (options) => {
       globalThis.__mvSharedRendererOptions = options;
       return { warm: async () => {}, render: async () => { throw new Error('not used here'); } };
     };`,
  );
  return dir;
}

describe('the server renderer’s upstream calls and the shared answers', () => {
  let api: FastifyInstance;
  let apiUrl: string;
  const seen: Array<{ url: string; authorization?: string }> = [];
  const bffs: FastifyInstance[] = [];

  beforeAll(async () => {
    api = Fastify({ forceCloseConnections: true });
    api.addHook('onRequest', async (req) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
    });
    api.get('/v1/categories', async (req) => ({ results: [{ slug: 'kuliner' }], for: req.headers.authorization ?? 'everyone' }));
    api.get('/v1/promos/slug/:slug', async (req) => ({ id: 1, for: req.headers.authorization ?? 'everyone' }));
    apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await Promise.all(bffs.map((b) => b.close()));
    await api.close();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  async function siteCallOf(env: Record<string, string> = {}) {
    globalThis.__mvSharedRendererOptions = undefined;
    const bff = await buildServer(testConfig({ SHELL_DIST: distCapturingRendererOptions(), API_URL: apiUrl, PUBLIC_URL, ...env }), {
      registry: fakeRegistry,
      store: fakeStore,
    });
    bffs.push(bff);
    const options = globalThis.__mvSharedRendererOptions as RendererOptions | undefined;
    if (!options) throw new Error('the BFF did not create the renderer');
    const get = async (p: string, token: string) =>
      JSON.parse((await options.siteCall({ method: 'GET', url: `${PUBLIC_URL}${p}`, headers: { accept: 'application/json', authorization: `Bearer ${token}` } })).body) as {
        for: string;
      };
    return get;
  }

  it('asks once, without a token, for the categories of every member; each member’s promo with their own token', async () => {
    const get = await siteCallOf();
    expect((await get('/api/v1/categories?page_size=50', 'member-a')).for).toBe('everyone');
    expect((await get('/api/v1/categories?page_size=50', 'member-b')).for).toBe('everyone');
    expect((await get('/api/v1/promos/slug/kopi', 'member-a')).for).toBe('Bearer member-a');
    expect((await get('/api/v1/promos/slug/kopi', 'member-b')).for).toBe('Bearer member-b');
    expect(seen).toEqual([
      { url: '/v1/categories?page_size=50', authorization: undefined },
      { url: '/v1/promos/slug/kopi', authorization: 'Bearer member-a' },
      { url: '/v1/promos/slug/kopi', authorization: 'Bearer member-b' },
    ]);
  });

  it('asks upstream on every render with the page cache off', async () => {
    const get = await siteCallOf({ PAGE_CACHE_MAX_MB: '0' });
    await get('/api/v1/categories?page_size=50', 'member-a');
    await get('/api/v1/categories?page_size=50', 'member-b');
    expect(seen).toEqual([
      { url: '/v1/categories?page_size=50', authorization: 'Bearer member-a' },
      { url: '/v1/categories?page_size=50', authorization: 'Bearer member-b' },
    ]);
  });
});
