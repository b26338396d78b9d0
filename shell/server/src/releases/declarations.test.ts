/**
 * @jest-environment node
 */
// The live versions' declarations: a page exists exactly while a version declaring it is the
// one served (promote, rollback, canary), only under its owner's prefixes; a call is allowed
// only while a live version declares it and the BFF's policy allows it.
import { DEFAULT_PREFIXES, type ReleaseDeclaration } from 'shared-contracts/core';
import { createUpstreamClient } from '../upstream/client';
import { siteServices } from '../upstream/services';
import { createLiveDeclarations } from './declarations';

const PICKS: ReleaseDeclaration = {
  routes: [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' },
    { path: '/promo/pilihan', layout: 'promo-page', title: 'Promo Pilihan', query: ['page'] },
    // Outside the catalog's prefixes: never served.
    { path: '/about/catalog', layout: 'default', title: 'Bukan milik katalog' },
  ],
  upstream: [
    { service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true },
    // The catalog may only read from the SSO: refused by the policy.
    { service: 'sso', method: 'DELETE', path: '/v1/wishlist' },
  ],
};
const manifests: Record<string, unknown> = {
  'catalog@1.2.0': { metaData: { release: { routes: [{ path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' }] } } },
  'catalog@1.3.0': { metaData: { release: PICKS } },
  'catalog@0.9.0': { metaData: {} },
};
const store = { manifest: (remote: string, version: string) => (manifests[`${remote}@${version}`] as Record<string, unknown>) ?? null };

describe('routes of the versions served', () => {
  const warnings: string[] = [];
  const live = createLiveDeclarations(store, (m) => warnings.push(m));
  const v12 = [{ name: 'catalog' as const, version: '1.2.0' }];
  const v13 = [{ name: 'catalog' as const, version: '1.3.0' }];

  it("has a page while the version declaring it is served, and not after rolling back to one that does not", () => {
    expect(live.tableFor(v13, DEFAULT_PREFIXES).match('/promo/pilihan')?.route).toEqual(expect.objectContaining({ owner: 'catalog', title: 'Promo Pilihan', query: ['page'] }));
    expect(live.tableFor(v12, DEFAULT_PREFIXES).match('/promo/pilihan')).toBeNull();
    expect(live.tableFor(v12, DEFAULT_PREFIXES).match('/promo')?.route.owner).toBe('catalog');
    // The shell's own pages are always there.
    expect(live.tableFor(v12, DEFAULT_PREFIXES).match('/about')?.route.owner).toBe('shell');
  });

  it('builds a table once per set of versions and prefixes, not per request', () => {
    expect(live.tableFor(v13, DEFAULT_PREFIXES)).toBe(live.tableFor([...v13], DEFAULT_PREFIXES));
    expect(live.tableFor(v13, DEFAULT_PREFIXES)).not.toBe(live.tableFor(v12, DEFAULT_PREFIXES));
  });

  it("serves a remote's pages only under the prefixes the registry gives it", () => {
    expect(live.tableFor(v13, DEFAULT_PREFIXES).match('/about/catalog')).toBeNull();
    expect(warnings.join('\n')).toContain('/about/catalog outside its prefixes');
    expect(live.tableFor(v13, { ...DEFAULT_PREFIXES, catalog: ['/search'] }).match('/promo/pilihan')).toBeNull();
  });

  it('gives a version without a usable declaration no page (and says so once)', () => {
    expect(live.tableFor([{ name: 'catalog', version: '0.9.0' }], DEFAULT_PREFIXES).match('/promo')).toBeNull();
    expect(warnings.filter((w) => w.startsWith('catalog@0.9.0')).length).toBe(1);
  });
});

describe('declared upstream calls', () => {
  const live = createLiveDeclarations(store, () => {});
  const clientWith = (versions: Array<{ name: 'catalog'; version: string }>) =>
    createUpstreamClient(siteServices({ apiUrl: 'http://content.test', ssoUrl: 'http://sso.test' }), 1000, () => live.grantsFor(versions));

  it('passes a call a live version declares, with its method, and refuses it once no live version does', () => {
    const v13 = clientWith([{ name: 'catalog', version: '1.3.0' }]);
    expect(v13.resolve('/api/v1/promo-picks?page=2', 'GET').ok).toBe(true);
    expect(v13.resolve('/api/v1/promo-picks', 'POST')).toEqual(expect.objectContaining({ ok: false, status: 404 }));
    expect(v13.resolve('/api/v1/promo-picks/../admin', 'GET').ok).toBe(false);
    const v12 = clientWith([{ name: 'catalog', version: '1.2.0' }]);
    expect(v12.resolve('/api/v1/promo-picks', 'GET')).toEqual(expect.objectContaining({ ok: false, status: 404 }));
  });

  it("never passes a declared call the BFF's policy refuses", () => {
    expect(clientWith([{ name: 'catalog', version: '1.3.0' }]).resolve('/sso/v1/wishlist', 'DELETE')).toEqual(expect.objectContaining({ ok: false, status: 404 }));
  });

  it('shares a declared shared answer only while it is declared', () => {
    expect(live.grantsFor([{ name: 'catalog', version: '1.3.0' }]).shared('/v1/promo-picks')).toBe(true);
    expect(live.grantsFor([{ name: 'catalog', version: '1.2.0' }]).shared('/v1/promo-picks')).toBe(false);
  });
});
