// Following the registry: after a rollback or an aborted canary, the kept files and pages of
// the withdrawn version go; what the live registry names stays.
import { BOOT_ELEMENT_ID, serializeForScript } from 'shared-contracts/core';
import { SW_CACHES } from '../features/offline/swContract';
import { pruneToLive, type CacheLike, type CacheStorageLike } from './registrySync';

const SITE = 'https://www.myvalue.id';

/** Cache Storage in memory, as the worker's caches hold entries (request → response). */
function memoryCaches(entries: Record<string, Record<string, string>>): CacheStorageLike & { urls(name: string): string[] } {
  const caches = new Map<string, Map<string, string>>();
  for (const [name, items] of Object.entries(entries)) caches.set(name, new Map(Object.entries(items).map(([path, body]) => [`${SITE}${path}`, body])));
  const open = async (name: string): Promise<CacheLike> => {
    const cache = caches.get(name) ?? new Map<string, string>();
    caches.set(name, cache);
    return {
      keys: async () => [...cache.keys()].map((url) => new Request(url)),
      match: async (request) => (cache.has(request.url) ? new Response(cache.get(request.url)) : undefined),
      delete: async (request) => cache.delete(request.url),
    };
  };
  return { open, urls: (name) => [...(caches.get(name)?.keys() ?? [])].map((u) => u.slice(SITE.length)) };
}

function page(buildId: string, versions: Record<string, string>): string {
  const remotes = Object.entries(versions).map(([name, version]) => ({ name, version, entry: `/remotes/${name}/${version}/mf-manifest.json` }));
  return `<html><body><script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript({ buildId, registry: { environment: 'x', remotes } })}</script></body></html>`;
}

const stable = { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' };

describe('pruning to the live registry', () => {
  it('after the catalog canary 1.2.0 is aborted, its files and the pages that ran it go; the rest stays', async () => {
    const caches = memoryCaches({
      [SW_CACHES.remotes]: {
        '/remotes/catalog/1.2.0/remoteEntry.js': 'canary',
        '/remotes/catalog/1.2.0/page-promo.abc.js': 'canary',
        '/remotes/catalog/1.0.0/remoteEntry.js': 'stable',
        '/remotes/events/1.0.0/remoteEntry.js': 'stable',
      },
      [SW_CACHES.pages]: {
        '/promo': page('b1', { ...stable, catalog: '1.2.0' }),
        '/event': page('b1', { ...stable, catalog: '1.2.0' }),
        '/about': page('b1', stable),
      },
    });
    const removed = await pruneToLive(caches, { buildId: 'b1', remotes: stable });
    expect(removed.map((u) => u.slice(SITE.length)).sort()).toEqual(['/promo', '/remotes/catalog/1.2.0/page-promo.abc.js', '/remotes/catalog/1.2.0/remoteEntry.js']);
    expect(caches.urls(SW_CACHES.remotes)).toEqual(['/remotes/catalog/1.0.0/remoteEntry.js', '/remotes/events/1.0.0/remoteEntry.js']);
    // /event renders the events remote, whose version did not change.
    expect(caches.urls(SW_CACHES.pages)).toEqual(['/event', '/about']);
  });

  it('a new shell build drops every page kept from the old one', async () => {
    const caches = memoryCaches({ [SW_CACHES.pages]: { '/about': page('old', stable), '/': page('new', stable) } });
    await pruneToLive(caches, { buildId: 'new', remotes: stable });
    expect(caches.urls(SW_CACHES.pages)).toEqual(['/']);
  });

  it('changes nothing when everything kept is live', async () => {
    const caches = memoryCaches({ [SW_CACHES.remotes]: { '/remotes/catalog/1.0.0/remoteEntry.js': 'x' }, [SW_CACHES.pages]: { '/promo': page('b1', stable) } });
    expect(await pruneToLive(caches, { buildId: 'b1', remotes: stable })).toEqual([]);
  });
});
