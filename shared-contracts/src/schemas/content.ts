// Editorial content: articles, banners, app links, the home announcement, CMS pages, partner enquiries.
import { z } from 'zod';
import { IsoDateTimeSchema, MediaUrlSchema, listOf } from './common';
import { ARTICLE_DETAIL_ONLY, omitMask } from '../store/listed';

export const ArticleSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string(),
  image: MediaUrlSchema,
  thumbnail: MediaUrlSchema,
  category: z.object({ slug: z.string(), title: z.string() }),
  author: z.string(),
  /** HTML. */
  content: z.string(),
  publishedDate: IsoDateTimeSchema,
  readingMinutes: z.number().int().positive(),
});
export type Article = z.infer<typeof ArticleSchema>;
export const ArticleListSchema = listOf(ArticleSchema);
export type ArticleList = z.infer<typeof ArticleListSchema>;
/** An article as a list reads it: no body (store/listed.ts). */
export const ListedArticleSchema = ArticleSchema.omit(omitMask(ARTICLE_DETAIL_ONLY));
export type ListedArticle = z.infer<typeof ListedArticleSchema>;
export const ListedArticlesSchema = listOf(ListedArticleSchema);
export type ListedArticles = z.infer<typeof ListedArticlesSchema>;

export const BannerSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  image: MediaUrlSchema,
  imageMobile: MediaUrlSchema,
  /** A site path ('/promo/…') to open on click. */
  link: z.string().regex(/^\//),
  order: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = listOf(BannerSchema);
export type BannerList = z.infer<typeof BannerListSchema>;

/** GET /v1/app-links: outbound links the header, footer and mobile banner use. */
export const AppLinksSchema = z.object({
  android: z.string().url(),
  ios: z.string().url(),
  appDownloadPage: z.string().url(),
  customerServicePhone: z.string(),
  customerServiceChat: z.string().url(),
  social: z.object({ youtube: z.string().url(), facebook: z.string().url(), instagram: z.string().url() }),
});
export type AppLinks = z.infer<typeof AppLinksSchema>;

/**
 * An announcement of the home page: its box on the home page, the list ('/announcement')
 * and its own page ('/announcement/:slug').
 */
export const AnnouncementSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string(),
  /** The box's one-line text (plain). */
  message: z.string(),
  link: z.string().nullable(),
  linkLabel: z.string().nullable(),
  /** HTML: the announcement's page (sanitised before it is shown). */
  content: z.string(),
  /** When it was announced: shown as its date. */
  startDate: IsoDateTimeSchema,
  /** Until when the home page shows it. */
  endDate: IsoDateTimeSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** GET /v1/home-announcement. `announcement` is null when nothing is running. */
export const HomeAnnouncementSchema = z.object({
  announcement: AnnouncementSchema.nullable(),
});
export type HomeAnnouncement = z.infer<typeof HomeAnnouncementSchema>;

/**
 * GET /v1/home-announcement/list (page, pageSize): every announcement that has started,
 * running or ended, newest first. GET /v1/home-announcement/slug/{slug} answers one of
 * them (AnnouncementSchema); one not started yet is 404 like an unknown slug.
 */
export const AnnouncementListSchema = listOf(AnnouncementSchema);
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;

/** GET /v1/pages/{slug}: about, business, referral, learn-more, gramedia-troops. */
export const CmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** HTML. */
  content: z.string(),
  updatedDate: IsoDateTimeSchema,
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

/** POST /v1/partner-enquiries ('Menjadi Partner'). */
export const PartnerEnquiryRequestSchema = z.object({
  company: z.string().trim().min(2).max(120),
  contactName: z.string().trim().min(2).max(100),
  email: z.email().max(200),
  phone: z.string().trim().min(8).max(20),
  message: z.string().trim().min(10).max(2000),
});
export type PartnerEnquiryRequest = z.infer<typeof PartnerEnquiryRequestSchema>;
export const PartnerEnquirySchema = PartnerEnquiryRequestSchema.extend({
  id: z.number().int().positive(),
  /** Normalised to +62…. */
  phone: z.string(),
  createdDate: IsoDateTimeSchema,
});
export type PartnerEnquiry = z.infer<typeof PartnerEnquirySchema>;
