// One-time codes and links of the SSO: verification of a stored e-mail or phone, forgot
// password, e-mail or phone change, set-password and verification links. A real SSO would
// e-mail or text them; the stand-in records them in the outbox. The rules (issue 32):
//
// - a code is 6 random digits, a link carries 256 random bits; both are stored hashed, with
//   a lifetime fixed when they are issued, and work once (a used one says so);
// - a code allows TRIES_PER_CODE wrong tries, and the ACCOUNT (not the code) allows
//   ACCOUNT_TRIES wrong tries a day across every resend: asking for a new code does not
//   reset it. An even chance of guessing a code takes ln 2 × 10⁶ ≈ 693,000 guesses, at
//   10 a day about 190 years;
// - sends are spaced (RESEND_COOLDOWN_MS; per address where Purpose.spacedPerAddress) and capped per account (ACCOUNT_SENDS) and per
//   client (CLIENT_SENDS), and counted against the address typed even when it has no
//   account, so the answer does not tell whether it has one.
import crypto from 'node:crypto';
import { ERROR_TEXTS } from 'shared-contracts/core';
import type { CodeSent } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { sha256 } from '../../codes';
import { ApiError } from '../../http/errors';
import type { Outbox } from '../outbox';
import { clientRule, limiterOf, waitText, type WindowRule } from './limits';

const HOUR_MS = 3_600_000;
export const TRIES_PER_CODE = 5;
export const ACCOUNT_TRIES: WindowRule = { limit: 10, windowMs: 24 * HOUR_MS };
export const RESEND_COOLDOWN_MS = 60_000;
export const ACCOUNT_SENDS: WindowRule = { limit: 5, windowMs: HOUR_MS };
export const CLIENT_SENDS: WindowRule = { limit: 20, windowMs: HOUR_MS };

/** What a code or link is for: its row in the otps table, its lifetime and its words. */
export interface Purpose {
  channel: string;
  ttlS: number;
  /** Wrong tries are counted per account under this family (one for all of a flow's channels). */
  family: string;
  /** Wrong tries one code allows before it is dead (a new one must be sent); TRIES_PER_CODE when absent. */
  triesPerCode?: number;
  /**
   * False where anyone who knows the address may try codes (forgot password): the account's
   * daily count of wrong tries would let a stranger lock the member out of recovery for a
   * day (issue 42). There each code dies after its few tries and the send limits bound the
   * guessing instead (FORGOT_CODE in forgotPassword.ts).
   */
  accountLock?: boolean;
  /**
   * True where only the signed-in member asks (verification of the stored e-mail or
   * phone): the minute between sends is kept per address, so verifying the e-mail does
   * not refuse the phone's first code with 'Kode atau tautan baru saja dikirim' when none
   * went to the phone (issue 43). Absent where anyone who knows an address may ask (forgot
   * password): there one account has one minute, whichever address is typed, so a
   * stranger cannot double the messages by alternating. The hourly caps are per account
   * either way.
   */
  spacedPerAddress?: boolean;
}

interface Row {
  user_id: number;
  target: string;
  code: string;
  expires_at: number;
  attempts: number;
}

const usedChannel = (channel: string) => `${channel}#used`;

