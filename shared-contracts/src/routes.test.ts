import { hasMalformedSlug, matchRoute } from './routes';
import { SLUG_MAX_LENGTH } from './rules/slug';

const malformed = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return hasMalformedSlug(match);
};

describe('hasMalformedSlug: spec §8 route validation of a slug', () => {
  it('accepts the slugs pages have, on every route with a slug', () => {
    for (const path of ['/promo/kopi-susu', '/merchant/gramedia', '/category/12', '/event/festival_2026', '/event/a1/register', '/campaign/pesta-buku', '/campaign-event/x', '/article/tips']) {
      expect(malformed(path)).toBe(false);
    }
  });

  it('refuses a slug of a shape no page has', () => {
    for (const path of ['/promo/-awal-strip', '/merchant/ada%20spasi', '/category/titik.slug', `/event/${'a'.repeat(SLUG_MAX_LENGTH + 1)}/register`, '/campaign/_x']) {
      expect(malformed(path)).toBe(true);
    }
  });

  it('never concerns a route without a slug', () => {
    for (const path of ['/', '/promo', '/event', '/account/voucher', '/search']) expect(malformed(path)).toBe(false);
  });
});

describe('matchRoute', () => {
  it('matches a pathname the same way however often it is asked (its answer is kept), without case, 404 as null', () => {
    for (let i = 0; i < 3; i++) {
      expect(matchRoute('/promo/Kopi-Susu')).toEqual({ route: expect.objectContaining({ path: '/promo/:slug', owner: 'catalog' }), params: { slug: 'Kopi-Susu' } });
      expect(matchRoute('/ACCOUNT/poin')?.route.path).toBe('/account/poin');
      expect(matchRoute('/tidak/ada/halaman')).toBeNull();
    }
  });

  it('keeps answers for a bounded number of pathnames: made-up ones push out the oldest, and matching still answers them right', () => {
    for (let i = 0; i < 2000; i++) expect(matchRoute(`/promo/acak-${i}`)?.params.slug).toBe(`acak-${i}`);
    expect(matchRoute('/promo/acak-0')?.params).toEqual({ slug: 'acak-0' });
    expect(matchRoute('/event')?.route.owner).toBe('events');
  });

  it('hands out a match nobody can change for the next request', () => {
    const match = matchRoute('/merchant/gramedia')!;
    expect(Object.isFrozen(match)).toBe(true);
    expect(Object.isFrozen(match.params)).toBe(true);
  });
});
