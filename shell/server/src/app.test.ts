/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { fakeRegistry, fakeStore, testConfig } from './testing/fakes';

let bff: FastifyInstance;

beforeAll(async () => {
  // Upstreams are never called by these requests (no session cookie).
  bff = await buildServer(testConfig({}), { registry: fakeRegistry, store: fakeStore });
  await bff.ready();
});
afterAll(() => bff.close());

describe('BFF documents and manifests', () => {
  it('serves /health as JSON for machines and as the page for browsers', async () => {
    const json = await bff.inject({ url: '/health' });
    expect(json.json()).toEqual({
      status: 'ok',
      shell: { buildId: 'test-build' },
      environment: 'test',
      remotes: { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' },
    });
    const page = await bff.inject({ url: '/health', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Health - MyValue</title>');
  });

  it('never caches /builds/latest and the registry', async () => {
    const latest = await bff.inject({ url: '/builds/latest?t=123' });
    expect(latest.headers['cache-control']).toMatch(/no-store/);
    // The contract the served shell build provides (from its build-info.json): what the promote gate holds remotes to.
    expect(latest.json()).toEqual({ buildId: 'test-build', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' } });
    const remotes = await bff.inject({ url: '/remotes.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual(fakeRegistry.remotesDocument());
  });

  it('renders the document with the page title, description and inlined registry', async () => {
    const r = await bff.inject({ url: '/promo', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>Promo &amp; Voucher - MyValue</title>');
    expect(r.body).toMatch(/<meta name="description" content="[^"]*promo[^"]*"/i);
    expect(r.body).toContain('"entry":"/remotes/catalog/1.0.0/mf-manifest.json"');
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const r = await bff.inject({ url: '/tidak-ada/sama-sekali', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('<title>Tidak Ditemukan - MyValue</title>');
    expect(r.body).toContain('"status":404');
  });

  it('keeps a hostile path from breaking out of the inline boot data', async () => {
    const r = await bff.inject({ url: '/%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('<script>alert(1)');
  });
});
