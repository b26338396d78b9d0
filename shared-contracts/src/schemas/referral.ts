// Referral programme: the member's code, its stats, and checking someone else's code.
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from '../rules/referral';
import { PointsSchema } from './common';

/** Codes are 6–12 upper-case letters and digits (REFERRAL_CODE_PATTERN); the header shows them upper-cased. */
export const ReferralCodeValueSchema = z.string().regex(REFERRAL_CODE_PATTERN);

/** GET /v1/users/referral/code and POST (create when none). */
export const ReferralCodeSchema = z.object({ code: ReferralCodeValueSchema.nullable() });
export type ReferralCode = z.infer<typeof ReferralCodeSchema>;

/** GET /v1/users/referral: the member's programme summary. */
export const ReferralSchema = z.object({
  code: ReferralCodeValueSchema.nullable(),
  totalReferred: z.number().int().nonnegative(),
  totalPointEarned: PointsSchema.nonnegative(),
  /** Points the referrer gets per friend who joins. */
  referrerReward: PointsSchema.nonnegative(),
  /** Points the new member gets. */
  refereeReward: PointsSchema.nonnegative(),
});
export type Referral = z.infer<typeof ReferralSchema>;

/** GET /v1/users/referral/check_code?code=…. */
export const ReferralCheckSchema = z.object({
  code: z.string(),
  isValid: z.boolean(),
  /** Masked name of the code's owner ('Dew* S****'), null when invalid. */
  referrerName: z.string().nullable(),
});
export type ReferralCheck = z.infer<typeof ReferralCheckSchema>;
