// What '/announcement' and '/announcement/:slug' read, with which arguments: the pages'
// hooks and the shell's page table (pages/index.tsx, which the server prefetch reads) both
// use these.
import { pageNumber, queryCall, skipToken, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Announcement } from 'shared-contracts/schemas';
import { announcementApi, type AnnouncementListArgs } from '../../api/announcementApi';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** ?page of '/announcement'. */
export function announcementListArgs(search: URLSearchParams): AnnouncementListArgs {
  return { page: pageNumber(search.get('page')), pageSize: ANNOUNCEMENTS_PAGE_SIZE };
}

export function announcementListData({ search }: PageDataContext): DataCall[] {
  return [queryCall(announcementApi.endpoints.getAnnouncements, announcementListArgs(search), { main: true })];
}

export function announcementSlug(params: Readonly<Record<string, string | undefined>>): string | typeof skipToken {
  return params.slug || skipToken;
}

export function announcementIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Announcement | undefined {
  const slug = announcementSlug(params);
  return slug === skipToken ? undefined : announcementApi.endpoints.getAnnouncementBySlug.select(slug)(state).data;
}

/** One announcement; an unknown slug fails this main call with 404: the not-found page. */
export function announcementData({ params }: PageDataContext): DataCall[] {
  const slug = announcementSlug(params);
  return slug === skipToken ? [] : [queryCall(announcementApi.endpoints.getAnnouncementBySlug, slug, { main: true })];
}
