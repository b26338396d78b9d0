// What /event, /event/:slug and /event/:slug/register read, with which arguments: the
// pages' hooks and the events page table (src/pages.ts, which the server prefetch reads)
// both use these.
import { queryCall, skipToken, memberApi, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Event } from 'shared-contracts/schemas';
import { campaignApi } from '../../api/campaignApi';
import { eventApi, eventSlug, type EventListArgs } from '../../api/eventApi';
import { dateRangeError, readListParams, toQueryArgs, type ListFilters } from './listParams';

/** The list's argument; none while the date range is the wrong way round (the page says so). */
export function eventListArgs(filters: ListFilters): EventListArgs | typeof skipToken {
  return dateRangeError(filters) ? skipToken : toQueryArgs(filters);
}

export function eventListData({ search }: PageDataContext): DataCall[] {
  const args = eventListArgs(readListParams(search));
  return [
    queryCall(eventApi.endpoints.getEventFacets, undefined),
    queryCall(campaignApi.endpoints.getRunningCampaignsV2, undefined),
    ...(args === skipToken ? [] : [queryCall(eventApi.endpoints.getEvents, args, { main: true })]),
  ];
}

export function eventIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Event | undefined {
  return eventApi.endpoints.getEventBySlug.select(eventSlug(params))(state).data;
}

export function eventDetailData({ params }: PageDataContext): DataCall[] {
  return [queryCall(eventApi.endpoints.getEventBySlug, eventSlug(params), { main: true })];
}

/** The registration page: the event, and for a member the profile the form is filled from. */
export function registerData({ params, session }: PageDataContext): DataCall[] {
  return [
    queryCall(eventApi.endpoints.getEventBySlug, eventSlug(params), { main: true }),
    ...(session.status === 'member' ? [queryCall(memberApi.endpoints.getUser, undefined)] : []),
  ];
}
