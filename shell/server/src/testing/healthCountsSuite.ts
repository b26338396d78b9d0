// One behaviour for every store of canary health counts (canary/health.ts): the in-memory
// counts run it in shell/server, the Redis counts in infra/registry (a real redis-server).
// `open` gives a handle as one BFF instance holds it; a second call is another instance.
import { fakeRegistryDocument } from './fakes';
import type { HealthCounts } from '../canary/health';
import { startCanary } from '../canary/transitions';
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

    it('counts page views and failures by kind per version of the running canary', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T09:00:00.000Z');
      await counts.add(doc, 'catalog', '1.2.0', { pageView: true });
      await counts.add(doc, 'catalog', '1.2.0', { pageView: true, failures: ['ssr', '5xx'] });
      await counts.add(doc, 'catalog', '1.2.0', { failures: ['mount'] });
      await counts.add(doc, 'catalog', '1.0.0', { pageView: true });
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 2, failures: 3, kinds: { ssr: 1, '5xx': 1, mount: 1 } });
      expect(await counts.of(doc, 'catalog', '1.0.0')).toEqual({ pageViews: 1, failures: 0, kinds: {} });
      expect(await counts.of(doc, 'events', '1.0.0')).toEqual({ pageViews: 0, failures: 0, kinds: {} });
    });

    it('counts nothing for a remote with no canary, and starts a new canary of the same version from zero', async () => {
      const counts = await handle();
      const plain = fakeRegistryDocument();
      await counts.add(plain, 'catalog', '1.0.0', { pageView: true, failures: ['5xx'] });
      expect(await counts.of(plain, 'catalog', '1.0.0')).toEqual({ pageViews: 0, failures: 0, kinds: {} });
      const first = canaryOf('2026-11-22T10:00:00.000Z');
      await counts.add(first, 'catalog', '1.2.0', { pageView: true, failures: ['mount'] });
      const again = canaryOf('2026-11-22T11:00:00.000Z');
      expect(await counts.of(again, 'catalog', '1.2.0')).toEqual({ pageViews: 0, failures: 0, kinds: {} });
      await counts.add(again, 'catalog', '1.2.0', { pageView: true });
      expect(await counts.of(again, 'catalog', '1.2.0')).toEqual({ pageViews: 1, failures: 0, kinds: {} });
    });

    it('loses no count among many at once', async () => {
      const counts = await handle();
      const doc = canaryOf('2026-11-22T12:00:00.000Z');
      await Promise.all(
        Array.from({ length: 300 }, (_, i) => counts.add(doc, 'catalog', '1.2.0', { pageView: true, failures: i % 3 === 0 ? ['load'] : [] })),
      );
      expect(await counts.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 300, failures: 100, kinds: { load: 100 } });
    });

    it('adds the counts of two instances when shared, keeps them apart when per instance (its scope says which)', async () => {
      const [a, b] = [await handle(), await handle()];
      expect(a.scope).toBe(b.scope);
      const doc = canaryOf('2026-11-22T13:00:00.000Z');
      await a.add(doc, 'catalog', '1.2.0', { failures: ['mount'] });
      await b.add(doc, 'catalog', '1.2.0', { pageView: true });
      const seenByA = await a.of(doc, 'catalog', '1.2.0');
      if (a.scope === 'shared') {
        expect(seenByA).toEqual({ pageViews: 1, failures: 1, kinds: { mount: 1 } });
        expect(await b.of(doc, 'catalog', '1.2.0')).toEqual(seenByA);
      } else {
        expect(seenByA).toEqual({ pageViews: 0, failures: 1, kinds: { mount: 1 } });
        expect(await b.of(doc, 'catalog', '1.2.0')).toEqual({ pageViews: 1, failures: 0, kinds: {} });
      }
    });
  });
}
