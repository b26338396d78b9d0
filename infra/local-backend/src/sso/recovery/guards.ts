// Throttles of the signed-in member's password checks and of the answers that tell
// whether an address is registered, and the end of a member's other sessions.
import type { FastifyRequest } from 'fastify';
import { ERROR_TEXTS } from 'shared-contracts/core';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../auth/password';
import { ApiError } from '../../http/errors';
import type { UserRow } from '../../users';
import { clientKeyOf, clientRule, limiterOf, waitText, type WindowRule } from './limits';

/** Wrong current passwords per account before checks stop for a while (a stolen session must not guess). */
export const PASSWORD_CHECKS: WindowRule = { limit: 5, windowMs: 15 * 60_000 };
/** "Is it registered?" answers per client (sign-up, /v1/user/check), and per member (e-mail/phone change). */
export const LOOKUPS_PER_CLIENT: WindowRule = { limit: 10, windowMs: 10 * 60_000 };
export const LOOKUPS_PER_ACCOUNT: WindowRule = { limit: 5, windowMs: 15 * 60_000 };
/** "Whose referral code is it?" answers per client (the sign-up page opened with a code, its own check, a refused submit). */
export const REFERRER_LOOKUPS_PER_CLIENT: WindowRule = { limit: 10, windowMs: 10 * 60_000 };

export function hasPassword(row: Pick<UserRow, 'password_hash'>): boolean {
  return row.password_hash.startsWith('scrypt$');
}

/**
 * The member's current password, throttled per account: after PASSWORD_CHECKS wrong ones
 * even the right one is refused until the window passes. A right one clears the count.
 */
export function assertCurrentPassword(ctx: AppContext, user: UserRow, password: string): void {
  const limiter = limiterOf(ctx);
  const key = `password-check:${user.id}`;
  const wait = limiter.waitMs(key, PASSWORD_CHECKS);
  if (wait > 0) {
    throw new ApiError(429, 'TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam ${waitText(wait)}.`, {
      retryAfter: Math.ceil(wait / 1000),
    });
  }
  if (!verifyPassword(password, user.password_hash)) {
    limiter.hit(key);
    throw new ApiError(422, 'WRONG_PASSWORD', ERROR_TEXTS.WRONG_PASSWORD);
  }
  limiter.clear(key);
}

/** Counts one answer against every rule's key and returns 0; or, when one is spent, counts nothing and returns how long until it is not. */
function take(ctx: AppContext, rules: ReadonlyArray<readonly [string, WindowRule]>): number {
  const limiter = limiterOf(ctx);
  const wait = Math.max(0, ...rules.map(([k, rule]) => limiter.waitMs(k, rule)));
  if (wait === 0) for (const [k] of rules) limiter.hit(k);
  return wait;
}

function refuseIfSpent(wait: number): void {
  if (wait > 0) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', `Terlalu banyak pemeriksaan data. Coba lagi dalam ${waitText(wait)}.`, {
      retryAfter: Math.ceil(wait / 1000),
    });
  }
}

/** Counts one "is it registered?" answer against each key (client or member); refuses (429) once one is spent. */
export function assertMayLookUp(ctx: AppContext, keys: string[]): void {
  refuseIfSpent(take(ctx, keys.map((k) => [`lookup:${k}`, k.startsWith('client:') ? clientRule(ctx, LOOKUPS_PER_CLIENT) : LOOKUPS_PER_ACCOUNT] as const)));
}

/**
 * The questions about someone else a sign-up page answers, each with a budget per client:
 * 'registered' (is this e-mail or phone taken?) and 'referrer' (whose is this referral
 * code?). Apart, so that an invitation opened again and again behind one carrier's address
 * does not spend the look-ups the sign-up's submit needs.
 */
export type Question = 'registered' | 'referrer';
const PER_CLIENT: Record<Question, readonly [prefix: string, rule: WindowRule]> = {
  registered: ['lookup', LOOKUPS_PER_CLIENT],
  referrer: ['referrer', REFERRER_LOOKUPS_PER_CLIENT],
};

function takeForClient(ctx: AppContext, request: FastifyRequest, question: Question): number {
  const [prefix, rule] = PER_CLIENT[question];
  return take(ctx, [[`${prefix}:${clientKeyOf(request)}`, clientRule(ctx, rule)]]);
}

/** Counts the question for the request's client; 429 once its answers are spent. */
export function assertClientMayAsk(ctx: AppContext, request: FastifyRequest, question: Question): void {
  refuseIfSpent(takeForClient(ctx, request, question));
}

/**
 * For an answer a page gives on the side (whose a carried or refused referral code is): true
 * when the client may have it (counted), false once its answers are spent; the page then
 * says nothing either way instead of refusing.
 */
export function clientMayAsk(ctx: AppContext, request: FastifyRequest, question: Question): boolean {
  return takeForClient(ctx, request, question) === 0;
}

/** The sign-in family of the request's access token (already verified by requireUser). */
export function familyOf(request: FastifyRequest): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? '').trim())?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const fam = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { fam?: unknown }).fam;
    return typeof fam === 'string' ? fam : null;
  } catch {
    return null;
  }
}

/** Ends every sign-in of the member except `keep` (the one that made the change). */
export function revokeOtherSessions(ctx: AppContext, userId: number, keep: string | null): void {
  ctx.db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND family IS NOT ?')
    .run(ctx.now(), userId, keep);
}
