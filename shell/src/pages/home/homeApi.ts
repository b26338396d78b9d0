// Home-only Content API data: the banner carousel and the running announcement.
import { api } from 'shared-contracts';
import type { BannerList, HomeAnnouncement } from 'shared-contracts/schemas';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<BannerList, void>({ query: () => '/api/v1/banners' }),
    getHomeAnnouncement: build.query<HomeAnnouncement, void>({ query: () => '/api/v1/home-announcement' }),
  }),
});

export const { useGetBannersQuery, useGetHomeAnnouncementQuery } = homeApi;
