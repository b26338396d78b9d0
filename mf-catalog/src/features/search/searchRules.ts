// What the search page decides without the network: whether a query can be sent at all,
// and that finished events and campaigns come after what is still ahead.
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts';
import type { Campaign, Event } from 'shared-contracts/schemas';

/** The backend refuses q longer than this (400): the page explains it instead of asking. */
export function isQueryTooLong(q: string): boolean {
  return q.length > SEARCH_QUERY_MAX_LENGTH;
}

export function isEventFinished(event: Pick<Event, 'status' | 'endDate'>, now: number = Date.now()): boolean {
  return event.status === 'past' || Date.parse(event.endDate) < now;
}

export function isCampaignFinished(campaign: Pick<Campaign, 'endDate'>, now: number = Date.now()): boolean {
  return Date.parse(campaign.endDate) < now;
}

/** Items still ahead first, finished ones after; each part keeps the backend's order. */
export function finishedLast<T>(items: readonly T[], isFinished: (item: T) => boolean): T[] {
  return [...items.filter((item) => !isFinished(item)), ...items.filter(isFinished)];
}
