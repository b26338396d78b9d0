// What a list on the site reads of an item: the Content API sends every promo, event and
// article of a list whole (the detail page's HTML, and for a member asking with a token,
// their own marks), but a card shows neither. A list answer is read without those fields:
// - the page's state the server sends for the browser to take over is half as large (a
//   promo card's tnc, howToUse and content HTML were more than half of each item);
// - a list is the same for every member and visitor, so the BFF may share it
//   (shell/server/src/upstream/sharedAnswers.ts); the types (ListedPromo, ListedEvent,
//   ListedArticle in shared-contracts/schemas, derived from these lists) keep it so: a list
//   view that read a mark or the detail HTML would not compile.
// No zod here: the remotes' browser bundles use this without the schemas (types only).
import type { Article, Event, Promo } from '../schemas';

/** A promo's fields only its own page shows: the member's marks and the detail HTML. */
export const PROMO_DETAIL_ONLY = ['isAlreadyPurchased', 'isBookmarked', 'content', 'tnc', 'howToUse'] as const;
/** An event's fields only its own pages show: the member's registration and the detail HTML. */
export const EVENT_DETAIL_ONLY = ['isRegistered', 'description', 'tnc'] as const;
/** An article's field only its own page shows: its body. */
export const ARTICLE_DETAIL_ONLY = ['content'] as const;

/** The paged list envelope (listOf in shared-contracts/schemas). */
export interface Paged<T> {
  count: number;
  next: number | null;
  previous: number | null;
  perPage: number;
  results: T[];
}

/** `{ field: true }` for each field: the mask zod's omit takes. */
export function omitMask<K extends string>(fields: readonly K[]): Record<K, true> {
  return Object.fromEntries(fields.map((f) => [f, true])) as Record<K, true>;
}

/** A list endpoint's transformResponse: each item without `fields`. */
export function readListed<Item extends object, K extends keyof Item & string>(fields: readonly K[]): (list: Paged<Item>) => Paged<Omit<Item, K>> {
  const dropped = new Set<string>(fields);
  return (list) => ({
    ...list,
    results: list.results.map((item) => {
      const kept: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(item)) if (!dropped.has(key)) kept[key] = value;
      return kept as Omit<Item, K>;
    }),
  });
}

/** The list endpoints' transformResponse, one per kind of card. */
export const readListedPromos = readListed<Promo, (typeof PROMO_DETAIL_ONLY)[number]>(PROMO_DETAIL_ONLY);
export const readListedEvents = readListed<Event, (typeof EVENT_DETAIL_ONLY)[number]>(EVENT_DETAIL_ONLY);
export const readListedArticles = readListed<Article, (typeof ARTICLE_DETAIL_ONLY)[number]>(ARTICLE_DETAIL_ONLY);
