/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { CANARY_COOKIE, newBucket, parseBucket, remotesFor, versionFor } from './assignment';
import { describeEvidence, differenceLowerBound, evaluateCanary } from './evaluate';
import { MemoryHealthCounts, networkOf, type HealthCounts } from './health';
import { abortCanary, CanaryRefusal, canaryBeforeChange, startCanary } from './transitions';
import { buildServer } from '../../app';
import { fakeRegistryDocument, fakeStore, memoryRegistry, testConfig } from '../../testing/fakes';
import { createRateLimiter } from './rateLimit';
import { beacon, counted, honestAddress, visit, visitorOn, viewOf, type Visit } from '../../testing/canaryVisitors';
import { describeHealthCounts } from '../../testing/healthCountsSuite';

const canaryDoc = (share: number) =>
  startCanary(fakeRegistryDocument(), {
    remote: 'catalog',
    version: '1.2.0',
    entry: '/remotes/catalog/1.2.0/mf-manifest.json',
    share,
    actor: 'ops',
    reason: 'trial',
    at: '2026-11-22T09:00:00.000Z',
  }).doc;

describe('the network a visitor counts for', () => {
  it('is an IPv4 /24 or an IPv6 /48: addresses one holder can switch between count as one network', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
    expect(networkOf('2001:db8:5:7::1')).toBe('2001:db8:5::/48');
    expect(networkOf('2001:0db8:0005:ffff:1:2:3:4')).toBe('2001:db8:5::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('2001:db8:6::1')).not.toBe(networkOf('2001:db8:5::1'));
    // A client gone before its page finished (its socket has no address any more): no crash.
    expect(networkOf(undefined)).toBe('unknown');
  });
});

describe('canary assignment', () => {
  it('keeps a visitor on one version: the same bucket always resolves the same way, and widening only adds visitors', () => {
    const at10 = canaryDoc(10);
    const at50 = startCanary(at10, { remote: 'catalog', version: '1.2.0', entry: 'x', share: 50, actor: 'ops', reason: '' }).doc;
    for (let bucket = 0; bucket < 100; bucket++) {
      const first = versionFor(at10, 'catalog', bucket);
      expect(versionFor(at10, 'catalog', bucket)).toEqual(first);
      expect(first.version).toBe(bucket < 10 ? '1.2.0' : '1.0.0');
      if (first.canary) expect(versionFor(at50, 'catalog', bucket).canary).toBe(true);
      expect(remotesFor(at10, bucket).remotes.find((r) => r.name === 'events')!.version).toBe('1.0.0');
    }
    // Widening keeps the canary's start (its health keeps counting) and its entry.
    expect(at50.remotes.catalog.canary).toMatchObject({ share: 50, startedAt: '2026-11-22T09:00:00.000Z', entry: '/remotes/catalog/1.2.0/mf-manifest.json' });
  });

  it('serves a share within binomial bounds over many fresh visitors', () => {
    const doc = canaryDoc(10);
    const n = 20_000;
    let onCanary = 0;
    for (let i = 0; i < n; i++) if (versionFor(doc, 'catalog', newBucket()).canary) onCanary += 1;
    // p = 0.1: mean 2000, sd = sqrt(n p (1-p)) ≈ 42.4; 4.5 sd either side.
    const sd = Math.sqrt(n * 0.1 * 0.9);
    expect(Math.abs(onCanary - n * 0.1)).toBeLessThan(4.5 * sd);
  });

  it('reads only a bucket 0-99 from the cookie', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('99')).toBe(99);
    for (const bad of [undefined, '', '100', '-1', '7.5', 'abc', '007']) expect(parseBucket(bad)).toBeNull();
  });

  it('marks the visitor’s canary remotes in the remotes document (the tab reloads when it is withdrawn)', () => {
    expect(remotesFor(canaryDoc(10), 3).remotes[0]).toEqual({ name: 'catalog', version: '1.2.0', entry: '/remotes/catalog/1.2.0/mf-manifest.json', canary: true });
    expect(remotesFor(canaryDoc(10), 30).remotes[0]).toEqual({ name: 'catalog', version: '1.0.0', entry: '/remotes/catalog/1.0.0/mf-manifest.json' });
  });
});

