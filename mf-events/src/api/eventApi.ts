// The events team's endpoints, injected into the one shared api (never a second api).
import { api, IDEMPOTENCY_KEY_HEADER, keepBalanceFrom, readListedEvents } from 'shared-contracts';
import type { Event, EventBuyRequest, EventBuyResponse, ListedEvents, EventStatus } from 'shared-contracts/schemas';

export type EventTab = Extract<EventStatus, 'upcoming' | 'past'>;

/** A registration: its body, and the attempt's key (sent as the Idempotency-Key header). */
export type EventBuyArgs = EventBuyRequest & { idempotencyKey: string };

export interface EventListArgs {
  status: EventTab;
  category?: string;
  city?: string;
  /** 'YYYY-MM-DD', a WIB calendar day (the backend reads a bare date as 00.00 WIB). */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export interface EventFacets {
  categories: Array<{ slug: string; title: string }>;
  cities: string[];
}

/** Query string of the list: only the filters that are set, in a stable order (one cache entry per filter set). */
export function eventListQuery(args: EventListArgs): string {
  const params = new URLSearchParams({ status: args.status });
  if (args.category) params.set('category', args.category);
  if (args.city) params.set('city', args.city);
  if (args.from) params.set('from', args.from);
  if (args.to) params.set('to', args.to);
  if (args.page && args.page > 1) params.set('page', String(args.page));
  if (args.pageSize) params.set('pageSize', String(args.pageSize));
  return `/api/v1/events?${params.toString()}`;
}

/** The filter choices, from the events themselves (the Content API has no event-category list). */
export function facetsOf(list: ListedEvents): EventFacets {
  const categories = new Map<string, string>();
  const cities = new Set<string>();
  for (const e of list.results) {
    categories.set(e.category.slug, e.category.title);
    cities.add(e.venue.city);
  }
  return {
    categories: [...categories].map(([slug, title]) => ({ slug, title })).sort((a, b) => a.title.localeCompare(b.title, 'id')),
    cities: [...cities].sort((a, b) => a.localeCompare(b, 'id')),
  };
}

export const FACETS_PAGE_SIZE = 100;

export const eventApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<ListedEvents, EventListArgs>({
      query: eventListQuery,
      // Read as cards (shared-contracts store/listed.ts).
      transformResponse: readListedEvents,
      providesTags: ['Event'],
    }),
    getEventFacets: build.query<EventFacets, void>({
      query: () => `/api/v1/events?status=all&pageSize=${FACETS_PAGE_SIZE}`,
      transformResponse: (list: ListedEvents) => facetsOf(list),
    }),
    getEventBySlug: build.query<Event, string>({
      query: (slug) => `/api/v1/events/slug/${encodeURIComponent(slug)}`,
      providesTags: (result) => (result ? [{ type: 'Event', id: result.id }, 'Event'] : ['Event']),
    }),
    buyEvent: build.mutation<EventBuyResponse, EventBuyArgs>({
      // The key travels as the Idempotency-Key header, which the BFF's proxy forwards.
      query: ({ idempotencyKey, ...body }) => ({
        url: '/api/v1/events/buy',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // The answer carries the new balance: written into the header's point query (no GET of
      // the points). The tickets appear under /account/voucher, the point history changes,
      // and the seats left change.
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepBalanceFrom(queryFulfilled, dispatch),
      invalidatesTags: (result) => (result ? ['Voucher', 'PointHistory', 'Event'] : []),
    }),
  }),
});

export const { useGetEventsQuery, useGetEventFacetsQuery, useGetEventBySlugQuery, useBuyEventMutation } = eventApi;

/** The getEventBySlug argument of /event/:slug and /event/:slug/register (the event page and the registration page). */
export function eventSlug(params: Readonly<Record<string, string | undefined>>): string {
  return params.slug ?? '';
}
