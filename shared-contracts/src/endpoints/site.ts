// Site-wide content every app may show: the outbound app links (store pages, the
// app-download page) of spec §1/§7 (/v1/app-links). One endpoint definition, one cache.
import type { AppLinks } from '../schemas';
import { api } from '../store/api';

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppLinks: build.query<AppLinks, void>({
      query: () => '/api/v1/app-links',
      // Links change rarely: keep them for the whole visit once loaded.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetAppLinksQuery } = siteApi;
