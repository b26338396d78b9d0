// Merchant endpoints of the catalog, injected into the one shared api.
import { api } from 'shared-contracts';
import type { Merchant, MerchantList } from 'shared-contracts/schemas';

export interface MerchantListArgs {
  page?: number;
  pageSize?: number;
  q?: string;
  category?: string;
  sort?: 'name' | 'promos';
}

export const merchantApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogMerchants: build.query<MerchantList, MerchantListArgs>({
      query: (params) => ({ url: '/api/v1/merchants', params: { ...params } }),
    }),
    catalogMerchantBySlug: build.query<Merchant, string>({
      query: (slug) => `/api/v1/merchants/slug/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useCatalogMerchantsQuery } = merchantApi;
