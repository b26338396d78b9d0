// Campaigns (v1 and v2) and campaign events, injected into the one shared api.
import { api } from 'shared-contracts';
import type { Campaign, CampaignEvent, CampaignEventList, CampaignList, CampaignV2, CampaignV2List } from 'shared-contracts/schemas';

export const campaignApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** v2 carries the theme, subtitle, promos and events inline. */
    getCampaignV2BySlug: build.query<CampaignV2, string>({
      query: (slug) => `/api/v2/campaigns/slug/${encodeURIComponent(slug)}`,
    }),
    /** v1: the plain campaign, for campaigns that exist only there. */
    getCampaignBySlug: build.query<Campaign, string>({
      query: (slug) => `/api/v1/campaigns/slug/${encodeURIComponent(slug)}`,
    }),
    getActiveCampaigns: build.query<CampaignList, void>({
      query: () => '/api/v1/campaigns?status=active',
    }),
    /** v2's list: running campaigns with their theme and their promos and events, for /event. */
    getRunningCampaignsV2: build.query<CampaignV2List, void>({
      query: () => '/api/v2/campaigns?status=active&pageSize=6',
    }),
    getCampaignEvents: build.query<CampaignEventList, string>({
      query: (campaign) => `/api/v1/campaign-event?campaign=${encodeURIComponent(campaign)}&pageSize=50`,
    }),
    getCampaignEventBySlug: build.query<CampaignEvent, string>({
      query: (slug) => `/api/v1/campaign-event/slug/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const {
  useGetCampaignV2BySlugQuery,
  useGetCampaignBySlugQuery,
  useGetActiveCampaignsQuery,
  useGetRunningCampaignsV2Query,
  useGetCampaignEventsQuery,
  useGetCampaignEventBySlugQuery,
} = campaignApi;
