// Promo endpoints of the catalog, injected into the one shared api. Endpoint names carry
// a 'catalog' prefix: the api is shared by every remote and names must not collide.
import { api, IDEMPOTENCY_KEY_HEADER, keepBalanceFrom, readListedPromos } from 'shared-contracts';
import type { BookmarkResponse, Promo, PromoBuyResponse, ListedPromos } from 'shared-contracts/schemas';

/** Backend sort keys offered on /promo ('' = the backend's default, priority). */
export type PromoSort = 'newest' | 'ending' | 'points';

export interface PromoListArgs {
  page?: number;
  pageSize?: number;
  category?: string;
  merchant?: string;
  sort?: PromoSort;
  q?: string;
  /** 'Poin cukup': only promos the member can afford. */
  maxPoint?: number;
}

export interface RedeemArgs {
  promoId: number;
  /** One key per confirmation: a repeated request is answered once (no double redemption). */
  idempotencyKey: string;
}

/** Every promo list (not one promo): a failed redemption asks them again. */
const PROMO_LISTS = { type: 'Promo', id: 'LIST' } as const;

export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogPromos: build.query<ListedPromos, PromoListArgs>({
      query: (params) => ({ url: '/api/v1/promos', params: { ...params } }),
      transformResponse: readListedPromos,
      providesTags: [PROMO_LISTS],
    }),
    catalogFavoritePromos: build.query<ListedPromos, { pageSize: number }>({
      query: (params) => ({ url: '/api/v1/promos/favorites', params: { ...params } }),
      transformResponse: readListedPromos,
      providesTags: [PROMO_LISTS],
    }),
    catalogNewestPromos: build.query<ListedPromos, { pageSize: number }>({
      query: (params) => ({ url: '/api/v1/promos/newest', params: { ...params } }),
      transformResponse: readListedPromos,
      providesTags: [PROMO_LISTS],
    }),
    catalogPromo: build.query<Promo, string>({
      query: (slug) => `/api/v1/promos/slug/${encodeURIComponent(slug)}`,
      providesTags: (promo) => (promo ? [{ type: 'Promo', id: promo.id }, 'Bookmark'] : ['Bookmark']),
    }),
    /**
     * One round trip: the answer carries the new balance, written into the header's and the
     * price bar's point query (no GET of the points); only the redeemed promo is asked again
     * (its quota and 'already redeemed'), and the member's vouchers and point history are
     * renewed where they are shown. A failure (quota gone, points spent elsewhere) means what
     * we showed was stale: the balance and the promo lists are asked again. The key travels
     * as the Idempotency-Key header, which the BFF's proxy forwards.
     */
    catalogRedeemPromo: build.mutation<PromoBuyResponse, RedeemArgs>({
      query: ({ promoId, idempotencyKey }) => ({
        url: '/api/v2/promos/buy',
        method: 'POST',
        body: { promoId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepBalanceFrom(queryFulfilled, dispatch),
      invalidatesTags: (result, _error, { promoId }) =>
        result ? [{ type: 'Promo', id: promoId }, 'Voucher', 'PointHistory'] : ['Point', { type: 'Promo', id: promoId }, PROMO_LISTS],
    }),
    catalogSetBookmark: build.mutation<BookmarkResponse, { promoId: number; bookmarked: boolean }>({
      query: ({ promoId, bookmarked }) =>
        bookmarked
          ? { url: '/api/v1/promos/bookmarks', method: 'POST', body: { promoId } }
          : { url: `/api/v1/promos/bookmarks/${promoId}`, method: 'DELETE' },
      invalidatesTags: ['Bookmark'],
    }),
  }),
});

export const {
  useCatalogPromosQuery,
  useCatalogFavoritePromosQuery,
  useCatalogNewestPromosQuery,
  useCatalogPromoQuery,
  useCatalogRedeemPromoMutation,
  useCatalogSetBookmarkMutation,
} = promoApi;
