// Promo endpoints of the catalog, injected into the one shared api. Endpoint names carry
// a 'catalog' prefix: the api is shared by every remote and names must not collide.
import { api } from 'shared-contracts';
import type { BookmarkResponse, Promo, PromoBuyResponse, PromoList } from 'shared-contracts/schemas';

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

export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogPromos: build.query<PromoList, PromoListArgs>({
      query: (params) => ({ url: '/api/v1/promos', params: { ...params } }),
      providesTags: ['Promo'],
    }),
    catalogFavoritePromos: build.query<PromoList, { pageSize: number }>({
      query: (params) => ({ url: '/api/v1/promos/favorites', params: { ...params } }),
      providesTags: ['Promo'],
    }),
    catalogNewestPromos: build.query<PromoList, { pageSize: number }>({
      query: (params) => ({ url: '/api/v1/promos/newest', params: { ...params } }),
      providesTags: ['Promo'],
    }),
    catalogPromo: build.query<Promo, string>({
      query: (slug) => `/api/v1/promos/slug/${encodeURIComponent(slug)}`,
      providesTags: ['Promo', 'Bookmark'],
    }),
    catalogRedeemPromo: build.mutation<PromoBuyResponse, RedeemArgs>({
      query: (body) => ({ url: '/api/v2/promos/buy', method: 'POST', body }),
      // Success: the header's points and the member's vouchers change at once. A failure
      // (quota gone, points spent elsewhere) means what we showed was stale: refresh it.
      invalidatesTags: (result) => (result ? ['Point', 'Voucher', 'Promo'] : ['Point', 'Promo']),
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
