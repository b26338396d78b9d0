// Events matching a search query: the search page groups them beside promos and merchants.
import { api } from 'shared-contracts';
import type { EventList } from 'shared-contracts/schemas';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogSearchEvents: build.query<EventList, { q: string; pageSize: number }>({
      query: (params) => ({ url: '/api/v1/events', params: { ...params } }),
      providesTags: ['Event'],
    }),
  }),
});

export const { useCatalogSearchEventsQuery } = searchApi;
