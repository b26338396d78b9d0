// Release health no visitor can steer (issue 32): the attacks of the probe replayed against
// a BFF with its anonymous page cache on, beside honest traffic (one fresh visitor per
// address, whose canary page reports a failure when the canary is broken). Each attack must
// leave the decision as the honest traffic alone makes it: a healthy canary stays, a broken
// (or 25 % failing) one is aborted. One suite for both stores of health counts: the
// in-memory counts run it in shell/server (canary/integrity.test.ts), the Redis counts in
// infra/registry/canaryRedis.test.ts (a real redis-server).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_HEALTH_PATH } from 'shared-contracts/core';
import { buildServer } from '../app';
import { CANARY_COOKIE, OPERATOR_BUCKET_HEADER } from '../releases/canary/assignment';
import type { HealthCounts, HealthCountsOptions } from '../releases/canary/health';
import { startCanary } from '../releases/canary/transitions';
import { fakeShellDist, fakeStore, memoryRegistry, testConfig } from './fakes';
import { canaryOf } from './healthCountsSuite';
import { beacon, counted, honestAddress, visit, visitorOn, viewOf, type Visit } from './canaryVisitors';

const CANARY = '1.2.0';
const STABLE = '1.0.0';
const MIN = 50;
const MARGIN = 0.1;
/** New visitors one network may bring into a canary's counts. */
const PER_NETWORK = 2;
const ATTACKER = '198.51.100.7';
const ACCOMPLICE = '203.0.113.9';
const OPERATOR_TOKEN = 'op-'.padEnd(40, 'x');

// A server renderer that always succeeds: anonymous pages come from the page cache.
const RENDERER = `
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => ({
      status: 200,
      head: { title: 'Promo', jsonLd: [] },
      boot: { ...input.boot, status: 200, error: null },
      state: { api: {} },
      islands: { catalog: 'server' },
      headLinks: [],
      pipe: (dest, done) => { dest.write('<main>promo</main>'); dest.end(); done(); },
      abort: () => {},
    }),
  });`;

/**
 * The attacks against a BFF whose health counts `open` gives (a fresh store per test, with
 * the options the BFF's configuration names); without `open`, the BFF's own (in memory).
 */
