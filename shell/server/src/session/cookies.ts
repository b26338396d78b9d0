// The token cookies of spec §3/§9: HttpOnly, SameSite=Lax, Secure outside localhost;
// each holds the token and its exp. Page JavaScript never reads them. On https their
// names carry the __Host- prefix: the browser then accepts them only Secure, for Path=/,
// without Domain, so no subdomain can plant or shadow them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN } from 'shared-contracts/core';

export interface StoredToken {
  token: string;
  /** Seconds since the epoch. */
  exp: number;
}

export interface TokenPair {
  access: StoredToken;
  refresh: StoredToken;
}

const StoredTokenSchema = z.object({ token: z.string().min(1).max(8000), exp: z.number().int() });

export interface CookieOptions {
  secure: boolean;
}

/** The cookie's name as the browser stores it: __Host-<name> on https. */
export function cookieName(name: string, opts: CookieOptions): string {
  return opts.secure ? `__Host-${name}` : name;
}

export function readToken(req: FastifyRequest, name: string): StoredToken | null {
  const raw = req.cookies[name];
  if (!raw) return null;
  try {
    const parsed = StoredTokenSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readTokens(req: FastifyRequest, opts: CookieOptions): { access: StoredToken | null; refresh: StoredToken | null } {
  return {
    access: readToken(req, cookieName(COOKIE_ACCESS_TOKEN, opts)),
    refresh: readToken(req, cookieName(COOKIE_REFRESH_TOKEN, opts)),
  };
}

/** A token's exp from the JWT itself; an opaque token falls back to now + lifetime. */
export function storedToken(token: string, fallbackLifetimeSeconds: number): StoredToken {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') return { token, exp };
  } catch {
    // not a JWT
  }
  return { token, exp: Math.floor(Date.now() / 1000) + fallbackLifetimeSeconds };
}

export function setTokenCookies(reply: FastifyReply, pair: TokenPair, opts: CookieOptions): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: opts.secure, path: '/' };
  const now = Math.floor(Date.now() / 1000);
  // The access cookie outlives its token so an expired token can still be refreshed
  // (and still counts as "a token existed"); the refresh cookie lives as long as its token.
  reply.setCookie(cookieName(COOKIE_ACCESS_TOKEN, opts), JSON.stringify(pair.access), {
    ...base,
    maxAge: Math.max(60, pair.refresh.exp - now),
  });
  reply.setCookie(cookieName(COOKIE_REFRESH_TOKEN, opts), JSON.stringify(pair.refresh), {
    ...base,
    maxAge: Math.max(60, pair.refresh.exp - now),
  });
}

export function clearTokenCookies(reply: FastifyReply, opts: CookieOptions): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: opts.secure, path: '/' };
  reply.clearCookie(cookieName(COOKIE_ACCESS_TOKEN, opts), base);
  reply.clearCookie(cookieName(COOKIE_REFRESH_TOKEN, opts), base);
}

/**
 * A member signed out by the server (introspection and refresh both failed) is told so on
 * the next page: when that page is '/' after the redirect from /account…, this short-lived
 * flag carries the news across the redirect. It says nothing secret (HttpOnly all the same).
 */
const SESSION_ENDED = 'mv-session-ended';
const SESSION_ENDED_SECONDS = 60;

export function markSessionEnded(reply: FastifyReply, opts: CookieOptions): void {
  reply.setCookie(cookieName(SESSION_ENDED, opts), '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: SESSION_ENDED_SECONDS,
  });
}

export function hasSessionEndedMark(req: FastifyRequest, opts: CookieOptions): boolean {
  return req.cookies[cookieName(SESSION_ENDED, opts)] === '1';
}

/** The flag is read once: the page that tells the member clears it. */
export function clearSessionEndedMark(reply: FastifyReply, opts: CookieOptions): void {
  reply.clearCookie(cookieName(SESSION_ENDED, opts), { httpOnly: true, sameSite: 'lax', secure: opts.secure, path: '/' });
}
