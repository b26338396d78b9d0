// Announcements of the Content API beyond the home page's running one (homeApi): the
// started ones as a paged list, and one by slug.
import { api } from 'shared-contracts';
import type { Announcement, AnnouncementList } from 'shared-contracts/schemas';

export interface AnnouncementListArgs {
  page: number;
  pageSize: number;
}

export const announcementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementList, AnnouncementListArgs>({
      query: ({ page, pageSize }) => {
        const params = new URLSearchParams({ pageSize: String(pageSize) });
        if (page > 1) params.set('page', String(page));
        return `/api/v1/home-announcement/list?${params.toString()}`;
      },
    }),
    getAnnouncementBySlug: build.query<Announcement, string>({
      query: (slug) => `/api/v1/home-announcement/slug/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetAnnouncementsQuery, useGetAnnouncementBySlugQuery } = announcementApi;
