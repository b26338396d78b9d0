// Categories, merchants, promos/vouchers and the member's vouchers.
import { z } from 'zod';
import { IsoDateTimeSchema, MediaUrlSchema, PointsSchema, listOf } from './common';
import { omitMask, PROMO_DETAIL_ONLY } from '../store/listed';

export const CategorySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  image: MediaUrlSchema,
  description: z.string(),
  promoCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = listOf(CategorySchema);
export type CategoryList = z.infer<typeof CategoryListSchema>;

/** A category as embedded in a promo. */
export const CategoryRefSchema = z.object({ id: z.number().int().positive(), slug: z.string(), title: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** Spec §3/§5: a merchant is valid only when its id is above 0. */
export const MerchantSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  image: MediaUrlSchema,
  description: z.string(),
  businessUnit: z.string(),
  categories: z.array(CategoryRefSchema),
  promoCount: z.number().int().nonnegative(),
});
export type Merchant = z.infer<typeof MerchantSchema>;
export const MerchantListSchema = listOf(MerchantSchema);
export type MerchantList = z.infer<typeof MerchantListSchema>;

/** A merchant as embedded in a promo. */
export const MerchantRefSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  image: MediaUrlSchema,
});
export type MerchantRef = z.infer<typeof MerchantRefSchema>;

export const QuotaTypeSchema = z.enum(['UNLIMITED', 'LIMITED']);
/** VOUCHER: redeemed for points into a voucher code. INFO: an offer shown at the merchant, nothing to redeem. */
export const PromoTypeSchema = z.enum(['VOUCHER', 'INFO']);

export const PromoSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  image: MediaUrlSchema,
  thumbnail: MediaUrlSchema,
  merchant: MerchantRefSchema,
  categories: z.array(CategoryRefSchema),
  validFrom: IsoDateTimeSchema,
  validTo: IsoDateTimeSchema,
  price: PointsSchema.nonnegative(),
  /** HTML. */
  content: z.string(),
  /** HTML. */
  tnc: z.string(),
  /** HTML. */
  howToUse: z.string(),
  isQuotaAvailable: z.boolean(),
  quotaType: QuotaTypeSchema,
  /** Vouchers left; null when UNLIMITED. */
  quotaRemaining: z.number().int().nonnegative().nullable(),
  promoType: PromoTypeSchema,
  isExpired: z.boolean(),
  /** False for anonymous callers. */
  isAlreadyPurchased: z.boolean(),
  /** False for anonymous callers. */
  isBookmarked: z.boolean(),
  priority: z.number().int(),
  createdDate: IsoDateTimeSchema,
});
export type Promo = z.infer<typeof PromoSchema>;
export const PromoListSchema = listOf(PromoSchema);
export type PromoList = z.infer<typeof PromoListSchema>;

/** A promo as a list reads it (/v1/promos, /newest, /favorites): no marks, no detail HTML (store/listed.ts). */
export const ListedPromoSchema = PromoSchema.omit(omitMask(PROMO_DETAIL_ONLY));
export type ListedPromo = z.infer<typeof ListedPromoSchema>;
export const ListedPromosSchema = listOf(ListedPromoSchema);
export type ListedPromos = z.infer<typeof ListedPromosSchema>;

/** A short promo as embedded in vouchers and campaigns. */
export const PromoSummarySchema = PromoSchema.pick({
  id: true,
  slug: true,
  title: true,
  image: true,
  thumbnail: true,
  merchant: true,
  validTo: true,
  price: true,
});
export type PromoSummary = z.infer<typeof PromoSummarySchema>;

export const VoucherStatusSchema = z.enum(['ACTIVE', 'USED', 'EXPIRED']);
export type VoucherStatus = z.infer<typeof VoucherStatusSchema>;

export const VoucherSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  /** The text to encode as a QR code (the browser draws it). */
  qrCode: z.string().min(1),
  pointUsed: PointsSchema.nonnegative(),
  purchasedDate: IsoDateTimeSchema,
  used: z.boolean(),
  usedDate: IsoDateTimeSchema.nullable(),
  redeemFrom: IsoDateTimeSchema,
  redeemTo: IsoDateTimeSchema,
  /** True while the voucher can still be shown at the merchant: not used and inside redeemFrom..redeemTo. */
  isCanRedeem: z.boolean(),
  status: VoucherStatusSchema,
  promo: PromoSummarySchema,
  /** The promo's terms (HTML), shown with the code: at the till the member needs them beside it. */
  tnc: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;
export const VoucherListSchema = listOf(VoucherSchema);
export type VoucherList = z.infer<typeof VoucherListSchema>;

/** POST /v2/promos/buy. One of promoId or slug; the attempt's key is the Idempotency-Key header (rules/idempotency.ts). */
export const PromoBuyRequestSchema = z
  .object({
    promoId: z.number().int().positive().optional(),
    slug: z.string().min(1).max(200).optional(),
  })
  .refine((b) => b.promoId !== undefined || b.slug !== undefined, { message: 'promoId atau slug wajib diisi' });
export type PromoBuyRequest = z.infer<typeof PromoBuyRequestSchema>;

export const PromoBuyResponseSchema = z.object({
  voucher: VoucherSchema,
  /** The member's balance after the redemption. */
  point: PointsSchema,
});
export type PromoBuyResponse = z.infer<typeof PromoBuyResponseSchema>;

/** POST /v1/promos/bookmarks. */
export const BookmarkRequestSchema = z.object({ promoId: z.number().int().positive() });
export type BookmarkRequest = z.infer<typeof BookmarkRequestSchema>;
export const BookmarkResponseSchema = z.object({ promoId: z.number().int().positive(), isBookmarked: z.boolean() });
export type BookmarkResponse = z.infer<typeof BookmarkResponseSchema>;

/** GET /v1/promo-event/favorites: popular promos and events mixed. */
export const PromoEventFavoriteSchema = z.object({
  type: z.enum(['promo', 'event']),
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  image: MediaUrlSchema,
  price: PointsSchema.nonnegative(),
  date: IsoDateTimeSchema,
});
export type PromoEventFavorite = z.infer<typeof PromoEventFavoriteSchema>;
export const PromoEventFavoriteListSchema = listOf(PromoEventFavoriteSchema);
export type PromoEventFavoriteList = z.infer<typeof PromoEventFavoriteListSchema>;
