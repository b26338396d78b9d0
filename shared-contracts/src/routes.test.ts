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
