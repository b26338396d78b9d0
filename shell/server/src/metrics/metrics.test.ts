/**
 * @jest-environment node
 */
// /metrics as ops scrape it (issue 39): the Prometheus text format, parsed by a Prometheus
// text parser; for operators only; and the failures a visitor met counted against the
// version that caused them — here a catalog canary whose server render fails, served from
// the anonymous page cache (where failures used to go uncounted).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import parse, { type ParsedMetric } from 'parse-prometheus-text-format';
import { REMOTE_HEALTH_PATH, type RemoteHealthKind } from 'shared-contracts/core';
import { buildServer } from '../app';
import { fakeRegistryDocument, fakeShellDist, fakeStore, memoryRegistry, testConfig } from '../testing/fakes';
import { canaryOf } from '../testing/healthCountsSuite';
import { beacon, counted, honestAddress, viewOf, visit } from '../testing/canaryVisitors';
import { METRICS_PATH } from './plugin';

// A renderer whose catalog area fails on the server for the canary (1.2.0) and renders for the stable version.
const RENDERER = `
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => {
      const catalog = input.boot.registry.remotes.find((r) => r.name === 'catalog');
      const broken = catalog && catalog.version === '1.2.0';
      return {
        status: 200,
        head: { title: 'Promo', jsonLd: [] },
        boot: { ...input.boot, status: 200, error: null },
        state: { api: {} },
        islands: { catalog: broken ? 'client' : 'server' },
        ...(broken ? { islandFailures: { catalog: 'TypeError: promos.map is not a function' } } : {}),
        headLinks: [],
        pipe: (dest, done) => { dest.write('<main>promo</main>'); dest.end(); done(); },
        abort: () => {},
      };
    },
  });`;

const OPERATOR_TOKEN = 'metrics-operator-'.padEnd(40, 'x');

/** The sum of `name`'s series whose labels include `labels`. */
const series = (metrics: ParsedMetric[], name: string, labels: Record<string, string>): number =>
  metrics
    .find((m) => m.name === name)
    ?.metrics.filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((sum, m) => sum + Number(m.value ?? m.count ?? 0), 0) ?? 0;

