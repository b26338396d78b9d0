// The events remote's server-rendering prefetch (exposed as './ssr' by the server build
// only): the endpoints and arguments the pages' hooks read. The detail page renders its
// Event JSON-LD itself, so the head carries title, description and image only.
import type { PrefetchContext, PrefetchResult } from 'shared-contracts';
import { campaignApi } from '../features/campaign/campaignApi';
import { eventApi } from '../features/event/eventApi';
import { readListParams, toQueryArgs, dateRangeError } from '../features/event/listParams';
import { htmlToText } from '../lib/htmlText';
import { errorInfo, type QueryError } from '../lib/queryError';

const MAX_DESCRIPTION = 160;

function failure(error: QueryError): PrefetchResult {
  const status = errorInfo(error).status;
  if (status === 404) return { status: 404 };
  return { status: status && status >= 500 ? status : 502 };
}

function oneLine(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`;
}

async function eventDetail({ store, params }: PrefetchContext): Promise<PrefetchResult> {
  const result = await store.dispatch(eventApi.endpoints.getEventBySlug.initiate(params.slug ?? ''));
  if (result.error || !result.data) return failure(result.error);
  const event = result.data;
  return { status: 200, head: { title: event.title, description: oneLine(event.description) || undefined, image: event.image } };
}

async function eventList({ store, search }: PrefetchContext): Promise<PrefetchResult> {
  const filters = readListParams(new URLSearchParams(search));
  void store.dispatch(eventApi.endpoints.getEventFacets.initiate());
  if (dateRangeError(filters)) return { status: 200 };
  const result = await store.dispatch(eventApi.endpoints.getEvents.initiate(toQueryArgs(filters)));
  return result.error ? failure(result.error) : { status: 200 };
}

/**
 * Mirrors CampaignPage: the v2 campaign; only when v2 answers 404, the v1 campaign and
 * (when it exists) its events. Unknown in both is the 404 page.
 */
async function campaign({ store, params }: PrefetchContext): Promise<PrefetchResult> {
  const slug = params.slug ?? '';
  const v2 = await store.dispatch(campaignApi.endpoints.getCampaignV2BySlug.initiate(slug));
  if (v2.data) {
    const c = v2.data;
    return { status: 200, head: { title: c.title, description: oneLine(c.subtitle || c.description) || undefined, image: c.banner } };
  }
  if (errorInfo(v2.error).status !== 404) return failure(v2.error);
  const v1 = await store.dispatch(campaignApi.endpoints.getCampaignBySlug.initiate(slug));
  if (!v1.data) return failure(v1.error);
  // Its events are part of the page; if they fail, the campaign itself still renders.
  await store.dispatch(campaignApi.endpoints.getCampaignEvents.initiate(slug));
  const c = v1.data;
  return { status: 200, head: { title: c.title, description: oneLine(c.description) || undefined, image: c.banner } };
}

async function campaignEvent({ store, params }: PrefetchContext): Promise<PrefetchResult> {
  const result = await store.dispatch(campaignApi.endpoints.getCampaignEventBySlug.initiate(params.slug ?? ''));
  if (result.error || !result.data) return failure(result.error);
  const event = result.data;
  return { status: 200, head: { title: event.title, description: oneLine(event.content) || undefined, image: event.image } };
}

const PAGES: Array<[RegExp, (ctx: PrefetchContext) => Promise<PrefetchResult>]> = [
  [/^\/event\/?$/i, eventList],
  [/^\/event\/[^/]+\/?$/i, eventDetail],
  [/^\/campaign\/[^/]+\/?$/i, campaign],
  [/^\/campaign-event\/[^/]+\/?$/i, campaignEvent],
];

export async function prefetch(ctx: PrefetchContext): Promise<PrefetchResult> {
  const page = PAGES.find(([path]) => path.test(ctx.pathname));
  return page ? page[1](ctx) : { status: 200 };
}