describe('canary steps on the registry document', () => {
  it('refuses a canary of the stable version or beside another canary', () => {
    expect(() => startCanary(fakeRegistryDocument(), { remote: 'catalog', version: '1.0.0', entry: 'x', share: 10, actor: 'a', reason: '' })).toThrow(CanaryRefusal);
    expect(() => startCanary(canaryDoc(10), { remote: 'catalog', version: '1.3.0', entry: 'x', share: 10, actor: 'a', reason: '' })).toThrow(/1\.2\.0 is in canary/);
  });

  it('abort returns everyone to stable with a history entry; a stale automatic abort changes nothing', () => {
    const doc = canaryDoc(10);
    const aborted = abortCanary(doc, { remote: 'catalog', actor: 'ops', reason: 'broken' });
    expect(aborted.doc.remotes.catalog.canary).toBeUndefined();
    expect(aborted.doc.history.at(-1)).toMatchObject({ action: 'abort', from: '1.2.0', to: '1.0.0', actor: 'ops', share: 10 });
    expect(() => abortCanary(doc, { remote: 'catalog', actor: 'auto-abort', reason: '', expect: { version: '1.2.0', startedAt: 'another start' } })).toThrow(CanaryRefusal);
  });

  it('a promotion of the canary version completes it; of another version is refused; a rollback aborts it first', () => {
    const doc = canaryDoc(50);
    expect(canaryBeforeChange(doc, { remote: 'catalog', version: '1.2.0', action: 'promote', actor: 'a', reason: '' }).doc.remotes.catalog.canary).toBeUndefined();
    expect(() => canaryBeforeChange(doc, { remote: 'catalog', version: '1.3.0', action: 'promote', actor: 'a', reason: '' })).toThrow(CanaryRefusal);
    expect(canaryBeforeChange(doc, { remote: 'catalog', version: '0.9.0', action: 'rollback', actor: 'a', reason: 'x' }).entries[0]).toMatchObject({ action: 'abort', from: '1.2.0' });
  });
});

describe('automatic abort evaluation', () => {
  const policy = { margin: 0.05, minPageViews: 20, confidence: 0.99 };
  let visitorNo = 0;
  /** `visitors` new visitors (each from its own network) served `version`, the first `failing` of them with a failed page. */
  const record = async (doc: ReturnType<typeof canaryDoc>, counts: HealthCounts, version: string, visitors: number, failing: number) => {
    for (let i = 0; i < visitors; i++) {
      const visitor = `visitor-${(visitorNo += 1)}`;
      await counts.view(doc, 'catalog', version, { visitor, view: `${visitor}-1`, network: visitor });
      if (i < failing) await counts.failure(doc, 'catalog', version, { visitor, view: `${visitor}-1`, kind: 'mount', network: visitor });
    }
  };
  /** The counts of both versions, as the BFF reads them before it evaluates. */
  const healthOf = async (doc: ReturnType<typeof canaryDoc>, counts: HealthCounts) => {
    const byVersion = new Map([
      ['1.0.0', await counts.of(doc, 'catalog', '1.0.0')],
      ['1.2.0', await counts.of(doc, 'catalog', '1.2.0')],
    ]);
    return (version: string) => byVersion.get(version)!;
  };

  it('decides nothing before both versions have the minimum of visitors, then aborts a canary failing beyond the margin, with evidence', async () => {
    const doc = canaryDoc(50);
    const counts = new MemoryHealthCounts();
    // The canary fails for every visitor, but nobody has had the stable version yet ('stable 0 of 0').
    await record(doc, counts, '1.2.0', 19, 19);
    expect(evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy)).toEqual({ abort: false, why: 'too-few-page-views' });
    await record(doc, counts, '1.2.0', 1, 1);
    expect(evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy)).toEqual({ abort: false, why: 'too-few-page-views' });
    await record(doc, counts, '1.0.0', 40, 1);
    const verdict = evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy);
    expect(verdict).toMatchObject({
      abort: true,
      version: '1.2.0',
      evidence: {
        canary: { version: '1.2.0', pageViews: 20, failures: 20, rate: 1, visitors: 20, failedVisitors: 20 },
        stable: { version: '1.0.0', pageViews: 40, failures: 1, rate: 0.025, visitors: 40, failedVisitors: 1 },
        kinds: { mount: 20 },
      },
    });
    if (verdict.abort) {
      expect(verdict.evidence.lowerBound).toBeGreaterThan(0.7);
      expect(describeEvidence(verdict.evidence)).toBe(
        `canary 1.2.0 failed for 20 of 20 visitors (100.0%; 20 of 20 page views: mount 20), stable 1.0.0 1 of 40 visitors (2.5%; 1 of 40 page views); the difference is at least ${(verdict.evidence.lowerBound! * 100).toFixed(1)}% at 99.0% confidence, above the margin 5.0% after at least 20 visitors on each version`,
      );
    }
  });

  it('decides with the test, not the raw difference: 8 failing of 100 against 0 of 100 is within chance at 99 %, 20 of 100 is not', async () => {
    const doc = canaryDoc(50);
    const counts = new MemoryHealthCounts();
    await record(doc, counts, '1.0.0', 100, 0);
    await record(doc, counts, '1.2.0', 100, 8);
    // The raw difference (8 %) is above the 5 % margin; what 100 visitors a side can tell is not.
    const verdict = evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy);
    expect(verdict).toMatchObject({ abort: false, why: 'healthy' });
    await record(doc, counts, '1.2.0', 25, 25);
    expect(evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy)).toMatchObject({ abort: true });
  });

  it('gives a lower bound that tightens with the sample: the same 10-point difference decides at 1,000 visitors a side, not at 50', () => {
    const at = (n: number) => differenceLowerBound({ failed: 0.15 * n, n }, { failed: 0.05 * n, n }, 0.99);
    expect(at(50)).toBeLessThan(0.05);
    expect(at(1000)).toBeGreaterThan(0.05);
    expect(at(1000)).toBeLessThan(0.1);
    // Higher confidence, wider bound.
    expect(differenceLowerBound({ failed: 30, n: 200 }, { failed: 10, n: 200 }, 0.999)).toBeLessThan(differenceLowerBound({ failed: 30, n: 200 }, { failed: 10, n: 200 }, 0.9));
  });

  it('keeps a canary that fails no more than the stable version plus the margin', async () => {
    const doc = canaryDoc(50);
    const counts = new MemoryHealthCounts();
    await record(doc, counts, '1.0.0', 100, 5);
    await record(doc, counts, '1.2.0', 100, 10);
    expect(evaluateCanary(doc, 'catalog', await healthOf(doc, counts), policy)).toMatchObject({ abort: false, why: 'healthy' });
  });
});

