// CMS pages of the Content API (about, business, referral, learn-more, gramedia-troops).
import { api } from 'shared-contracts';
import type { CmsPage } from 'shared-contracts/schemas';

export const cmsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCmsPage: build.query<CmsPage, string>({
      query: (slug) => `/api/v1/pages/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetCmsPageQuery } = cmsApi;
