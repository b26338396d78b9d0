import { upstreamPathPattern } from './release';
import { releaseOfManifest } from './server/releaseSchemas';

describe('releaseOfManifest', () => {
  it("reads a version's declared pages and calls from its manifest", () => {
    const found = releaseOfManifest({
      metaData: { release: { routes: [{ path: '/promo/pilihan', layout: 'promo-page', title: 'Pilihan' }], upstream: [{ service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true }] } },
    });
    expect(found).toEqual({
      ok: true,
      release: { routes: [{ path: '/promo/pilihan', layout: 'promo-page', title: 'Pilihan' }], upstream: [{ service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true }] },
    });
  });

  it('declares nothing for a manifest without a declaration, or with one the schema refuses', () => {
    expect(releaseOfManifest({ metaData: {} }).ok).toBe(false);
    expect(releaseOfManifest(null).ok).toBe(false);
    const bad = releaseOfManifest({ metaData: { release: { routes: [], upstream: [{ service: 'cms', method: 'GET', path: '/x' }] } } });
    expect(bad).toEqual({ ok: false, reason: expect.stringContaining('upstream.0.service') });
    expect(releaseOfManifest({ metaData: { release: { routes: [], upstream: [{ service: 'content', method: 'GET', path: '/v1/../admin' }] } } }).ok).toBe(false);
  });
});

describe('upstreamPathPattern', () => {
  it('matches a param as one segment, never across a /', () => {
    const pattern = upstreamPathPattern('/v1/promo-picks/:slug');
    expect(pattern.test('/v1/promo-picks/kopi')).toBe(true);
    expect(pattern.test('/v1/promo-picks/kopi/more')).toBe(false);
    expect(pattern.test('/v1/promo-picks')).toBe(false);
    expect(upstreamPathPattern('/v1/promo-picks').test('/v1/promo-picksX')).toBe(false);
  });
});
