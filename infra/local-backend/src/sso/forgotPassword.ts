// The forgot-password flow of the SSO stand-in (spec §7), shared by its JSON routes and
// its HTML pages: a 6-digit code by e-mail (recorded in the outbox), checked for a
// single-use reset token, which sets the new password and ends the member's sessions.
// Codes and tokens are stored hashed in the otps table, one pending row per user and purpose.
import crypto from 'node:crypto';
import type { ForgotPasswordChecked, ForgotPasswordSent, Success } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { hashPassword } from '../auth/password';
import { sha256 } from '../codes';
import { ApiError } from '../http/errors';
import type { Outbox } from './outbox';

export const FORGOT_OTP_TTL_S = 300;
export const RESET_TOKEN_TTL_S = 900;
export const FORGOT_OTP_MAX_ATTEMPTS = 5;
const CODE_CHANNEL = 'forgot_password';
const TOKEN_CHANNEL = 'forgot_password_reset';

export const FORGOT_COPY = {
  subject: 'Kode untuk mengubah kata sandi MyValue',
  body: (code: string, minutes: number) =>
    `Kode verifikasi kamu: ${code}. Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun. Abaikan email ini jika kamu tidak meminta perubahan kata sandi.`,
  invalid: 'Kode verifikasi salah atau sudah tidak berlaku.',
  expired: 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.',
  tooMany: 'Terlalu banyak percobaan. Minta kode baru.',
  tokenInvalid: 'Sesi ubah kata sandi sudah berakhir. Minta kode baru untuk mencoba lagi.',
  applied: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
} as const;

/** 'demo@myvalue.id' → 'de**@myvalue.id': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(2, local.length - keep))}${email.slice(at)}`;
}

interface PendingRow {
  user_id: number;
  target: string;
  code: string;
  expires_at: number;
  attempts: number;
}

function userIdByEmail(ctx: AppContext, email: string): number | undefined {
  return ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email)?.id;
}

function pending(ctx: AppContext, userId: number, channel: string): PendingRow | undefined {
  return ctx.db.prepare<[number, string], PendingRow>('SELECT * FROM otps WHERE user_id = ? AND channel = ?').get(userId, channel);
}

function store(ctx: AppContext, userId: number, channel: string, target: string, secret: string, ttlSeconds: number): void {
  ctx.db
    .prepare('INSERT OR REPLACE INTO otps (user_id, channel, target, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
    .run(userId, channel, target, sha256(secret), ctx.now() + ttlSeconds * 1000);
}

/** Sends a new code (replacing any pending one). Unknown addresses get the same answer and no e-mail. */
export function sendForgotPasswordCode(ctx: AppContext, outbox: Outbox, email: string): ForgotPasswordSent {
  const userId = userIdByEmail(ctx, email);
  if (userId !== undefined) {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    store(ctx, userId, CODE_CHANNEL, email, code, FORGOT_OTP_TTL_S);
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel = ?').run(userId, TOKEN_CHANNEL);
    outbox.send({ to: email, subject: FORGOT_COPY.subject, text: FORGOT_COPY.body(code, FORGOT_OTP_TTL_S / 60), code }, ctx.now());
  }
  return { sentTo: maskEmail(email), expiresIn: FORGOT_OTP_TTL_S };
}

/** Checks the code: five wrong tries lock it; a right one is spent and becomes a reset token. */
export function checkForgotPasswordCode(ctx: AppContext, email: string, otp: string): ForgotPasswordChecked {
  const userId = userIdByEmail(ctx, email);
  const row = userId === undefined ? undefined : pending(ctx, userId, CODE_CHANNEL);
  if (userId === undefined || !row || row.target !== email) throw new ApiError(422, 'OTP_INVALID', FORGOT_COPY.invalid);
  if (row.attempts >= FORGOT_OTP_MAX_ATTEMPTS) throw new ApiError(429, 'OTP_TOO_MANY_ATTEMPTS', FORGOT_COPY.tooMany);
  if (row.expires_at < ctx.now()) throw new ApiError(422, 'OTP_EXPIRED', FORGOT_COPY.expired);
  const given = Buffer.from(sha256(otp));
  const expected = Buffer.from(row.code);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    ctx.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE user_id = ? AND channel = ?').run(userId, CODE_CHANNEL);
    throw new ApiError(422, 'OTP_INVALID', FORGOT_COPY.invalid);
  }
  const resetToken = crypto.randomBytes(32).toString('base64url');
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel = ?').run(userId, CODE_CHANNEL);
    store(ctx, userId, TOKEN_CHANNEL, email, resetToken, RESET_TOKEN_TTL_S);
  })();
  return { resetToken, expiresIn: RESET_TOKEN_TTL_S };
}

/** Sets the new password with a reset token (once), and revokes every refresh token of the member. */
export function applyForgotPassword(ctx: AppContext, resetToken: string, password: string): Success {
  const row = ctx.db
    .prepare<[string, string], PendingRow>('SELECT * FROM otps WHERE channel = ? AND code = ?')
    .get(TOKEN_CHANNEL, sha256(resetToken));
  if (!row || row.expires_at < ctx.now()) throw new ApiError(422, 'RESET_TOKEN_INVALID', FORGOT_COPY.tokenInvalid);
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), row.user_id);
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel IN (?, ?)').run(row.user_id, CODE_CHANNEL, TOKEN_CHANNEL);
    ctx.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, row.user_id);
  })();
  return { success: true, message: FORGOT_COPY.applied };
}
