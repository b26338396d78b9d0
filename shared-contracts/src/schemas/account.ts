// SSO payloads: user, tokens, introspection, tier, points, cards, badges and profile changes.
import { z } from 'zod';
import { IsoDateTimeSchema, MediaUrlSchema, PointsSchema, listOf, resultsOf } from './common';
import { ProfessionSchema, UserAddressSchema } from './profile';

export const CardTypeCodeSchema = z.enum(['MYVALUE', 'GRAMEDIA', 'SANTIKA', 'GRAMEDIA_DIGITAL']);
export type CardTypeCode = z.infer<typeof CardTypeCodeSchema>;

/** One of the member's cards (userMembership[]). */
export const UserMembershipSchema = z.object({
  id: z.number().int().positive(),
  cardType: CardTypeCodeSchema,
  name: z.string(),
  cardNumber: z.string(),
  image: MediaUrlSchema,
  memberSince: IsoDateTimeSchema,
  isPrimary: z.boolean(),
});
export type UserMembership = z.infer<typeof UserMembershipSchema>;

/** Spec §3. photo is null when the member has not uploaded one (show avatar or no-avatar). */
export const UserSchema = z.object({
  id: z.number().int().positive(),
  valueID: z.string(),
  /** Same value as valueID (older clients read this name). */
  kgValueID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** +62… */
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  photo: MediaUrlSchema.nullable(),
  /** Generated initials avatar, always present. */
  avatar: MediaUrlSchema,
  createdDate: IsoDateTimeSchema,
  userMembership: z.array(UserMembershipSchema),
  /** Where the member lives (issue 28); null until saved. Absent from older SSOs. */
  address: UserAddressSchema.nullable().optional(),
  profession: ProfessionSchema.nullable().optional(),
  /** False for an account made by a partner or a social sign-in that has no password yet. */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** POST /v1/auth/token. */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(200),
    redirect_uri: z.string().min(1).max(2000),
    client_id: z.string().min(1).max(200),
    code_verifier: z.string().min(43).max(128),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(4000),
    client_id: z.string().min(1).max(200),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds. */
  expires_in: z.number().int().positive(),
  /** Seconds. */
  refresh_expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** POST /v1/auth/introspect {access_token}; merged into the user by the site. */
export const IntrospectionSchema = z.object({
  active: z.literal(true),
  sub: z.string(),
  /** Seconds since epoch. */
  exp: z.number().int(),
  iat: z.number().int(),
  clientId: z.string(),
  valueID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
});
export type Introspection = z.infer<typeof IntrospectionSchema>;

export const TierNameSchema = z.enum(['Silver', 'Gold', 'Platinum']);
export type TierName = z.infer<typeof TierNameSchema>;

/** GET /v2/tiers/me. Tier points are points earned in the last 12 months. */
export const TierSchema = z.object({
  tierName: TierNameSchema,
  tierLevel: z.number().int().min(1).max(3),
  tierPoint: PointsSchema.nonnegative(),
  validUntil: IsoDateTimeSchema,
  progress: z.object({
    nextTierName: TierNameSchema.nullable(),
    current: PointsSchema.nonnegative(),
    /** Tier points the next tier needs; equals current at the top tier. */
    target: PointsSchema.nonnegative(),
    remaining: PointsSchema.nonnegative(),
    /** 0–100. */
    percentage: z.number().min(0).max(100),
  }),
  benefits: z.array(z.string()),
  tiers: z.array(z.object({ tierName: TierNameSchema, minTierPoint: PointsSchema.nonnegative() })),
});
export type Tier = z.infer<typeof TierSchema>;

/** GET /v1/point. */
export const PointSchema = z.object({ point: PointsSchema });
export type Point = z.infer<typeof PointSchema>;

/** GET /v1/point/expired: batches that will expire, soonest first. */
export const PointExpiredSchema = z.object({
  /** Sum of the batches below. */
  point: PointsSchema.nonnegative(),
  results: z.array(z.object({ point: PointsSchema.positive(), expiredDate: IsoDateTimeSchema })),
});
export type PointExpired = z.infer<typeof PointExpiredSchema>;

export const MutationSchema = z.enum(['EARNING', 'REDEEM']);
export type Mutation = z.infer<typeof MutationSchema>;

/** `point` is always positive; `mutation` says whether it came in or went out. */
export const PointTransactionSchema = z.object({
  id: z.number().int().positive(),
  createdDate: IsoDateTimeSchema,
  /** Earnings only: when the batch expires. */
  expiredDate: IsoDateTimeSchema.nullable(),
  outletName: z.string(),
  referenceNo: z.string(),
  point: PointsSchema.positive(),
  mutation: MutationSchema,
  /** An earning whose expiredDate has passed. */
  isExpired: z.boolean(),
  description: z.string(),
  brandID: z.string(),
  businessUnit: z.string(),
});
export type PointTransaction = z.infer<typeof PointTransactionSchema>;
export const PointTransactionListSchema = listOf(PointTransactionSchema);
export type PointTransactionList = z.infer<typeof PointTransactionListSchema>;

/** GET /v1/point/transaction/filter: the values the filters accept. */
export const PointTransactionFilterSchema = z.object({
  mutations: z.array(z.object({ value: MutationSchema, label: z.string() })),
  brands: z.array(z.object({ brandID: z.string(), name: z.string() })),
  businessUnits: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type PointTransactionFilter = z.infer<typeof PointTransactionFilterSchema>;

/** GET /v1/user/cards. */
export const UserCardsSchema = resultsOf(UserMembershipSchema);
export type UserCards = z.infer<typeof UserCardsSchema>;

/** What adding a card of a type asks for: its number's shape, and where the code goes. */
export const CardVerificationRuleSchema = z.object({
  numberLength: z.number().int().positive(),
  numberPrefix: z.string(),
  /** The code is sent to the email or the phone the partner has for the card. */
  channel: z.enum(['EMAIL', 'PHONE']),
});
export type CardVerificationRule = z.infer<typeof CardVerificationRuleSchema>;

export const CardTypeSchema = z.object({
  id: z.number().int().positive(),
  code: CardTypeCodeSchema,
  name: z.string(),
  description: z.string(),
  businessUnit: z.string(),
  image: MediaUrlSchema,
  /** Absent from older SSOs: such a type cannot be added from the site. */
  verification: CardVerificationRuleSchema.optional(),
});
export type CardType = z.infer<typeof CardTypeSchema>;
/** GET /v1/card-types. */
export const CardTypesSchema = resultsOf(CardTypeSchema);
export type CardTypes = z.infer<typeof CardTypesSchema>;

export const BadgeSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: MediaUrlSchema,
  isObtained: z.boolean(),
  obtainedDate: IsoDateTimeSchema.nullable(),
});
export type Badge = z.infer<typeof BadgeSchema>;

/** GET /v1/badges. */
export const BadgeListSchema = z.object({
  results: z.array(BadgeSchema),
  totalObtained: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type BadgeList = z.infer<typeof BadgeListSchema>;

export const BadgeCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  badges: z.array(BadgeSchema),
});
export type BadgeCategory = z.infer<typeof BadgeCategorySchema>;

/** GET /v1/badges/groupByCategory. */
export const BadgesByCategorySchema = z.object({ badgeCategories: z.array(BadgeCategorySchema) });
export type BadgesByCategory = z.infer<typeof BadgesByCategorySchema>;

// Profile changes (settings page).

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Nama wajib diisi')
  .max(50, 'Nama maksimal 50 karakter')
  .regex(/^[\p{L} .'-]+$/u, 'Nama hanya boleh berisi huruf');

/** PUT/PATCH /v1/user. */
export const UpdateNameRequestSchema = z.object({ firstName: NameSchema, lastName: z.union([NameSchema, z.literal('')]) });
export type UpdateNameRequest = z.infer<typeof UpdateNameRequestSchema>;

/** GET /v1/user/update-name/info: a name may change once per intervalDays. */
export const UpdateNameInfoSchema = z.object({
  canUpdate: z.boolean(),
  intervalDays: z.number().int().positive(),
  lastUpdatedDate: IsoDateTimeSchema.nullable(),
  nextAvailableDate: IsoDateTimeSchema.nullable(),
});
export type UpdateNameInfo = z.infer<typeof UpdateNameInfoSchema>;

/** POST /v1/user/photo as JSON (multipart with a `photo` file part is accepted too). */
export const UpdatePhotoRequestSchema = z.object({
  photo: z.string().regex(/^data:image\/(png|jpeg|webp);base64,/, 'Format foto harus PNG, JPEG atau WEBP'),
});
export type UpdatePhotoRequest = z.infer<typeof UpdatePhotoRequestSchema>;

/**
 * POST /v1/user/email/otp and /v1/user/phone/otp: the new address and the member's current
 * password (issue 42: a session alone must not move the account to another address).
 */
export const EmailOtpRequestSchema = z.object({ email: z.email().max(200), currentPassword: z.string().min(1).max(200) });
export const PhoneOtpRequestSchema = z.object({ phone: z.string().trim().min(8).max(20), currentPassword: z.string().min(1).max(200) });
export type EmailOtpRequest = z.infer<typeof EmailOtpRequestSchema>;
export type PhoneOtpRequest = z.infer<typeof PhoneOtpRequestSchema>;
/** POST /v1/user/email/otp and /v1/user/phone/otp. */
export const OtpSentSchema = z.object({
  sentTo: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int().nonnegative().optional(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;
export const ChangeEmailRequestSchema = z.object({ email: z.email().max(200), otp: z.string().regex(/^\d{6}$/) });
export const ChangePhoneRequestSchema = z.object({ phone: z.string().trim().min(8).max(20), otp: z.string().regex(/^\d{6}$/) });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequestSchema>;

/** PUT /v1/user/password. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z
    .string()
    .min(8, 'Kata sandi minimal 8 karakter')
    .max(100)
    .regex(/[A-Za-z]/, 'Kata sandi harus berisi huruf')
    .regex(/\d/, 'Kata sandi harus berisi angka'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Answers of profile changes that return nothing else. */
export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });
export type Success = z.infer<typeof SuccessSchema>;
