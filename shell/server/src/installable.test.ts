/**
 * @jest-environment node
 */
// Issue 29: the BFF serves the shell's service worker at the site's root and the web app
// manifest, and does not count the worker's offline-copy fetch of a page as a page view.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_PURPOSE, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH, webAppManifest } from 'shared-contracts/core';
import { buildServer } from './app';
import { MemoryHealthCounts } from './releases/canary/health';
import { bootOf, visit, viewOf } from './testing/canaryVisitors';
import { startCanary } from './releases/canary/transitions';
import { fakeRegistryDocument, fakeStore, memoryRegistry, testConfig } from './testing/fakes';

describe('the installable site', () => {
  let bff: FastifyInstance;
  let shellDist: string;

  beforeAll(async () => {
    const config = testConfig({});
    shellDist = config.shellDist;
    writeFileSync(path.join(shellDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(shellDist, 'offline.html'), '<!doctype html><title>Offline</title>');
    bff = await buildServer(config, { registry: memoryRegistry(), store: fakeStore });
    await bff.ready();
  });
  afterAll(() => bff.close());

  it('serves the service worker at the root, revalidated on every update check', async () => {
    const r = await bff.inject({ url: SERVICE_WORKER_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('addEventListener("fetch"');
    // Unchanged since the last check: 304 without the body.
    const again = await bff.inject({ url: SERVICE_WORKER_PATH, headers: { 'if-none-match': r.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Not under /_shell/ (its scope would stop there), and never as an immutable file.
    expect((await bff.inject({ url: '/_shell/sw.js' })).statusCode).toBe(404);
  });

  it('answers 404 for the worker when the shell build has none', async () => {
    const bare = await buildServer(testConfig({}), { registry: memoryRegistry(), store: fakeStore });
    try {
      const r = await bare.inject({ url: SERVICE_WORKER_PATH });
      expect(r.statusCode).toBe(404);
      expect(r.headers['cache-control']).toBe('no-store');
    } finally {
      await bare.close();
    }
  });

  it('serves the web app manifest with its media type', async () => {
    const r = await bff.inject({ url: WEB_APP_MANIFEST_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(r.json()).toEqual(webAppManifest());
  });

  it('lets the site run its worker and read its manifest under the CSP', async () => {
    const csp = (await bff.inject({ url: '/promo', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    // The manifest by default-src 'self': manifest-src falls back to default-src (CSP Level
    // 3), so engines that know manifest-src apply the same 'self' as if it were spelled out.
    expect(csp.split(';')).toContain("default-src 'self'");
  });

  it('sends only directives every engine of the suite knows (WebKit logs each unknown one on every page)', async () => {
    const csp = (await bff.inject({ url: '/promo', headers: { accept: 'text/html' } })).headers['content-security-policy'] as string;
    // What Chromium, Firefox ESR and WebKitGTK 2.50 all parse (infra/e2e/engines.spec.ts runs
    // the site in the three); WebKit has no manifest-src: "Unrecognized Content-Security-Policy
    // directive 'manifest-src'" on every page.
    const known = new Set([
      'default-src', 'base-uri', 'connect-src', 'font-src', 'form-action', 'frame-ancestors', 'img-src', 'object-src',
      'script-src', 'script-src-attr', 'style-src', 'worker-src', 'upgrade-insecure-requests',
    ]);
    const names = csp.split(';').map((d) => d.trim().split(/\s+/)[0]!);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('revalidates the shell files without a content hash (the offline page), keeps hashed ones immutable', async () => {
    expect((await bff.inject({ url: '/_shell/offline.html' })).headers['cache-control']).toBe('no-cache');
    expect((await bff.inject({ url: '/_shell/main.abc123.js' })).headers['cache-control']).toMatch(/immutable/);
  });
});

describe('page views with the offline copy', () => {
  it('counts the page a visitor loads, not the worker keeping a copy of it', async () => {
    const doc = startCanary(fakeRegistryDocument(), {
      remote: 'catalog',
      version: '1.2.0',
      entry: '/remotes/catalog/1.2.0/mf-manifest.json',
      share: 50,
      actor: 'ops',
      reason: 'trial',
    }).doc;
    const registry = memoryRegistry(doc);
    const health = new MemoryHealthCounts();
    const bff = await buildServer(testConfig({}), { registry, store: fakeStore, health });
    try {
      const first = await visit(bff, '10.0.0.1');
      const copy = await bff.inject({ url: '/promo', headers: { cookie: first.cookie!, accept: 'text/html', [OFFLINE_COPY_HEADER]: OFFLINE_COPY_PURPOSE } });
      await bff.canary.settled();
      expect((await health.of(registry.doc, 'catalog', first.catalog)).pageViews).toBe(1);
      // The kept copy carries no view token: nothing a failure could be counted against.
      expect(bootOf(copy.body)).not.toHaveProperty('canaryView');
      expect(viewOf(first)).toBeDefined();
    } finally {
      await bff.close();
    }
  });
});