export function describeCanaryAttacks(name: string, open?: (opts: HealthCountsOptions) => Promise<HealthCounts>): void {
  describe(`canary health integrity: ${name}`, () => {
    // Thousands of requests per attack (well under a second each in memory, a few with Redis).
    jest.setTimeout(60_000);
    let bff: FastifyInstance;
    let registry: ReturnType<typeof memoryRegistry>;
    let health: HealthCounts | undefined;

    beforeEach(async () => {
      health = open ? await open({ visitorsPerNetwork: PER_NETWORK }) : undefined;
      const dist = fakeShellDist();
      mkdirSync(path.join(dist, 'server'));
      writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
      registry = memoryRegistry(canaryOf());
      bff = await buildServer(
        testConfig({
          SHELL_DIST: dist,
          PAGE_CACHE_FRESH_S: '600',
          PAGE_CACHE_STALE_S: '600',
          CANARY_MIN_PAGE_VIEWS: String(MIN),
          CANARY_FAILURE_MARGIN: String(MARGIN),
          CANARY_VISITORS_PER_NETWORK: String(PER_NETWORK),
          CANARY_OPERATOR_TOKEN: OPERATOR_TOKEN,
          REMOTE_HEALTH_REPORTS_PER_MINUTE: '10000',
        }),
        { registry, store: fakeStore, ...(health ? { health } : {}) },
      );
      await bff.ready();
    });
    afterEach(async () => {
      await bff.close();
      await health?.close();
    });

    const running = () => registry.doc.remotes.catalog.canary !== undefined;

    /** A page's own failure report: the version it runs, with its view token. */
    const reportFrom = (v: Visit, address: string, kind: 'load' | 'mount' = 'mount') => beacon(bff, address, v.cookie, { version: v.catalog, kind, view: viewOf(v), message: 'Error: boom' });

    /**
     * `n` honest visitors, each fresh and from an address of its own, one page each; the i-th
     * canary visitor's page fails (and says so) when `fails(i)`.
     */
    async function honest(n: number, fails: (i: number) => boolean): Promise<void> {
      let onCanary = 0;
      for (let i = 0; i < n; i++) {
        const address = honestAddress(i + 1);
        const v = await visit(bff, address);
        if (v.catalog === CANARY && fails(onCanary++)) await reportFrom(v, address);
      }
      await bff.canary.settled();
    }

    /** Throwaway identities: `loads` cookie-less page loads from `address`, each reporting its page failed when it runs `version`. */
    async function throwaways(address: string, loads: number, version: string, kind: 'load' | 'mount' = 'mount'): Promise<void> {
      for (let i = 0; i < loads; i++) {
        const v = await visit(bff, address);
        if (v.catalog === version) await reportFrom(v, address, kind);
      }
    }

    describe('the bucket cookie', () => {
      it('is set signed by the BFF; a forged or edited one is never honoured but replaced', async () => {
        const fresh = await visit(bff, honestAddress(1));
        expect(fresh.assigned).toBeDefined();
        // The visitor keeps it: the same versions, no new cookie.
        const again = await visit(bff, honestAddress(1), fresh.cookie);
        expect(again.assigned).toBeUndefined();
        expect(again.catalog).toBe(fresh.catalog);
        // A bucket typed by hand, or the signed value edited (another bucket), is re-assigned.
        for (const forged of ['3', '97', `${fresh.assigned!.replace(/^\d+/, (b) => String((Number(b) + 50) % 100))}`]) {
          const v = await visit(bff, honestAddress(2), `${CANARY_COOKIE}=${encodeURIComponent(forged)}`);
          expect(v.assigned).toBeDefined();
          expect(v.assigned).not.toBe(forged);
        }
      });
    });

    describe('failure reports', () => {
      it('count only with the view token of a page served to the same visitor for that version, once per view and kind', async () => {
        // Each try from an address of its own: every one of them is counted. (Reports may come
        // from anywhere: a phone changes networks.)
        const address = honestAddress(7);
        const mine = await visitorOn(bff, (i) => honestAddress(100 + i), CANARY);
        const other = await visitorOn(bff, (i) => honestAddress(400 + i), CANARY);
        // No token, another visitor's token, a token for another version: nothing counted.
        expect(await counted(beacon(bff, address, mine.cookie, { version: CANARY, kind: 'mount' }))).toBe(false);
        expect(await counted(beacon(bff, address, mine.cookie, { version: CANARY, kind: 'mount', view: viewOf(other) }))).toBe(false);
        expect(await counted(beacon(bff, address, mine.cookie, { version: STABLE, kind: 'mount', view: viewOf(mine) }))).toBe(false);
        expect(await counted(beacon(bff, address, undefined, { version: CANARY, kind: 'mount', view: viewOf(mine) }))).toBe(false);
        expect(await counted(beacon(bff, address, mine.cookie, { version: CANARY, kind: 'mount', view: `${viewOf(mine)!.slice(0, -2)}AA` }))).toBe(false);
        // Its own page: once per kind.
        expect(await counted(reportFrom(mine, address, 'mount'))).toBe(true);
        expect(await counted(reportFrom(mine, address, 'mount'))).toBe(false);
        expect(await counted(reportFrom(mine, address, 'load'))).toBe(true);
        expect(await counted(reportFrom(mine, address, 'load'))).toBe(false);
        const health = (await bff.inject({ url: REMOTE_HEALTH_PATH })).json();
        // Two kinds of one page view: one failed page view of one visitor.
        expect(health.remotes.catalog.canary).toMatchObject({ pageViews: 2, failures: 1, kinds: { mount: 1, load: 1 }, visitors: 2, failedVisitors: 1 });
      });
    });

    describe('the attacks of issue 32', () => {
      it('a healthy canary is not aborted by forged cookies and beacons, cached page loads or throwaway identities', async () => {
        // A bucket picked by hand, 240 cached page loads with it, and forged beacons from two addresses.
        const forged = `${CANARY_COOKIE}=3`;
        for (let i = 0; i < 240; i++) await visit(bff, ATTACKER, forged);
        for (let i = 0; i < 6; i++) await beacon(bff, i % 2 ? ATTACKER : ACCOMPLICE, forged, { version: CANARY, kind: 'mount' });
        // Throwaway identities from two addresses, each page reporting its own failure with its token.
        await throwaways(ATTACKER, 240, CANARY);
        await throwaways(ACCOMPLICE, 240, CANARY);
        // And from 240 addresses of one IPv6 /48 (one network), across its /64s.
        for (let i = 0; i < 240; i++) {
          const address = `2001:db8:5:${(i % 16).toString(16)}::${(i + 1).toString(16)}`;
          const v = await visit(bff, address);
          if (v.catalog === CANARY) await reportFrom(v, address);
        }
        await bff.canary.settled();
        expect(running()).toBe(true);
        // Honest traffic: the canary works for everyone.
        await honest(300, () => false);
        expect(running()).toBe(true);
        const health = (await bff.inject({ url: REMOTE_HEALTH_PATH })).json();
        expect(health.remotes.catalog.canary.visitors).toBeGreaterThanOrEqual(MIN);
        expect(health.remotes.catalog.stable.visitors).toBeGreaterThanOrEqual(MIN);
      });

      it('a broken canary is aborted although the stable version’s failures are inflated with forged and token-bearing beacons', async () => {
        const forged = `${CANARY_COOKIE}=90`;
        for (let i = 0; i < 60; i++) await beacon(bff, i % 2 ? ATTACKER : ACCOMPLICE, forged, { version: STABLE, kind: 'load' });
        // A real stable visitor reporting failure after failure from its pages, and throwaway stable identities.
        const stable = await visitorOn(bff, ATTACKER, STABLE);
        for (let i = 0; i < 60; i++) await reportFrom(await visit(bff, ATTACKER, stable.cookie), ATTACKER, 'load');
        await throwaways(ATTACKER, 240, STABLE, 'load');
        await throwaways(ACCOMPLICE, 240, STABLE, 'load');
        // Honest traffic: every canary page fails.
        await honest(300, () => true);
        expect(running()).toBe(false);
        const entry = registry.doc.history.at(-1)!;
        expect(entry).toMatchObject({ action: 'abort', actor: 'auto-abort', from: CANARY, to: STABLE });
        expect(entry.evidence!.stable.failedVisitors).toBeLessThanOrEqual(2 * PER_NETWORK);
      });

      it('a canary failing for a quarter of its visitors is aborted although 1,200 cached canary page loads dilute it', async () => {
        for (let i = 0; i < 600; i++) await visit(bff, ATTACKER, `${CANARY_COOKIE}=5`);
        const mine = await visitorOn(bff, ACCOMPLICE, CANARY);
        for (let i = 0; i < 600; i++) await visit(bff, ACCOMPLICE, mine.cookie);
        await bff.canary.settled();
        await honest(300, (i) => i % 4 === 3);
        expect(running()).toBe(false);
        const evidence = registry.doc.history.at(-1)!.evidence!;
        expect(evidence.canary.rate - evidence.stable.rate).toBeGreaterThan(MARGIN);
      });

      it('decides nothing while the stable version has fewer than the minimum of real visitors ("stable 0 of 0" never decides)', async () => {
        // A canary for 99 % of visitors: every canary page fails, the stable version is seen by almost nobody.
        registry.doc = startCanary(registry.doc, { remote: 'catalog', version: CANARY, entry: 'x', share: 99, actor: 'ops', reason: '' }).doc;
        await honest(3 * MIN, () => true);
        expect(running()).toBe(true);
        const { stable, canary } = (await bff.inject({ url: REMOTE_HEALTH_PATH })).json().remotes.catalog;
        expect(canary.failedVisitors).toBeGreaterThanOrEqual(MIN);
        expect(stable.visitors).toBeLessThan(MIN);
      });
    });

    describe('the decision against networks (issue 39): defaults, the attack at the canary’s start', () => {
      /** A BFF with the decision's defaults (margin 5 %, 100 visitors a side, 99 %, one visitor per network). */
      async function withDefaults(): Promise<FastifyInstance> {
        const dist = fakeShellDist();
        mkdirSync(path.join(dist, 'server'));
        writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
        const fresh = open ? await open({}) : undefined;
        const app = await buildServer(testConfig({ SHELL_DIST: dist, PAGE_CACHE_FRESH_S: '600', PAGE_CACHE_STALE_S: '600', REMOTE_HEALTH_REPORTS_PER_MINUTE: '10000' }), {
          registry,
          store: fakeStore,
          ...(fresh ? { health: fresh } : {}),
        });
        app.addHook('onClose', async () => {
          await fresh?.close();
        });
        await app.ready();
        return app;
      }

      /**
       * `networks` networks (IPv4 /24s of their own) each sending throwaway visitors until
       * one is on the canary, whose page then reports it failed with its own genuine view token.
       */
      async function attackFrom(app: FastifyInstance, networks: number): Promise<void> {
        for (let k = 0; k < networks; k++) {
          const address = `198.51.${k}.7`;
          // The strongest attacker: cookies are free and /builds/latest counts no page view, so
          // it picks a canary cookie before its network's one counted page view.
          let cookie: string | undefined;
          for (let i = 0; i < 50 && !cookie; i++) {
            const latest = await app.inject({ url: '/builds/latest', remoteAddress: address });
            const set = latest.cookies.find((c) => c.name === CANARY_COOKIE)!;
            if (latest.json().remotes.catalog === CANARY) cookie = `${CANARY_COOKIE}=${encodeURIComponent(set.value)}`;
          }
          const v = await visit(app, address, cookie);
          expect(v.catalog).toBe(CANARY);
          await beacon(app, address, v.cookie, { version: CANARY, kind: 'render', view: viewOf(v), message: 'Error: forged' });
          // More throwaway visitors from the same network weigh nothing more.
          for (let i = 0; i < 4; i++) {
            const w = await visit(app, `198.51.${k}.${20 + i}`);
            if (w.catalog === CANARY) await beacon(app, address, w.cookie, { version: CANARY, kind: 'render', view: viewOf(w), message: 'Error: forged' });
          }
        }
        await app.canary.settled();
      }

      /** `n` honest visitors, each from its own network; nothing fails for them. */
      async function honestOn(app: FastifyInstance, n: number): Promise<void> {
        for (let i = 0; i < n; i++) await visit(app, honestAddress(1000 + i));
        await app.canary.settled();
      }

      for (const networks of [3, 5, 10]) {
        it(`keeps a healthy canary when ${networks} networks report their genuine views failed before any honest traffic`, async () => {
          const app = await withDefaults();
          try {
            await attackFrom(app, networks);
            await honestOn(app, 260);
            expect(running()).toBe(true);
            const health = (await app.inject({ url: REMOTE_HEALTH_PATH })).json();
            // Each network brought one visitor: its throwaway cookies and addresses weigh one.
            expect(health.remotes.catalog.canary.failedVisitors).toBeLessThanOrEqual(networks);
            expect(health.remotes.catalog.canary.visitors).toBeGreaterThanOrEqual(100);
            expect(health.remotes.catalog.stable.visitors).toBeGreaterThanOrEqual(100);
          } finally {
            await app.close();
          }
        });
      }

      it('needs about 14 networks at the canary’s start to abort a healthy one (the figure docs/architecture.md §13 states): 20 do', async () => {
        const app = await withDefaults();
        try {
          await attackFrom(app, 20);
          await honestOn(app, 260);
          expect(running()).toBe(false);
          expect(registry.doc.history.at(-1)!.evidence!.canary.failedVisitors).toBe(20);
        } finally {
          await app.close();
        }
      });
    });

    describe('the health view', () => {
      it('is for operators only: loopback or the operator token; a visitor gets 404 with no counts, thresholds or instance', async () => {
        const visitor = await bff.inject({ url: REMOTE_HEALTH_PATH, remoteAddress: ATTACKER });
        expect(visitor.statusCode).toBe(404);
        expect(visitor.body).not.toMatch(/policy|margin|instance|pageViews/);
        // Through a proxy on this host: the visitor is not the loopback caller.
        const proxied = await bff.inject({ url: REMOTE_HEALTH_PATH, headers: { 'x-forwarded-for': ATTACKER } });
        expect(proxied.statusCode).toBe(404);
        expect((await bff.inject({ url: REMOTE_HEALTH_PATH, remoteAddress: ATTACKER, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
        const operator = await bff.inject({ url: REMOTE_HEALTH_PATH, remoteAddress: ATTACKER, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
        expect(operator.statusCode).toBe(200);
        expect(operator.json()).toMatchObject({ policy: { margin: MARGIN, minPageViews: MIN }, remotes: { catalog: { canary: { version: CANARY } } } });
        expect((await bff.inject({ url: REMOTE_HEALTH_PATH })).statusCode).toBe(200);
      });

      it('answers an operator what a bucket gets (the CLI’s wait); a visitor naming a bucket is not heard', async () => {
        const latest = (bucket: number, remoteAddress?: string) =>
          bff.inject({ url: '/builds/latest', ...(remoteAddress ? { remoteAddress } : {}), headers: { [OPERATOR_BUCKET_HEADER]: String(bucket) } });
        for (const [bucket, version] of [[0, CANARY], [49, CANARY], [50, STABLE], [99, STABLE]] as const) {
          const answer = await latest(bucket);
          expect(answer.json().remotes.catalog).toBe(version);
          expect(answer.cookies.find((c) => c.name === CANARY_COOKIE)).toBeUndefined();
        }
        // From elsewhere: an ordinary fresh visitor (a cookie of its own, its own bucket).
        const visitors = await Promise.all(Array.from({ length: 20 }, () => latest(0, ATTACKER)));
        expect(visitors.every((v) => v.cookies.some((c) => c.name === CANARY_COOKIE))).toBe(true);
        expect(new Set(visitors.map((v) => v.json().remotes.catalog))).toEqual(new Set([CANARY, STABLE]));
      });
    });
  });
}
