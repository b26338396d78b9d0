// Campaigns (v1 and the richer v2) and their campaign events.
import { z } from 'zod';
import { IsoDateTimeSchema, MediaUrlSchema, listOf } from './common';
import { PromoSummarySchema } from './catalog';

export const CampaignEventSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  campaignId: z.number().int().positive(),
  campaignSlug: z.string(),
  title: z.string().min(1),
  image: MediaUrlSchema,
  /** HTML. */
  content: z.string(),
  location: z.string(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
});
export type CampaignEvent = z.infer<typeof CampaignEventSchema>;
export const CampaignEventListSchema = listOf(CampaignEventSchema);
export type CampaignEventList = z.infer<typeof CampaignEventListSchema>;

export const CampaignSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  image: MediaUrlSchema,
  banner: MediaUrlSchema,
  /** HTML. */
  description: z.string(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  isActive: z.boolean(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignListSchema = listOf(CampaignSchema);
export type CampaignList = z.infer<typeof CampaignListSchema>;

/** v2 adds the theme, subtitle and the campaign's promos and events inline. */
export const CampaignV2Schema = CampaignSchema.extend({
  subtitle: z.string(),
  themeColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  promos: z.array(PromoSummarySchema),
  events: z.array(CampaignEventSchema),
});
export type CampaignV2 = z.infer<typeof CampaignV2Schema>;
export const CampaignV2ListSchema = listOf(CampaignV2Schema);
export type CampaignV2List = z.infer<typeof CampaignV2ListSchema>;