describe('/metrics and server-seen failures', () => {
  let bff: FastifyInstance;

  beforeAll(async () => {
    const dist = fakeShellDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
    bff = await buildServer(
      testConfig({ SHELL_DIST: dist, PAGE_CACHE_FRESH_S: '600', CANARY_MIN_PAGE_VIEWS: '1000', CANARY_OPERATOR_TOKEN: OPERATOR_TOKEN }),
      { registry: memoryRegistry(canaryOf()), store: fakeStore },
    );
    await bff.ready();
  });
  afterAll(() => bff.close());

  const scrape = async (): Promise<ParsedMetric[]> => {
    const res = await bff.inject({ url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(res.body);
  };

  it('counts a canary page whose server render failed for every visitor served it, from the cache too; ops read it per version and kind', async () => {
    const before = await scrape();
    const versions: string[] = [];
    for (let i = 0; i < 30; i++) {
      const v = await visit(bff, honestAddress(500 + i));
      versions.push(v.catalog);
    }
    await bff.canary.settled();
    const onCanary = versions.filter((v) => v === '1.2.0').length;
    expect(onCanary).toBeGreaterThan(2);
    expect(onCanary).toBeLessThan(28);
    const health = (await bff.inject({ url: REMOTE_HEALTH_PATH })).json();
    // Every canary visitor met the failed render, though most of their pages came from the cache.
    expect(health.remotes.catalog.canary).toMatchObject({ visitors: onCanary, failedVisitors: onCanary, kinds: { ssr: onCanary } });
    expect(health.remotes.catalog.stable).toMatchObject({ visitors: 30 - onCanary, failedVisitors: 0 });

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => series(after, name, labels) - series(before, name, labels);
    expect(grew('mv_page_views_total', { remote: 'catalog', version: '1.2.0', canary: 'true' })).toBe(onCanary);
    expect(grew('mv_page_views_total', { remote: 'catalog', version: '1.0.0', canary: 'false' })).toBe(30 - onCanary);
    expect(grew('mv_remote_failures_total', { remote: 'catalog', version: '1.2.0', kind: 'ssr' })).toBe(onCanary);
    expect(grew('mv_remote_failures_total', { remote: 'catalog', version: '1.0.0' })).toBe(0);
    // One render per version (then the cache), and the cache's answers.
    expect(grew('mv_ssr_renders_total', { remote: 'catalog', version: '1.2.0', outcome: 'failed' })).toBe(1);
    expect(grew('mv_ssr_renders_total', { remote: 'catalog', version: '1.0.0', outcome: 'server' })).toBe(1);
    expect(grew('mv_page_cache_requests_total', { outcome: 'hit' })).toBe(28);
    expect(grew('mv_http_responses_total', { status_class: '2xx' })).toBeGreaterThanOrEqual(30);
    // (The parser keeps a histogram's buckets, not its labels.)
    const renders = after.find((m) => m.name === 'mv_ssr_render_duration_seconds')!.metrics.reduce((n, m) => n + Number(m.buckets?.['+Inf'] ?? 0), 0);
    expect(renders).toBeGreaterThanOrEqual(2);
    // The canary's state as the abort decision reads it.
    expect(series(after, 'mv_canary_visitors', { remote: 'catalog', role: 'canary', version: '1.2.0' })).toBe(onCanary);
    expect(series(after, 'mv_canary_failed_visitors', { remote: 'catalog', role: 'canary', version: '1.2.0' })).toBe(onCanary);
    expect(series(after, 'mv_canary_share_percent', { remote: 'catalog', role: 'canary' })).toBe(50);
    expect(series(after, 'mv_canary_difference_lower_bound', { remote: 'catalog' })).toBeGreaterThan(0);
    expect(after.find((m) => m.name === 'mv_bff_process_cpu_seconds_total')).toBeDefined();
  });

  it('is for operators only: the BFF’s own host or the operator token; a visitor, or a request a proxy relayed, gets 404 with no figures', async () => {
    const visitor = await bff.inject({ url: METRICS_PATH, remoteAddress: '198.51.100.7' });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toMatch(/mv_/);
    expect((await bff.inject({ url: METRICS_PATH, headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode).toBe(404);
    expect((await bff.inject({ url: METRICS_PATH, remoteAddress: '198.51.100.7', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(404);
    const operator = await bff.inject({ url: METRICS_PATH, remoteAddress: '198.51.100.7', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(operator.statusCode).toBe(200);
    expect(parse(operator.body).some((m) => m.name === 'mv_upstream_breaker_open' || m.name === 'mv_page_views_total')).toBe(true);
    expect(operator.headers['cache-control']).toBe('no-store');
  });
});

// A live version no canary runs for still hurts visitors when its files or its code fail in
// the browser (a purged file, a crash only browsers meet): ops must see it on /metrics and
// RemoteFailuresHigh must fire, against every page view of it, those reached in-page too.
describe('/metrics and a live version without a canary', () => {
  it('counts what browsers meet of it, once per view and kind, and a page met by client navigation as a page view', async () => {
    const bff = await buildServer(testConfig({ REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000' }), { registry: memoryRegistry(fakeRegistryDocument()), store: fakeStore });
    const scrapeOf = async () => parse((await bff.inject({ url: METRICS_PATH })).body);
    try {
      const before = await scrapeOf();
      // Landed on /about (its document runs no catalog), then the catalog's page by client navigation.
      const landed = await visit(bff, honestAddress(700), undefined, '/about');
      expect(viewOf(landed)).toMatch(/^[A-Za-z0-9_-]{100,}$/);
      const report = (kind: RemoteHealthKind, over: { view?: string; version?: string } = {}) =>
        counted(beacon(bff, honestAddress(700), landed.cookie, { version: landed.catalog, kind, view: viewOf(landed), message: 'TypeError: x', ...over }));
      expect(await report('served')).toBe(true);
      expect(await report('served')).toBe(false);
      expect(await report('render')).toBe(true);
      // A replayed report is no second failure; one without the page's token, or of another version, is none.
      expect(await report('render')).toBe(false);
      expect(await report('mount', { view: undefined })).toBe(false);
      expect(await report('mount', { version: '9.9.9' })).toBe(false);
      await bff.canary.settled();
      const after = await scrapeOf();
      const grew = (name: string, labels: Record<string, string>) => series(after, name, labels) - series(before, name, labels);
      expect(grew('mv_page_views_total', { remote: 'catalog', version: landed.catalog, canary: 'false' })).toBe(1);
      expect(grew('mv_remote_failures_total', { remote: 'catalog', version: landed.catalog, kind: 'render' })).toBe(1);
      expect(grew('mv_remote_failures_total', { remote: 'catalog', version: landed.catalog })).toBe(1);
    } finally {
      await bff.close();
    }
  });
});
