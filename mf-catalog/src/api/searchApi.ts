// The search groups the catalog has no list endpoint of its own for: events, articles and
// campaigns matching q (the Content API's lists filter by q), injected into the one api.
import { api, readListedArticles, readListedEvents } from 'shared-contracts';
import type { CampaignList, ListedArticles, ListedEvents, PromoEventFavoriteList } from 'shared-contracts/schemas';

export interface SearchArgs {
  q: string;
  pageSize: number;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogSearchEvents: build.query<ListedEvents, SearchArgs>({
      query: (params) => ({ url: '/api/v1/events', params: { ...params } }),
      transformResponse: readListedEvents,
      providesTags: ['Event'],
    }),
    catalogSearchArticles: build.query<ListedArticles, SearchArgs>({
      query: (params) => ({ url: '/api/v1/articles', params: { ...params } }),
      transformResponse: readListedArticles,
    }),
    catalogSearchCampaigns: build.query<CampaignList, SearchArgs>({
      query: (params) => ({ url: '/api/v1/campaigns', params: { ...params } }),
    }),
    /** Popular promos and upcoming events mixed (/v1/promo-event/favorites): the page before a query. */
    catalogPromoEventFavorites: build.query<PromoEventFavoriteList, number>({
      query: (pageSize) => ({ url: '/api/v1/promo-event/favorites', params: { pageSize } }),
    }),
  }),
});

export const { useCatalogSearchEventsQuery, useCatalogSearchArticlesQuery, useCatalogSearchCampaignsQuery, useCatalogPromoEventFavoritesQuery } =
  searchApi;
