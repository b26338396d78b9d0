// One behaviour for every store of canary health counts (releases/canary/health.ts): the in-memory
// counts run it in shell/server, the Redis counts in infra/registry (a real redis-server).
// `open` gives a handle as one BFF instance holds it; a second call is another instance.
import { fakeRegistryDocument } from './fakes';
import { DEFAULT_VISITORS_PER_NETWORK, type HealthCounts, type PageView } from '../releases/canary/health';
import { startCanary } from '../releases/canary/transitions';
import type { RegistryDocument } from 'shared-contracts/server';

/** A catalog canary of 1.2.0 beside the stable 1.0.0, started at `startedAt`. */
export function canaryOf(startedAt = '2026-11-22T09:00:00.000Z', base: RegistryDocument = fakeRegistryDocument()): RegistryDocument {
  return startCanary(base, { remote: 'catalog', version: '1.2.0', entry: '/remotes/catalog/1.2.0/mf-manifest.json', share: 50, actor: 'ops', reason: '', at: startedAt }).doc;
}

export function describeHealthCounts(name: string, open: () => Promise<HealthCounts>): void {
  describe(`canary health counts: ${name}`, () => {
    const opened: HealthCounts[] = [];
    const handle = async () => {
      const counts = await open();
      opened.push(counts);
      return counts;
    };
    afterAll(() => Promise.all(opened.map((c) => c.close())));

    const seen = (visitor: string, view: string, network = `net-${visitor}`, failures: PageView['failures'] = []): PageView => ({ visitor, view, network, failures });

    it('counts page views, failed page views by kind and visitors per version of the running canary', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T09:00:00.000Z');
      expect(await counts.view(doc, 'catalog', '1.2.0', seen('a', 'v1'))).toBe(true);
      expect(await counts.view(doc, 'catalog', '1.2.0', seen('a', 'v2', 'net-a', ['ssr', '5xx']))).toBe(true);
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'a', view: 'v1', kind: 'mount', network: 'n' })).toBe(true);
      expect(await counts.view(doc, 'catalog', '1.0.0', seen('b', 'v3'))).toBe(true);
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 2, failures: 2, kinds: { ssr: 1, '5xx': 1, mount: 1 }, visitors: 1, failedVisitors: 1 });
      expect(await counts.of(doc, 'catalog', '1.0.0')).toEqual({ pageViews: 1, failures: 0, kinds: {}, visitors: 1, failedVisitors: 0 });
      expect(await counts.of(doc, 'events', '1.0.0')).toEqual({ pageViews: 0, failures: 0, kinds: {}, visitors: 0, failedVisitors: 0 });
    });

    it('counts a failure once per page view and kind, a page view as failed once; a view not counted here is counted with it, under the network rule', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T09:30:00.000Z');
      await counts.view(doc, 'catalog', '1.2.0', seen('a', 'v1', 'n1'));
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'a', view: 'v1', kind: 'load', network: 'n1' })).toBe(true);
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'a', view: 'v1', kind: 'load', network: 'n1' })).toBe(false);
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'a', view: 'v1', kind: 'mount', network: 'n1' })).toBe(true);
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 1, failures: 1, kinds: { load: 1, mount: 1 }, visitors: 1, failedVisitors: 1 });
      // b's view was counted by another process (its token says it was served): one view, one failure.
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'b', view: 'v2', kind: 'mount', network: 'n2' })).toBe(true);
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 2, failures: 2, kinds: { load: 1, mount: 2 }, visitors: 2, failedVisitors: 2 });
      // n2 has room for one more new visitor (two in all), then none.
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'c', view: 'v3', kind: 'mount', network: 'n2' })).toBe(DEFAULT_VISITORS_PER_NETWORK >= 2);
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'd', view: 'v4', kind: 'mount', network: 'n2' })).toBe(DEFAULT_VISITORS_PER_NETWORK >= 3);
    });

    it('lets one network bring at most its share of new visitors into a canary; those counted keep counting', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T09:45:00.000Z');
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => counts.view(doc, 'catalog', i % 2 ? '1.2.0' : '1.0.0', seen(`t${i}`, `w${i}`, 'net-x'))));
      expect(results.filter(Boolean)).toHaveLength(DEFAULT_VISITORS_PER_NETWORK);
      const first = `t${results.indexOf(true)}`;
      const version = results.indexOf(true) % 2 ? '1.2.0' : '1.0.0';
      expect(await counts.view(doc, 'catalog', version, seen(first, 'again', 'net-x'))).toBe(true);
      const [c, s] = [await counts.of(doc, 'catalog', '1.2.0'), await counts.of(doc, 'catalog', '1.0.0')];
      expect(c.visitors + s.visitors).toBe(DEFAULT_VISITORS_PER_NETWORK);
      expect(c.pageViews + s.pageViews).toBe(DEFAULT_VISITORS_PER_NETWORK + 1);
    });

    it('counts a visitor past its network’s share when the BFF itself saw their page fail (a failed server render, a 5xx): nothing to forge', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T09:50:00.000Z');
      for (let i = 0; i < DEFAULT_VISITORS_PER_NETWORK; i++) expect(await counts.view(doc, 'catalog', '1.2.0', seen(`c${i}`, `cv${i}`, 'carrier'))).toBe(true);
      // The network's share is used up: a healthy page view and a browser's report are not counted…
      expect(await counts.view(doc, 'catalog', '1.2.0', seen('late', 'lv1', 'carrier'))).toBe(false);
      expect(await counts.failure(doc, 'catalog', '1.2.0', { visitor: 'late', view: 'lv1', kind: 'render', network: 'carrier' })).toBe(false);
      // …but a page the BFF failed to render for them is.
      expect(await counts.view(doc, 'catalog', '1.2.0', seen('crashed', 'xv1', 'carrier', ['ssr']))).toBe(true);
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({
        pageViews: DEFAULT_VISITORS_PER_NETWORK + 1,
        failures: 1,
        kinds: { ssr: 1 },
        visitors: DEFAULT_VISITORS_PER_NETWORK + 1,
        failedVisitors: 1,
      });
    });

    it('keeps one fixed window per key for the beacon’s rate limits, across instances when shared', async () => {
      const [a, b] = [await handle(), await handle()];
      const key = `net:${Date.now()}`;
      const hits = [];
      for (let i = 0; i < 6; i++) hits.push(await (i % 2 ? a : b).hit(key, 4, 60_000));
      if (a.scope === 'shared') expect(hits).toEqual([true, true, true, true, false, false]);
      else expect(hits).toEqual([true, true, true, true, true, true]);
      expect(await a.hit(`${key}:other`, 4, 60_000)).toBe(true);
    });

    it('counts nothing for a remote with no canary, and starts a new canary of the same version from zero', async () => {
      const counts = await handle();
      const plain = fakeRegistryDocument();
      expect(await counts.view(plain, 'catalog', '1.0.0', seen('a', 'v1', 'n', ['5xx']))).toBe(false);
      expect(await counts.of(plain, 'catalog', '1.0.0')).toEqual({ pageViews: 0, failures: 0, kinds: {}, visitors: 0, failedVisitors: 0 });
      const first = canaryOf('2026-11-22T10:00:00.000Z');
      await counts.view(first, 'catalog', '1.2.0', seen('a', 'v1', 'n', ['ssr']));
      const again = canaryOf('2026-11-22T11:00:00.000Z');
      expect(await counts.of(again, 'catalog', '1.2.0')).toEqual({ pageViews: 0, failures: 0, kinds: {}, visitors: 0, failedVisitors: 0 });
      await counts.view(again, 'catalog', '1.2.0', seen('a', 'v3', 'n'));
      expect(await counts.of(again, 'catalog', '1.2.0')).toEqual({ pageViews: 1, failures: 0, kinds: {}, visitors: 1, failedVisitors: 0 });
    });

    it('loses no count among many at once', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T12:00:00.000Z');
      await Promise.all(Array.from({ length: 300 }, (_, i) => counts.view(doc, 'catalog', '1.2.0', seen(`v${i}`, `p${i}`))));
      await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? counts.failure(doc, 'catalog', '1.2.0', { visitor: `v${i}`, view: `p${i}`, kind: 'load', network: 'n' }) : Promise.resolve(false))));
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 300, failures: 100, kinds: { load: 100 }, visitors: 300, failedVisitors: 100 });
    });

    it('adds the counts of two instances when shared, keeps them apart when per instance (its scope says which)', async () => {
      const [a, b] = [await handle(), await handle()];
      expect(a.scope).toBe(b.scope);
      const doc = canaryOf('2026-11-22T13:00:00.000Z');
      await b.view(doc, 'catalog', '1.2.0', seen('m', 'v1'));
      const reported = await a.failure(doc, 'catalog', '1.2.0', { visitor: 'm', view: 'v1', kind: 'mount', network: 'n' });
      const seenByA = await a.of(doc, 'catalog', '1.2.0');
      expect(reported).toBe(true);
      expect(seenByA).toEqual({ pageViews: 1, failures: 1, kinds: { mount: 1 }, visitors: 1, failedVisitors: 1 });
      if (a.scope === 'shared') {
        expect(await b.of(doc, 'catalog', '1.2.0')).toEqual(seenByA);
      } else {
        // Each process decides on its own counts: A counted the view its report names.
        expect(await b.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 1, failures: 0, kinds: {}, visitors: 1, failedVisitors: 0 });
      }
    });
  });
}
