// The forgot-password flow of the SSO stand-in (spec §7): a 6-digit code by e-mail or SMS
// (recorded in the outbox), checked for a single-use reset token; or a reset link
// (/link/send) whose token is such a reset token. The token sets the new password and
// ends every session of the member. Limits and lifetimes: recovery/secrets.ts.
import type { ForgotPasswordChecked, ForgotPasswordSent, Success } from 'shared-contracts/schemas';
import { formatPhone } from 'shared-contracts/core';
import type { AppContext } from '../context';
import { hashPassword } from '../auth/password';
import { sha256 } from '../codes';
import { ApiError } from '../http/errors';
import type { Outbox } from './outbox';
import { checkCode, issueSecret, randomDigits, randomToken, sentAnswer, siteOrigin, type CodeTexts, type Purpose } from './recovery/secrets';

export const FORGOT_OTP_TTL_S = 300;
export const RESET_TOKEN_TTL_S = 900;
export const RESET_LINK_TTL_S = 1800;
/** The site's page a reset link opens (a shell route). */
export const RESET_LINK_PATH = '/lupa-kata-sandi';
/**
 * Forgot-password codes (issue 42): anyone who knows the e-mail may try them, so there is no
 * daily lock of the account (a stranger's 10 wrong tries locked the member out of recovery
 * for 24 h). Each code dies after FORGOT_TRIES_PER_CODE wrong tries and a new one must be
 * sent, and sends are limited (1 a minute, 5 an hour per account): at most 15 guesses an
 * hour, so an even chance of guessing a code takes about 5 years, and every code the
 * guesser makes the SSO send lands in the member's inbox.
 */
export const FORGOT_TRIES_PER_CODE = 3;
const CODE: Purpose = { channel: 'forgot_password', ttlS: FORGOT_OTP_TTL_S, family: 'forgot_password', triesPerCode: FORGOT_TRIES_PER_CODE, accountLock: false };
const LINK: Purpose = { channel: 'forgot_password_link', ttlS: RESET_LINK_TTL_S, family: 'forgot_password' };
const TOKEN_CHANNEL = 'forgot_password_reset';

export const FORGOT_COPY = {
  subject: 'Kode untuk mengubah kata sandi MyValue',
  body: (code: string, minutes: number) =>
    `Kode verifikasi kamu: ${code}. Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun. Abaikan email ini jika kamu tidak meminta perubahan kata sandi.`,
  sms: (code: string, minutes: number) => `MyValue: kode ubah kata sandi ${code}, berlaku ${minutes} menit. JANGAN berikan kode ini kepada siapa pun.`,
  linkSubject: 'Tautan untuk mengubah kata sandi MyValue',
  linkBody: (link: string, minutes: number) =>
    `Buka tautan ini untuk membuat kata sandi baru: ${link} . Tautan berlaku ${minutes} menit dan hanya dapat dipakai sekali. Abaikan pesan ini jika kamu tidak memintanya.`,
  invalid: 'Kode verifikasi salah atau sudah tidak berlaku.',
  expired: 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.',
  used: 'Kode verifikasi ini sudah dipakai. Minta kode baru bila perlu.',
  tooMany: 'Terlalu banyak percobaan. Minta kode baru.',
  tokenInvalid: 'Sesi ubah kata sandi sudah berakhir. Minta kode baru untuk mencoba lagi.',
  applied: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
} as const;

const CODE_TEXTS: CodeTexts = { invalid: FORGOT_COPY.invalid, expired: FORGOT_COPY.expired, used: FORGOT_COPY.used, tooManyForCode: FORGOT_COPY.tooMany };

/** 'demo@myvalue.id' → 'de**@myvalue.id': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  // At most 8 stars: a long address neither overflows a phone's screen nor shows its length.
  return `${local.slice(0, keep)}${'*'.repeat(Math.min(8, Math.max(2, local.length - keep)))}${email.slice(at)}`;
}

/** '+6281234567890' → '+62 812-****-7890'. */
export function maskPhone(phone: string): string {
  const shown = formatPhone(phone);
  const parts = shown.split('-');
  if (parts.length < 3) return `${shown.slice(0, 6)}****${shown.slice(-4)}`;
  return [parts[0], ...parts.slice(1, -1).map((p) => '*'.repeat(p.length)), parts.at(-1)].join('-');
}

