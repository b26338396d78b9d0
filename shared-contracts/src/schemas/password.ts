// The SSO's forgot-password flow (spec §7: /v1/forgot_password/send, /check, /apply): a
// code by e-mail, exchanged for a short-lived reset token, which sets the new password.
import { z } from 'zod';

/** A new password: the rules of registration and of the profile's password change. */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Kata sandi minimal 8 karakter')
  .max(100, 'Kata sandi maksimal 100 karakter')
  .regex(/[A-Za-z]/, 'Kata sandi harus berisi huruf')
  .regex(/\d/, 'Kata sandi harus berisi angka');

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Format email tidak valid').max(200));

/** POST /v1/forgot_password/send. The answer is the same whether or not the e-mail has an account. */
export const ForgotPasswordSendRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordSendRequest = z.infer<typeof ForgotPasswordSendRequestSchema>;
export const ForgotPasswordSentSchema = z.object({
  /** The address, masked ('de**@myvalue.id'). */
  sentTo: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type ForgotPasswordSent = z.infer<typeof ForgotPasswordSentSchema>;

/** POST /v1/forgot_password/check: the 6-digit code from the e-mail. */
export const ForgotPasswordCheckRequestSchema = z.object({
  email: EmailSchema,
  otp: z.string().trim().regex(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka'),
});
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
  /** The code the message carries. */
  code: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxSchema = z.object({ results: z.array(OutboxMessageSchema) });