// The same behaviour the Redis counts pass in infra/registry/canaryRedis.test.ts.
describeHealthCounts('in memory (file registry)', async () => new MemoryHealthCounts());

describe('the BFF with a canary', () => {
  let bff: FastifyInstance;
  const registry = memoryRegistry(canaryDoc(50));

  beforeAll(async () => {
    bff = await buildServer(testConfig({ CANARY_MIN_PAGE_VIEWS: '10', CANARY_FAILURE_MARGIN: '0.2', REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000' }), { registry, store: fakeStore });
    await bff.ready();
  });
  afterAll(() => bff.close());

  it('gives a new visitor a long-lived, signed SameSite=Lax bucket cookie, and the same versions in the page, /remotes.json and /builds/latest', async () => {
    const first = await bff.inject({ url: '/builds/latest' });
    const cookie = first.cookies.find((c) => c.name === CANARY_COOKIE)!;
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/', httpOnly: true });
    expect(cookie.maxAge).toBeGreaterThan(300 * 24 * 3600);
    // '<bucket>.<visitor id>.<signature>'
    expect(cookie.value).toMatch(/^\d{1,2}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/]+$/);
    const bucket = Number(cookie.value.split('.')[0]);
    const expected = bucket < 50 ? '1.2.0' : '1.0.0';
    const headers = { cookie: `${CANARY_COOKIE}=${encodeURIComponent(cookie.value)}` };
    expect((await bff.inject({ url: '/builds/latest', headers })).json().remotes.catalog).toBe(expected);
    expect((await bff.inject({ url: '/remotes.json', headers })).json().remotes[0].version).toBe(expected);
    const page = await bff.inject({ url: '/promo', headers: { ...headers, accept: 'text/html' } });
    expect(page.body).toContain(`"entry":"/remotes/catalog/${expected}/mf-manifest.json"`);
    // A known visitor gets no new cookie.
    expect(page.cookies.find((c) => c.name === CANARY_COOKIE)).toBeUndefined();
    // The page's view token names this view and the versions the visitor runs, on every
    // page: a visitor landing on /about reaches /promo by client navigation.
    expect(viewOf(await visit(bff, honestAddress(1), headers.cookie))).toMatch(/^[A-Za-z0-9_-]{100,}$/);
    expect(viewOf(await visit(bff, honestAddress(1), headers.cookie, '/about'))).toMatch(/^[A-Za-z0-9_-]{100,}$/);
  });

  it('counts a failure met after a client navigation against the document the visitor landed on (issue 39)', async () => {
    const fresh = memoryRegistry(canaryDoc(50));
    const app = await buildServer(testConfig({ REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000' }), { registry: fresh, store: fakeStore });
    try {
      // Landed on /about (no catalog area), then the catalog's page failed after a client navigation.
      let landed = await visit(app, honestAddress(40), undefined, '/about');
      for (let i = 41; landed.catalog !== '1.2.0'; i++) landed = await visit(app, honestAddress(i), undefined, '/about');
      await app.canary.settled();
      expect((await app.inject({ url: '/webapi/remote-health' })).json().remotes.catalog.canary).toMatchObject({ visitors: 0 });
      const report = await beacon(app, honestAddress(40), landed.cookie, { version: '1.2.0', kind: 'render', view: viewOf(landed), message: 'TypeError: x' });
      expect(report.json()).toEqual({ counted: true });
      expect((await app.inject({ url: '/webapi/remote-health' })).json().remotes.catalog.canary).toMatchObject({ pageViews: 1, visitors: 1, failedVisitors: 1, kinds: { render: 1 } });
    } finally {
      await app.close();
    }
  });

  it('counts a visitor who met a canaried remote only by client navigation as served, once per view, under the same checks as a failure', async () => {
    const fresh = memoryRegistry(canaryDoc(50));
    const app = await buildServer(testConfig({ REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000' }), { registry: fresh, store: fakeStore });
    const catalogHealth = async () => (await app.inject({ url: '/webapi/remote-health' })).json().remotes.catalog;
    try {
      // Landed on /about (the BFF counts no catalog view there), then the catalog's page mounted.
      const onAbout = async (from: number) => {
        let v = await visit(app, honestAddress(from), undefined, '/about');
        for (let i = from + 1; v.catalog !== '1.0.0'; i++) v = await visit(app, honestAddress(i), undefined, '/about');
        return v;
      };
      const landed = await onAbout(60);
      const other = await onAbout(90);
      await app.canary.settled();
      expect((await catalogHealth()).stable).toMatchObject({ visitors: 0 });
      const served = (over: Partial<Parameters<typeof beacon>[3]> = {}) =>
        beacon(app, honestAddress(60), landed.cookie, { version: '1.0.0', kind: 'served', view: viewOf(landed), ...over });
      // Another visitor's token, a version it is not served, no token: not counted.
      expect(await counted(served({ view: viewOf(other) }))).toBe(false);
      expect(await counted(served({ version: '1.2.0' }))).toBe(false);
      expect(await counted(served({ view: undefined }))).toBe(false);
      expect(await counted(served())).toBe(true);
      await app.canary.settled();
      expect((await catalogHealth()).stable).toMatchObject({ pageViews: 1, visitors: 1, failedVisitors: 0, failures: 0 });
      // Once per view: the same page's report again adds nothing.
      expect(await counted(served())).toBe(false);
      expect((await catalogHealth()).stable).toMatchObject({ pageViews: 1, visitors: 1 });
      // Served is no failure: nothing reaches the failure counts or their log.
      expect((await catalogHealth()).stable.kinds).toEqual({});
    } finally {
      await app.close();
    }
  });

  it('keeps the failure reports’ budget for failures: a network’s served reports do not use it up', async () => {
    const limited = await buildServer(testConfig({ REMOTE_HEALTH_REPORTS_PER_MINUTE: '2' }), { registry: memoryRegistry(canaryDoc(50)), store: fakeStore });
    try {
      const statuses: number[] = [];
      // Three visitors behind one carrier address land on /about and move on by client navigation.
      for (let i = 0; i < 3; i++) {
        const v = await visit(limited, honestAddress(30), undefined, '/about');
        statuses.push((await beacon(limited, honestAddress(30), v.cookie, { version: v.catalog, kind: 'served', view: viewOf(v) })).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
      const failing = await visit(limited, honestAddress(30));
      expect((await beacon(limited, honestAddress(30), failing.cookie, { version: failing.catalog, kind: 'mount', view: viewOf(failing) })).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('refuses invalid, oversized and too many reports; ignores one for a version the visitor is not served', async () => {
    const canary = await visitorOn(bff, honestAddress(2), '1.2.0');
    // A beacon from the site's own page says so (Sec-Fetch-Site); one from elsewhere is refused.
    const post = (body: string, cookie = canary.cookie!, site = 'same-origin') =>
      bff.inject({ method: 'POST', url: '/webapi/remote-health', headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': site, cookie }, payload: body });
    expect((await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'mount' }), undefined, 'cross-site')).statusCode).toBe(403);
    expect((await post('{"remote":"catalog"}')).statusCode).toBe(400);
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'mount', extra: 1 }))).statusCode).toBe(400);
    const oversized = await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'mount', message: 'x'.repeat(5000) }));
    expect(oversized.statusCode).toBe(413);
    // The site's error body (issue 42), not Fastify's English FST_ERR_* one.
    expect(oversized.json()).toMatchObject({ errorCode: 'BAD_REQUEST', data: null });
    expect(oversized.body).not.toMatch(/FST_ERR/);
    const wrongType = await bff.inject({ method: 'POST', url: '/webapi/remote-health', headers: { 'content-type': 'application/xml', 'sec-fetch-site': 'same-origin', cookie: canary.cookie! }, payload: '<a/>' });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.body).not.toMatch(/FST_ERR/);
    expect(wrongType.json()).toHaveProperty('errorCode');
    // Every kind a browser meets is a report (issue 39); anything else is not.
    for (const kind of ['load', 'mount', 'render', 'error', 'timeout', 'served']) {
      expect((await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind, view: viewOf(canary) }))).statusCode).toBe(202);
    }
    expect((await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'ssr', view: viewOf(canary) }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'mount', view: 'x'.repeat(1500) }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ remote: 'catalog', version: '1.0.0', kind: 'mount', view: viewOf(canary) }))).json()).toEqual({ counted: false });
    const limiter = createRateLimiter(2, 60_000);
    expect([limiter.allow('a', 0), limiter.allow('a', 1), limiter.allow('a', 2), limiter.allow('b', 2), limiter.allow('a', 60_000)]).toEqual([true, true, false, true, true]);
  });

  it('limits reports per visitor as well as per address', async () => {
    const limited = await buildServer(testConfig({ REMOTE_HEALTH_REPORTS_PER_MINUTE: '3' }), { registry: memoryRegistry(canaryDoc(50)), store: fakeStore });
    try {
      const v = await visit(limited, honestAddress(3));
      const statuses: number[] = [];
      // One visitor from four addresses: its fourth report is one too many.
      for (let i = 0; i < 4; i++) statuses.push((await beacon(limited, honestAddress(10 + i), v.cookie, { version: v.catalog, kind: 'mount', view: viewOf(v) })).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      // Four visitors from one address: so is the address's fourth.
      const fromOne: number[] = [];
      for (let i = 0; i < 4; i++) {
        const w = await visit(limited, honestAddress(20));
        fromOne.push((await beacon(limited, honestAddress(20), w.cookie, { version: w.catalog, kind: 'mount', view: viewOf(w) })).statusCode);
      }
      expect(fromOne).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it('aborts the canary by itself once it fails beyond the margin for both versions’ minimum of visitors, with the evidence in the history', async () => {
    // Honest visitors, each from its own address; every canary page fails and says so.
    let canaryVisitor: Visit | null = null;
    for (let i = 0; i < 80 && registry.doc.remotes.catalog.canary; i++) {
      const address = honestAddress(100 + i);
      const v = await visit(bff, address);
      // A page view may be what tips the decision (before its page could report).
      await bff.canary.settled();
      if (!registry.doc.remotes.catalog.canary) break;
      if (v.catalog === '1.2.0') {
        canaryVisitor ??= v;
        expect(await counted(beacon(bff, address, v.cookie, { version: '1.2.0', kind: 'mount', view: viewOf(v), message: 'Error: boom' }))).toBe(true);
      }
      await bff.canary.settled();
    }
    expect(registry.doc.remotes.catalog.canary).toBeUndefined();
    const entry = registry.doc.history.at(-1)!;
    expect(entry).toMatchObject({ action: 'abort', actor: 'auto-abort', from: '1.2.0', to: '1.0.0', evidence: { canary: { version: '1.2.0' }, stable: { version: '1.0.0', failures: 0 }, margin: 0.2, minPageViews: 10 } });
    // Decided as soon as the second version reached the minimum (earlier tests' visitors count too).
    const evidence = entry.evidence!;
    expect(Math.min(evidence.canary.visitors!, evidence.stable.visitors!)).toBe(10);
    expect(evidence.canary.rate - evidence.stable.rate).toBeGreaterThan(0.2);
    expect(evidence.canary.failures).toBeLessThanOrEqual(evidence.canary.pageViews);
    expect(entry.reason).toMatch(/^canary 1\.2\.0 failed for \d+ of \d+ visitors/);
    // The canary visitor's next request gets the stable version.
    expect((await bff.inject({ url: '/builds/latest', headers: { cookie: canaryVisitor!.cookie! } })).json().remotes.catalog).toBe('1.0.0');
  });
});
