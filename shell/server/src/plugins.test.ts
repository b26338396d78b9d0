/**
 * @jest-environment node
 */
// Each plugin of the BFF stands alone: registered on a bare Fastify instance with only the
// plugins it declares it needs, it answers through fastify.inject as it does inside the
// whole server (app.ts).
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import pagePlugin from './page/plugin';
import pageRoutes from './page/routes';
import proxy from './proxy/plugin';
import releasesPlugin from './releases/plugin';
import releaseRoutes from './releases/routes';
import sessionPlugin from './session/plugin';
import { fakeRegistry, fakeStore, startStubContent, testConfig } from './testing/fakes';
import upstreamPlugin from './upstream/plugin';

const apps: FastifyInstance[] = [];
/** A bare instance, closed after the tests. */
function bare(): FastifyInstance {
  const app = Fastify();
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('the BFF plugins, each on its own', () => {
  it('releases: /remotes.json, /builds/latest and /health from the registry and the shell build', async () => {
    const config = testConfig({});
    const app = bare();
    await app.register(fastifyCookie, { secret: config.cookieSecret });
    await app.register(releasesPlugin, { config, registry: fakeRegistry, store: fakeStore });
    await app.register(releaseRoutes, { renderPage: async (_req, reply) => reply.send('page') });
    expect((await app.inject('/remotes.json')).json()).toEqual(fakeRegistry.remotesDocument());
    expect((await app.inject('/builds/latest')).json()).toEqual({ buildId: 'test-build', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' } });
    expect((await app.inject('/health')).json()).toMatchObject({ status: 'ok', shell: { buildId: 'test-build' } });
    expect((await app.inject({ url: '/health', headers: { accept: 'text/html' } })).body).toBe('page');
  });

  it('upstream and proxy: a browser call reaches the Content API through the allow-list; another path is refused', async () => {
    const content = await startStubContent();
    try {
      const config = testConfig({ API_URL: content.url });
      const app = bare();
      await app.register(fastifyCookie, { secret: config.cookieSecret });
      await app.register(upstreamPlugin, { config });
      await app.register(sessionPlugin, { config, renderFailure: (_req, reply) => reply.code(400).send('failed') });
      await app.register(proxy);
      const allowed = await app.inject('/api/v1/promos?page=2');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ auth: null, query: { page: '2' } });
      expect((await app.inject('/api/v1/not-listed')).statusCode).toBe(404);
      expect(content.seen).toEqual(['GET /v1/promos?page=2']);
    } finally {
      await content.app.close();
    }
  });

  it('session: a visitor without cookies is anonymous, and nothing is asked of the SSO', async () => {
    const config = testConfig({ SSO_URL: 'http://127.0.0.1:9' });
    const app = bare();
    await app.register(fastifyCookie, { secret: config.cookieSecret });
    await app.register(sessionPlugin, { config, renderFailure: (_req, reply) => reply.code(400).send('failed') });
    const res = await app.inject('/webapi/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'anonymous', user: null, loggedOut: false });
  });

  it('page: the document of a page and the 404 document, with the CSP nonce of the response', async () => {
    const config = testConfig({});
    const app = bare();
    await app.register(fastifyCookie, { secret: config.cookieSecret });
    await app.register(upstreamPlugin, { config });
    await app.register(releasesPlugin, { config, registry: fakeRegistry, store: fakeStore });
    await app.register(sessionPlugin, { config });
    await app.register(pagePlugin, { config });
    app.decorate('edge', { noStore: () => undefined });
    await app.register(pageRoutes);
    const promo = await app.inject({ url: '/promo', headers: { accept: 'text/html' } });
    expect(promo.statusCode).toBe(200);
    expect(promo.headers['cache-control']).toBe('private, no-store');
    expect(promo.body).toContain('<title>Promo &amp; Voucher - MyValue</title>');
    expect(promo.headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'nonce-[^']+'/);
    const missing = await app.inject({ url: '/tidak-ada', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Tidak Ditemukan - MyValue</title>');
  });
});
