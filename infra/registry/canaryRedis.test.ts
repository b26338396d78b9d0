/**
 * @jest-environment node
 */
// Canary releases with more than one BFF on one registry in Redis (a real redis-server):
// both instances follow a canary step of the CLI within a second; failures reported to one
// instance and page views served by the other add up in the shared health counts, and the
// automatic abort is written exactly once (with its evidence), after which both serve stable.
// The Redis health counts also pass the behaviour the in-memory counts pass.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { LatestBuilds } from 'shared-contracts/server';
import { healthKeyPrefix, RedisHealthCounts, AUTO_ABORT_ACTOR, type RemoteHealthView, changeChannel, RedisRegistryStore } from 'shell/releases';
import { buildServer } from 'shell/server';
import { fakeStore, memoryRegistry, testConfig, canaryOf, describeHealthCounts, describeCanaryAttacks, beacon, honestAddress, visit, visitorOn, viewOf, type Visit } from 'shell/server/testing';
import { freePort } from '../stack/ports';
import { initialRegistryDocument } from 'shared-contracts/server';
import { LocalReleaseStore } from './store';
import { makeStoreRoot, runCli, writeShellBuild } from './testHelpers';
import { startRedis, type TestRedis } from './testRedis';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

describeHealthCounts('in Redis (shared registry)', async () => new RedisHealthCounts(redis.url, healthKeyPrefix('myvalue:registry:suite')));

// Issue 32's attacks, with every count in Redis (a fresh key per test).
let attackRun = 0;
describeCanaryAttacks('in Redis (shared registry)', async (opts) => new RedisHealthCounts(redis.url, healthKeyPrefix(`myvalue:registry:attack${(attackRun += 1)}`), opts));

const KEY = 'myvalue:registry:canary';
const MIN_PAGE_VIEWS = 10;
const MARGIN = 0.2;

const cli = (root: string, ...argv: string[]) =>
  runCli({ MV_ARTEFACT_ROOT: root, MV_ACTOR: 'ops-jest', INIT_CWD: root, MV_ENV: 'canary', REGISTRY_STORE: 'redis', REDIS_URL: redis.url, REGISTRY_REDIS_KEY: KEY }, ...argv);

/** A visitor's Cookie header: their signed mv-canary cookie (both BFFs share COOKIE_SECRET). */
type Cookie = string;

const catalogFor = async (bff: FastifyInstance, cookie: Cookie) => (await bff.inject({ url: '/builds/latest', headers: { cookie } })).json<LatestBuilds>().remotes.catalog;

