// What /campaign/:slug and /campaign-event/:slug read, with which arguments: the pages'
// hooks and the events page table (src/pages.ts, which the server prefetch reads) both
// use these.
import { isNotFound, queryCall, skipToken, type DataCall, type DataFailure, type PageDataContext, type QueryError } from 'shared-contracts';
import type { Campaign, CampaignEvent, CampaignV2 } from 'shared-contracts/schemas';
import { campaignApi } from '../../api/campaignApi';

export function campaignSlug(params: Readonly<Record<string, string | undefined>>): string {
  return params.slug ?? '';
}

/** What the v2 and v1 answers so far say (the hooks' results or the store's entries). */
export interface CampaignAnswers {
  v2: { isError: boolean; error?: QueryError };
  v1: { data?: Campaign };
}

/**
 * The v2 campaign; only when v2 answers 404, the v1 campaign, and once v1 has it, its
 * events (/v1/campaign-event).
 */
export function campaignArgs(slug: string, answers: CampaignAnswers): { v2: string; v1: string | typeof skipToken; v1Events: string | typeof skipToken } {
  const v2Missing = answers.v2.isError && isNotFound(answers.v2.error);
  return { v2: slug, v1: v2Missing ? slug : skipToken, v1Events: v2Missing && answers.v1.data ? slug : skipToken };
}

function answersIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>) {
  const slug = campaignSlug(params);
  const v2 = campaignApi.endpoints.getCampaignV2BySlug.select(slug)(state);
  const v1 = campaignApi.endpoints.getCampaignBySlug.select(slug)(state);
  return { slug, v2, v1 };
}

export function campaignData(ctx: PageDataContext): DataCall[] {
  const { slug, v2, v1 } = answersIn(ctx);
  const args = campaignArgs(slug, { v2, v1 });
  return [
    queryCall(campaignApi.endpoints.getCampaignV2BySlug, args.v2),
    ...(args.v1 === skipToken ? [] : [queryCall(campaignApi.endpoints.getCampaignBySlug, args.v1)]),
    // Part of the page; if they fail, the campaign itself still renders.
    ...(args.v1Events === skipToken ? [] : [queryCall(campaignApi.endpoints.getCampaignEvents, args.v1Events)]),
  ];
}

/** v2 has it: fine; v2 failed otherwise than 404: that failure; v1 has it not: v1's failure (unknown in both: 404). */
export function campaignFailure(ctx: PageDataContext): DataFailure | undefined {
  const { v2, v1 } = answersIn(ctx);
  if (v2.data) return undefined;
  if (!isNotFound(v2.error)) return v2.error ?? { status: 502, data: null };
  if (v1.data) return undefined;
  return v1.error ?? { status: 502, data: null };
}

/** The campaign shown: v2's, else v1's. */
export function campaignIn(ctx: Pick<PageDataContext, 'params' | 'state'>): CampaignV2 | Campaign | undefined {
  const { v2, v1 } = answersIn(ctx);
  return v2.data ?? v1.data;
}

export function campaignEventData({ params }: PageDataContext): DataCall[] {
  return [queryCall(campaignApi.endpoints.getCampaignEventBySlug, campaignSlug(params), { main: true })];
}

export function campaignEventIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): CampaignEvent | undefined {
  return campaignApi.endpoints.getCampaignEventBySlug.select(campaignSlug(params))(state).data;
}
