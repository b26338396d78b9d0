// Lists that recommend (Promo Favorit, the home's promo-and-event favourites, the default
// 'Rekomendasi' order) put what a member can still get first and sold-out promos after.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../testHelpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const promoList = async (path: string) => S.PromoListSchema.parse((await http(backend.apiUrl, path)).body).results;

/** Where the first sold-out item is, and whether an available one comes after it. */
function soldOutOrder(available: boolean[]): { firstSoldOut: number; availableAfter: boolean } {
  const firstSoldOut = available.indexOf(false);
  return { firstSoldOut, availableAfter: firstSoldOut >= 0 && available.slice(firstSoldOut).includes(true) };
}

describe('sold-out promos come after available ones', () => {
  it.each(['/v1/promos/favorites?pageSize=100', '/v1/promos?pageSize=100', '/v1/promos?pageSize=100&sort=priority', '/v1/promos?pageSize=100&sort=popular'])(
    '%s',
    async (path) => {
      const order = soldOutOrder((await promoList(path)).map((p) => p.isQuotaAvailable));
      // The seed has a sold-out promo, or the test would prove nothing.
      expect(order.firstSoldOut).toBeGreaterThan(0);
      expect(order.availableAfter).toBe(false);
    },
  );

  it('keeps other orders as asked (cheapest first stays cheapest first)', async () => {
    const prices = (await promoList('/v1/promos?pageSize=100&sort=points')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('applies to the promos of the home favourites strip', async () => {
    const res = await http(backend.apiUrl, '/v1/promo-event/favorites?pageSize=100');
    const favourites = S.PromoEventFavoriteListSchema.parse(res.body).results.filter((f) => f.type === 'promo');
    const all = new Map((await promoList('/v1/promos?pageSize=100&status=all')).map((p) => [p.id, p.isQuotaAvailable]));
    const order = soldOutOrder(favourites.map((f) => all.get(f.id) ?? true));
    expect(order.availableAfter).toBe(false);
  });
});