export function randomDigits(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function tooMany(code: 'OTP_RESEND_TOO_SOON' | 'OTP_SEND_LIMIT' | 'TOO_MANY_ATTEMPTS', waitMs: number, sentence: string): ApiError {
  return new ApiError(429, code, `${sentence} Coba lagi dalam ${waitText(waitMs)}.`, { retryAfter: Math.ceil(waitMs / 1000) });
}

export interface SendRequest {
  purpose: Purpose;
  /** The account, or null when the address has none (nothing is stored or sent then). */
  userId: number | null;
  /** The address as typed, normalised: what sends are counted against when there is no account. */
  target: string;
  clientKey: string;
}

/** The send limits, before anything is sent. Throws 429 with the wait in words. */
export function assertMaySend(ctx: AppContext, req: SendRequest): void {
  const limiter = limiterOf(ctx);
  const account = `send:${req.purpose.family}:${req.userId ?? `to:${req.target}`}`;
  // The refusal below says a code or link was just sent: true of the account, and of the
  // address only where the purpose is spaced per address (see Purpose.spacedPerAddress).
  const spacing = req.purpose.spacedPerAddress ? `${account}:${req.target}` : account;
  const since = limiter.sinceLastMs(spacing);
  if (since < RESEND_COOLDOWN_MS) throw tooMany('OTP_RESEND_TOO_SOON', RESEND_COOLDOWN_MS - since, 'Kode atau tautan baru saja dikirim.');
  const accountWait = limiter.waitMs(account, ACCOUNT_SENDS);
  if (accountWait > 0) throw tooMany('OTP_SEND_LIMIT', accountWait, ERROR_TEXTS.OTP_SEND_LIMIT.replace(' Coba lagi nanti.', ''));
  const clientWait = limiter.waitMs(`send:${req.clientKey}`, clientRule(ctx, CLIENT_SENDS));
  if (clientWait > 0) throw tooMany('OTP_SEND_LIMIT', clientWait, ERROR_TEXTS.OTP_SEND_LIMIT.replace(' Coba lagi nanti.', ''));
  if (spacing !== account) limiter.hit(spacing);
  limiter.hit(account);
  limiter.hit(`send:${req.clientKey}`);
}

/**
 * Issues a new secret for the account (replacing its pending one of the same purpose) and
 * returns it; the caller puts it in the message. Send limits are checked first.
 */
export function issueSecret(ctx: AppContext, req: SendRequest, secret: string): void {
  assertMaySend(ctx, req);
  if (req.userId === null) return;
  ctx.db
    .prepare('INSERT OR REPLACE INTO otps (user_id, channel, target, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
    .run(req.userId, req.purpose.channel, req.target, sha256(secret), ctx.now() + req.purpose.ttlS * 1000);
}

export function sentAnswer(sentTo: string, purpose: Purpose): CodeSent {
  return { sentTo, expiresIn: purpose.ttlS, resendIn: RESEND_COOLDOWN_MS / 1000 };
}

export interface CodeTexts {
  invalid: string;
  expired: string;
  used: string;
  tooManyForCode: string;
}

export const VERIFICATION_TEXTS: CodeTexts = {
  invalid: 'Kode verifikasi salah. Periksa kembali kode yang kami kirim.',
  expired: 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.',
  used: ERROR_TEXTS.OTP_USED,
  tooManyForCode: 'Terlalu banyak percobaan untuk kode ini. Minta kode baru.',
};

/**
 * Checks a typed code against the account's pending one. Spent on success (and remembered
 * as used until it would have expired). Every wrong try counts against the code and the account.
 */
export function checkCode(
  ctx: AppContext,
  purpose: Purpose,
  userId: number | undefined,
  target: string,
  given: string,
  texts: CodeTexts,
): void {
  const limiter = limiterOf(ctx);
  const accountKey = `tries:${purpose.family}:${userId ?? `to:${target}`}`;
  const accountLock = purpose.accountLock !== false;
  const wait = accountLock ? limiter.waitMs(accountKey, ACCOUNT_TRIES) : 0;
  if (wait > 0) throw tooMany('TOO_MANY_ATTEMPTS', wait, 'Terlalu banyak percobaan kode yang salah.');
  const wrong = (code: 'OTP_INVALID' | 'OTP_NOT_REQUESTED') => {
    if (accountLock) limiter.hit(accountKey);
    return new ApiError(422, code, texts.invalid);
  };
  if (userId === undefined) throw wrong('OTP_INVALID');
  const hash = sha256(given);
  const used = ctx.db
    .prepare<[number, string], Row>('SELECT * FROM otps WHERE user_id = ? AND channel = ?')
    .get(userId, usedChannel(purpose.channel));
  if (used && used.target === target && used.code === hash && used.expires_at >= ctx.now()) throw new ApiError(422, 'OTP_USED', texts.used);
  const row = ctx.db.prepare<[number, string], Row>('SELECT * FROM otps WHERE user_id = ? AND channel = ?').get(userId, purpose.channel);
  if (!row || row.target !== target) throw wrong('OTP_INVALID');
  if (row.attempts >= (purpose.triesPerCode ?? TRIES_PER_CODE)) throw new ApiError(429, 'OTP_TOO_MANY_ATTEMPTS', texts.tooManyForCode);
  if (row.expires_at < ctx.now()) throw new ApiError(422, 'OTP_EXPIRED', texts.expired);
  const a = Buffer.from(hash);
  const b = Buffer.from(row.code);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    ctx.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE user_id = ? AND channel = ?').run(userId, purpose.channel);
    throw wrong('OTP_INVALID');
  }
  markUsed(ctx, purpose, row);
}

function markUsed(ctx: AppContext, purpose: Purpose, row: Row): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM otps WHERE user_id = ? AND channel = ?').run(row.user_id, purpose.channel);
    ctx.db
      .prepare('INSERT OR REPLACE INTO otps (user_id, channel, target, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
      .run(row.user_id, usedChannel(purpose.channel), row.target, row.code, row.expires_at);
  })();
}

export interface LinkHolder {
  userId: number;
  target: string;
  expiresAt: number;
}

/** The account a link's token belongs to; throws LINK_INVALID, LINK_EXPIRED or LINK_USED. */
export function findLink(ctx: AppContext, purpose: Purpose, token: string): LinkHolder {
  const hash = sha256(token);
  const row = ctx.db.prepare<[string, string], Row>('SELECT * FROM otps WHERE channel = ? AND code = ?').get(purpose.channel, hash);
  if (!row) {
    const used = ctx.db.prepare<[string, string], Row>('SELECT * FROM otps WHERE channel = ? AND code = ?').get(usedChannel(purpose.channel), hash);
    if (used) throw new ApiError(410, 'LINK_USED');
    throw new ApiError(404, 'LINK_INVALID');
  }
  if (row.expires_at < ctx.now()) throw new ApiError(410, 'LINK_EXPIRED');
  return { userId: row.user_id, target: row.target, expiresAt: row.expires_at };
}

/** Spends a link (after findLink): it now answers LINK_USED. */
export function spendLink(ctx: AppContext, purpose: Purpose, token: string): LinkHolder {
  const holder = findLink(ctx, purpose, token);
  const row = ctx.db.prepare<[string, string], Row>('SELECT * FROM otps WHERE channel = ? AND code = ?').get(purpose.channel, sha256(token));
  if (row) markUsed(ctx, purpose, row);
  return holder;
}

/** Where links lead: the site of the registered client (its redirect URI's origin). */
export function siteOrigin(ctx: AppContext): string {
  for (const uris of ctx.clients.values()) for (const uri of uris) return new URL(uri).origin;
  return 'http://localhost:3000';
}

export function sendMessage(outbox: Outbox, ctx: AppContext, message: { to: string; subject: string; text: string; code: string; link?: string }): void {
  outbox.send(message, ctx.now());
}