/** Polls a BFF until the visitor with `cookie` is served `version` of catalog; the milliseconds since `since`. */
async function msUntilServed(bff: FastifyInstance, cookie: Cookie, version: string, since: number): Promise<number> {
  for (;;) {
    if ((await catalogFor(bff, cookie)) === version) return Date.now() - since;
    if (Date.now() - since > 5000) throw new Error(`${cookie} not served catalog ${version} after 5 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A visitor whose signed cookie carries `bucket` (fresh visitors until one gets it). */
async function visitorIn(bff: FastifyInstance, bucket: number): Promise<Cookie> {
  for (let i = 0; i < 2000; i++) {
    const set = (await bff.inject({ url: '/builds/latest' })).cookies.find((c) => c.name === 'mv-canary')!;
    if (Number(set.value.split('.')[0]) === bucket) return `mv-canary=${encodeURIComponent(set.value)}`;
  }
  throw new Error(`no visitor got bucket ${bucket}`);
}

let addressNo = 0;
/** A fresh honest visitor's page view, from an address of its own (or the visitor with `cookie` again). */
const pageView = async (bff: FastifyInstance, cookie?: Cookie): Promise<Visit & { address: string }> => {
  const address = honestAddress((addressNo += 1));
  return { ...(await visit(bff, address, cookie)), address };
};
/** The failure report of that page (to whichever instance). */
const mountFailure = (bff: FastifyInstance, v: Visit & { address: string }) =>
  beacon(bff, v.address, v.cookie, { version: v.catalog, kind: 'mount', view: viewOf(v), message: 'Error: boom' });

describe('a canary on the registry in Redis, two BFF instances', () => {
  let root: string;
  let store: RedisRegistryStore;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    root = makeStoreRoot({ catalog: { '1.2.0': {}, '2.0.0': { contractVersion: '2.0.0' } } });
    writeShellBuild(root, '1.0.0');
    store = new RedisRegistryStore(redis.url, KEY);
    await store.create(initialRegistryDocument('canary', new LocalReleaseStore(root)));
    const config = testConfig({
      REGISTRY_STORE: 'redis',
      REDIS_URL: redis.url,
      REGISTRY_REDIS_KEY: KEY,
      CANARY_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS),
      CANARY_FAILURE_MARGIN: String(MARGIN),
      REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000',
      // Both instances seal and sign with one secret (as every BFF of a deployment must).
      COOKIE_SECRET: 'redis-canary-test-secret-'.padEnd(64, '0'),
    });
    a = await buildServer(config, { store: fakeStore });
    b = await buildServer(config, { store: fakeStore });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await store.close();
  });

  it('refuses a canary the compatibility gate refuses, as it refuses the promotion; nothing changes', async () => {
    const before = await store.redis.get(KEY);
    const r = await cli(root, 'promote', 'catalog', '2.0.0', '--canary', '10');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Refused: canary catalog 2.0.0 at 10% in canary');
    expect(r.err).toContain('built against contract 2.0.0 (major 2)');
    expect(await store.redis.get(KEY)).toBe(before);
  });

  it('both instances follow each canary step of the CLI within 1 s', async () => {
    const [in9, in10, in49, in50] = [await visitorIn(a, 9), await visitorIn(a, 10), await visitorIn(b, 49), await visitorIn(b, 50)];
    const started = await cli(root, 'promote', 'catalog', '1.2.0', '--canary', '10', '--reason', 'filter baru');
    expect(started.code).toBe(0);
    let at = Date.now();
    const startMs = await Promise.all([a, b].map((bff) => msUntilServed(bff, in9, '1.2.0', at)));
    for (const bff of [a, b]) expect(await catalogFor(bff, in10)).toBe('1.0.0');

    const widened = await cli(root, 'promote', 'catalog', '1.2.0', '--canary', '50', '--reason', 'tanpa error');
    expect(widened.code).toBe(0);
    at = Date.now();
    const widenMs = await Promise.all([a, b].map((bff) => msUntilServed(bff, in49, '1.2.0', at)));
    for (const bff of [a, b]) expect(await catalogFor(bff, in50)).toBe('1.0.0');
    console.log(`canary start served by both BFFs after ${startMs.join(' / ')} ms, widening after ${widenMs.join(' / ')} ms`);
    for (const ms of [...startMs, ...widenMs]) expect(ms).toBeLessThan(1000);
  });

  it('adds up failures reported to one instance and page views served by the other, and aborts exactly once with the evidence; both then serve stable', async () => {
    // Page views only on B, until each version has its minimum of visitors: each instance sees them all.
    const onCanary: Array<Visit & { address: string }> = [];
    let onStable = 0;
    while (onCanary.length < MIN_PAGE_VIEWS || onStable < MIN_PAGE_VIEWS) {
      const v = await pageView(b);
      if (v.catalog === '1.2.0') onCanary.push(v);
      else onStable += 1;
    }
    await b.canary.settled();
    const seenByA = (await a.inject({ url: '/webapi/remote-health' })).json<RemoteHealthView>();
    expect(seenByA).toMatchObject({
      counts: 'shared',
      remotes: {
        catalog: {
          stable: { version: '1.0.0', pageViews: onStable, visitors: onStable, failures: 0 },
          canary: { version: '1.2.0', share: 50, pageViews: onCanary.length, visitors: onCanary.length, failures: 0 },
        },
      },
    });
    expect((await store.read())!.remotes.catalog.canary).toBeDefined();

    // Every write of the document is announced: count them (two unlocked aborts would be two).
    const listener = new Redis(redis.url);
    const writes: string[] = [];
    await listener.subscribe(changeChannel(KEY));
    listener.on('message', (_channel, at: string) => writes.push(at));

    // Failures only on A, with more canary page views on B at the same time: both instances
    // find the canary failing and both try to abort it.
    const reports = await Promise.all([...onCanary.map((v) => mountFailure(a, v)), ...onCanary.map((v) => pageView(b, v.cookie))]);
    expect(reports.slice(0, onCanary.length).every((r) => 'statusCode' in r && r.statusCode === 202)).toBe(true);
    await Promise.all([a.canary.settled(), b.canary.settled()]);
    await new Promise((r) => setTimeout(r, 100));
    await listener.quit();
    expect(writes).toHaveLength(1);

    const doc = (await store.read())!;
    expect(doc.remotes.catalog.canary).toBeUndefined();
    const aborts = doc.history.filter((e) => e.remote === 'catalog' && e.action === 'abort');
    expect(aborts).toHaveLength(1);
    const entry = aborts[0]!;
    expect(entry).toMatchObject({
      actor: AUTO_ABORT_ACTOR,
      from: '1.2.0',
      to: '1.0.0',
      share: 50,
      evidence: { margin: MARGIN, minPageViews: MIN_PAGE_VIEWS, stable: { version: '1.0.0', visitors: onStable, failures: 0 }, canary: { visitors: onCanary.length } },
    });
    const evidence = entry.evidence!;
    // A decision neither instance could reach alone: A served no page, B received no failure.
    expect(evidence.canary.failedVisitors).toBeGreaterThan(0);
    expect(evidence.canary.failures).toBe(evidence.canary.failedVisitors);
    expect(evidence.canary.rate - evidence.stable.rate).toBeGreaterThan(MARGIN);
    expect(evidence.kinds).toEqual({ mount: evidence.canary.failures });
    expect(entry.reason).toMatch(/^canary 1\.2\.0 failed for \d+ of \d+ visitors/);
    console.log(`auto-abort by ${evidence.instance}: ${entry.reason}`);

    // Both instances serve the stable version to the canary's visitors within a second.
    const at = Date.now();
    for (const ms of await Promise.all([a, b].map((bff) => msUntilServed(bff, onCanary[0]!.cookie!, '1.0.0', at)))) expect(ms).toBeLessThan(1000);
    // Later reports and page views change nothing: no canary, nothing counted, no second abort.
    expect((await mountFailure(a, onCanary[7]!)).json()).toEqual({ counted: false });
    await pageView(b, onCanary[0]!.cookie);
    await Promise.all([a.canary.settled(), b.canary.settled()]);
    expect((await store.read())!.history.filter((e) => e.action === 'abort')).toHaveLength(1);

    // status --json names where the document lives (no file) and shows the abort.
    const status = JSON.parse((await cli(root, 'status', '--json')).out) as { registry: string; registryFile: string | null; history: unknown[] };
    expect(status).toMatchObject({ registry: `redis key ${KEY}`, registryFile: null });
    expect(status.history.at(-1)).toMatchObject({ action: 'abort', actor: AUTO_ABORT_ACTOR });
  });
});

describe('a canary when Redis is away', () => {
  it('still serves pages; a report is answered at once as not counted, the health view is 503, nothing is aborted', async () => {
    // Nothing listens on this port: every count fails.
    const gone = new RedisHealthCounts(`redis://127.0.0.1:${await freePort('127.0.0.1')}`, 'myvalue:registry:gone:health');
    const registry = memoryRegistry(canaryOf());
    const bff = await buildServer(testConfig({ CANARY_MIN_PAGE_VIEWS: '1', CANARY_FAILURE_MARGIN: '0', REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000' }), { registry, store: fakeStore, health: gone });
    try {
      for (let i = 0; i < 3; i++) expect((await pageView(bff)).res.statusCode).toBe(200);
      const canaryVisitor = { ...(await visitorOn(bff, honestAddress(9000), '1.2.0')), address: honestAddress(9000) };
      const started = Date.now();
      const report = await mountFailure(bff, canaryVisitor);
      const ms = Date.now() - started;
      expect(report.statusCode).toBe(202);
      expect(report.json()).toEqual({ counted: false });
      console.log(`with Redis away a report was answered in ${ms} ms`);
      expect(ms).toBeLessThan(2000);
      expect((await bff.inject({ url: '/webapi/remote-health' })).statusCode).toBe(503);
      await bff.canary.settled();
      expect(registry.writes).toBe(0);
      expect(registry.doc.remotes.catalog.canary).toBeDefined();
    } finally {
      await bff.close();
      await gone.close();
    }
  });
});
