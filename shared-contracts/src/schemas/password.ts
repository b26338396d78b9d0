// The SSO's forgot-password flow (spec §7: /v1/forgot_password/send, /check, /apply): a
// code by e-mail, exchanged for a short-lived reset token, which sets the new password.
import { z } from 'zod';
import { normalizePhone } from '../rules/phone';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES } from '../rules/password';

/** A new password: the rules of registration and of the profile's password change (PASSWORD_RULES). */
export const NewPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`)
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
  });

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Format email tidak valid').max(200));
/** A phone number in any accepted spelling, as +62…. */
const PhoneSchema = z
  .string()
  .trim()
  .max(20)
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Nomor handphone tidak valid, contoh: 081234567890' });
      return z.NEVER;
    }
    return phone;
  });

/** Who a recovery code or link is for: an e-mail or a phone number (exactly one). */
export const RecoveryTargetShape = { email: EmailSchema.optional(), phone: PhoneSchema.optional() };
const oneTarget = (v: { email?: string; phone?: string }) => (v.email === undefined) !== (v.phone === undefined);
const ONE_TARGET = { message: 'Isi email atau nomor handphone', path: ['email'] };

/**
 * POST /v1/forgot_password/send: a code by e-mail or SMS. The answer is the same whether or
 * not the address has an account.
 */
export const ForgotPasswordSendRequestSchema = z.object(RecoveryTargetShape).refine(oneTarget, ONE_TARGET);
export type ForgotPasswordSendRequest = z.infer<typeof ForgotPasswordSendRequestSchema>;
export const ForgotPasswordSentSchema = z.object({
  /** The address, masked ('de**@myvalue.id', '+62 812-****-7890'). */
  sentTo: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int().nonnegative().optional(),
});
export type ForgotPasswordSent = z.infer<typeof ForgotPasswordSentSchema>;

/** POST /v1/forgot_password/check: the 6-digit code from the e-mail. */
const OtpSchema = z.string().trim().regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka');
export const ForgotPasswordCheckRequestSchema = z.object({ ...RecoveryTargetShape, otp: OtpSchema }).refine(oneTarget, ONE_TARGET);
export type ForgotPasswordCheckRequest = z.infer<typeof ForgotPasswordCheckRequestSchema>;
export const ForgotPasswordCheckedSchema = z.object({
  /** Single use; sets the password with /apply. */
  resetToken: z.string().min(32).max(200),
  expiresIn: z.number().int().positive(),
});
export type ForgotPasswordChecked = z.infer<typeof ForgotPasswordCheckedSchema>;

/** POST /v1/forgot_password/apply; answered with Success. */
export const ForgotPasswordApplyRequestSchema = z
  .object({
    /** From /check, or the token of a reset link (/v1/forgot_password/link/send). */
    resetToken: z.string().min(32).max(200),
    password: NewPasswordSchema,
    passwordConfirm: z.string().max(200),
  })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'Konfirmasi kata sandi tidak sama' });
export type ForgotPasswordApplyRequest = z.infer<typeof ForgotPasswordApplyRequestSchema>;

/** The SSO stand-in sends no e-mail: what it would have sent, readable by tests on loopback (GET /__outbox). */
export const OutboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The code the message carries (for a link: the link's token). */
  code: z.string(),
  /** The link the message carries, when it is a link. */
  link: z.string().optional(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxSchema = z.object({ results: z.array(OutboxMessageSchema) });

/** POST /v1/forgot_password/link/send: a reset link instead of a code; answered like /send. */
export const ForgotPasswordLinkSendRequestSchema = ForgotPasswordSendRequestSchema;

/** POST /v1/user/password/check (signed in): the current password, before a change. */
export const PasswordCheckRequestSchema = z.object({ password: z.string().min(1, 'Kata sandi saat ini wajib diisi').max(200) });
export type PasswordCheckRequest = z.infer<typeof PasswordCheckRequestSchema>;
export const PasswordCheckedSchema = z.object({ valid: z.literal(true) });
export type PasswordChecked = z.infer<typeof PasswordCheckedSchema>;

/** POST /v1/verification/send (signed in): a code to the member's own e-mail or phone. */
export const VerificationChannelSchema = z.enum(['email', 'phone']);
export type VerificationChannel = z.infer<typeof VerificationChannelSchema>;
export const VerificationSendRequestSchema = z.object({ channel: VerificationChannelSchema });
export type VerificationSendRequest = z.infer<typeof VerificationSendRequestSchema>;
/** Answer of every send of a code or link: masked address, lifetime, wait before a resend. */
export const CodeSentSchema = z.object({
  sentTo: z.string(),
  expiresIn: z.number().int().positive(),
  resendIn: z.number().int().nonnegative(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;
/** POST /v1/verification/check: answered with the user (now verified). */
export const VerificationCheckRequestSchema = z.object({ channel: VerificationChannelSchema, otp: OtpSchema });
export type VerificationCheckRequest = z.infer<typeof VerificationCheckRequestSchema>;

/** POST /v1/user/check: is an e-mail or phone already registered (throttled per client). */
export const UserCheckRequestSchema = z.object(RecoveryTargetShape).refine((v) => v.email !== undefined || v.phone !== undefined, ONE_TARGET);
export type UserCheckRequest = z.infer<typeof UserCheckRequestSchema>;
export const UserCheckedSchema = z.object({
  email: z.object({ registered: z.boolean() }).optional(),
  phone: z.object({ registered: z.boolean() }).optional(),
});
export type UserChecked = z.infer<typeof UserCheckedSchema>;

/**
 * The link flows (set_password/link, linkverification v1 and v2): a single-use, expiring
 * link to the member's e-mail or phone. The token travels in the link; check it, then apply.
 */
export const LinkTokenRequestSchema = z.object({ token: z.string().min(32).max(200) });
export type LinkTokenRequest = z.infer<typeof LinkTokenRequestSchema>;
export const LinkCheckedSchema = z.object({
  /** The masked address the link went to. */
  sentTo: z.string(),
  channel: VerificationChannelSchema,
  /** Seconds the link stays valid. */
  expiresIn: z.number().int().positive(),
  /** The account has no password yet (made by a partner or a social sign-in). */
  needsPassword: z.boolean(),
});
export type LinkChecked = z.infer<typeof LinkCheckedSchema>;
export const LinkPasswordRequestSchema = z
  .object({ token: z.string().min(32).max(200), password: NewPasswordSchema, passwordConfirm: z.string().max(200) })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'Konfirmasi kata sandi tidak sama' });
export type LinkPasswordRequest = z.infer<typeof LinkPasswordRequestSchema>;
/** POST /v2/user/linkverification (signed in): a verification link to the e-mail or the phone. */
export const LinkVerificationSendRequestSchema = z.object({ channel: VerificationChannelSchema });
export type LinkVerificationSendRequest = z.infer<typeof LinkVerificationSendRequestSchema>;
