// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; issue 42
// item 4). 20 failed sign-ins from one address blocked everyone behind it, and Indonesian
// carriers put many people behind one public address (CGNAT). A browser where a member
// signed in successfully gets a cookie naming that account, a random nonce and an HMAC of
// both under a key derived from the SSO's secret. Presented with a sign-in for the same
// account, it lets the browser pass the address block; its own failures are counted per
// device (and per account, which throttle stays as it is), so a thief of the cookie gains
// nothing beyond the account's own limit. HttpOnly, SameSite=Lax, a year.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { derivedKey } from '../auth/tokens';
import { readCookie, writeCookie } from './cookies';

export const DEVICE_COOKIE = 'mv_sso_device';
const DEVICE_COOKIE_TTL_S = 365 * 24 * 3600;

const keys = new WeakMap<AppContext, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    key = derivedKey(ctx.db, 'device-cookie');
    keys.set(ctx, key);
  }
  return key;
}

const sign = (ctx: AppContext, account: string, nonce: string) => crypto.createHmac('sha256', keyOf(ctx)).update(`${account}.${nonce}`).digest('base64url');

/** Gives this browser a device cookie for the account that just signed in. */
export function rememberDevice(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, account: string): void {
  const name = Buffer.from(account).toString('base64url');
  const nonce = crypto.randomBytes(16).toString('base64url');
  writeCookie(request, reply, DEVICE_COOKIE, `${name}.${nonce}.${sign(ctx, account, nonce)}`, DEVICE_COOKIE_TTL_S);
}

/** The device's id when the browser holds a valid device cookie for `account`, else undefined. */
export function knownDevice(ctx: AppContext, request: FastifyRequest, account: string): string | undefined {
  const value = readCookie(request, DEVICE_COOKIE);
  const m = value ? /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!m || Buffer.from(m[1]!, 'base64url').toString() !== account) return undefined;
  const expected = Buffer.from(sign(ctx, account, m[2]!));
  const given = Buffer.from(m[3]!);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? m[2] : undefined;
}