export type RecoveryTarget = { email?: string; phone?: string };

/** The address typed (normalised by the schema) and the account it names, if any. */
export function resolveTarget(ctx: AppContext, t: RecoveryTarget): { target: string; masked: string; userId: number | null; kind: 'email' | 'phone' } {
  if (t.email !== undefined) {
    const id = ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(t.email)?.id;
    return { target: t.email, masked: maskEmail(t.email), userId: id ?? null, kind: 'email' };
  }
  const phone = t.phone ?? '';
  const id = ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)?.id;
  return { target: phone, masked: maskPhone(phone), userId: id ?? null, kind: 'phone' };
}

/** Sends a new code (replacing any pending one). Unknown addresses get the same answer and no message. */
export function sendForgotPasswordCode(ctx: AppContext, outbox: Outbox, t: RecoveryTarget, clientKey: string): ForgotPasswordSent {
  const who = resolveTarget(ctx, t);
  const code = randomDigits();
  issueSecret(ctx, { purpose: CODE, userId: who.userId, target: who.target, clientKey }, code);
  if (who.userId !== null) {
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel = ?').run(who.userId, TOKEN_CHANNEL);
    const minutes = FORGOT_OTP_TTL_S / 60;
    outbox.send(
      who.kind === 'email'
        ? { to: who.target, subject: FORGOT_COPY.subject, text: FORGOT_COPY.body(code, minutes), code }
        : { to: who.target, subject: 'SMS', text: FORGOT_COPY.sms(code, minutes), code },
      ctx.now(),
    );
  }
  return sentAnswer(who.masked, CODE);
}

/** Sends a reset link instead of a code; answered like a code. */
export function sendForgotPasswordLink(ctx: AppContext, outbox: Outbox, t: RecoveryTarget, clientKey: string): ForgotPasswordSent {
  const who = resolveTarget(ctx, t);
  const token = randomToken();
  issueSecret(ctx, { purpose: LINK, userId: who.userId, target: who.target, clientKey }, token);
  if (who.userId !== null) {
    const link = `${siteOrigin(ctx)}${RESET_LINK_PATH}?token=${token}`;
    outbox.send({ to: who.target, subject: FORGOT_COPY.linkSubject, text: FORGOT_COPY.linkBody(link, RESET_LINK_TTL_S / 60), code: token, link }, ctx.now());
  }
  return sentAnswer(who.masked, LINK);
}

/** Checks the code (limits: recovery/secrets.ts); a right one is spent and becomes a reset token. */
export function checkForgotPasswordCode(ctx: AppContext, t: RecoveryTarget, otp: string): ForgotPasswordChecked {
  const who = resolveTarget(ctx, t);
  checkCode(ctx, CODE, who.userId ?? undefined, who.target, otp, CODE_TEXTS);
  const userId = who.userId!;
  const resetToken = randomToken();
  ctx.db
    .prepare('INSERT OR REPLACE INTO otps (user_id, channel, target, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
    .run(userId, TOKEN_CHANNEL, who.target, sha256(resetToken), ctx.now() + RESET_TOKEN_TTL_S * 1000);
  return { resetToken, expiresIn: RESET_TOKEN_TTL_S };
}

/** Sets the new password with a reset token or a reset link's token (once), and revokes every session of the member. */
export function applyForgotPassword(ctx: AppContext, resetToken: string, password: string): Success {
  const hash = sha256(resetToken);
  const row = ctx.db
    .prepare<[string, string, string], { user_id: number; channel: string; expires_at: number }>(
      'SELECT user_id, channel, expires_at FROM otps WHERE channel IN (?, ?) AND code = ?',
    )
    .get(TOKEN_CHANNEL, LINK.channel, hash);
  if (!row || row.expires_at < ctx.now()) throw new ApiError(422, 'RESET_TOKEN_INVALID', FORGOT_COPY.tokenInvalid);
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), row.user_id);
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel IN (?, ?, ?)').run(row.user_id, CODE.channel, TOKEN_CHANNEL, LINK.channel);
    ctx.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, row.user_id);
  })();
  return { success: true, message: FORGOT_COPY.applied };
}
