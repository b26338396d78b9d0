// A list answer as the site reads it: every item without what only its own page shows, the
// envelope unchanged, and the answer it came from untouched (RTK Query may hold it elsewhere).
import { ListedArticlesSchema, ListedEventsSchema, ListedPromosSchema } from '../schemas';
import { ARTICLE_DETAIL_ONLY, EVENT_DETAIL_ONLY, PROMO_DETAIL_ONLY, readListed } from './listed';

const envelope = { count: 2, next: null, previous: null, perPage: 12 };

describe('readListed', () => {
  it('drops a member’s marks and the detail HTML from every promo of a list, keeping the rest', () => {
    const promo = (id: number) => ({ id, title: `Promo ${id}`, price: 500, isAlreadyPurchased: true, isBookmarked: true, content: '<p>x</p>', tnc: '<p>t</p>', howToUse: '<p>h</p>' });
    const answer = { ...envelope, results: [promo(1), promo(2)] };
    const read = readListed<ReturnType<typeof promo>, (typeof PROMO_DETAIL_ONLY)[number]>(PROMO_DETAIL_ONLY)(answer);
    expect(read).toEqual({ ...envelope, results: [{ id: 1, title: 'Promo 1', price: 500 }, { id: 2, title: 'Promo 2', price: 500 }] });
    expect(answer.results[0]).toHaveProperty('isBookmarked', true);
  });

  it('names the same fields the listed schemas leave out', () => {
    const shapeKeys = (schema: { shape: { results: { element: { shape: object } } } }) => Object.keys(schema.shape.results.element.shape);
    for (const [schema, dropped] of [
      [ListedPromosSchema, PROMO_DETAIL_ONLY],
      [ListedEventsSchema, EVENT_DETAIL_ONLY],
      [ListedArticlesSchema, ARTICLE_DETAIL_ONLY],
    ] as const) {
      const keys = shapeKeys(schema as never);
      expect(keys.length).toBeGreaterThan(5);
      for (const field of dropped) expect(keys).not.toContain(field);
    }
  });
});
