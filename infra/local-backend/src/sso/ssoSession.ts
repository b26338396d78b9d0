// The SSO's own session in the browser: a cookie on the SSO host, set when a member signs
// in there (password, registration or social). With it, a later authorization request of
// any client signs in without the form (/v1/auth/authorize_logged_in). Ending a sign-in
// the session started (logout, or 'Perangkat' signing out that browser) ends it too, so a
// browser that was signed out cannot sign straight back in. The id is stored hashed.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sha256 } from '../codes';
import { DAY_MS } from '../time';
import { readCookie, writeCookie } from './cookies';
import { issueCode } from './oauth';

export const SSO_SESSION_COOKIE = 'mv_sso_session';
export const SSO_SESSION_TTL_MS = 7 * DAY_MS;

export interface SsoSession {
  /** The stored (hashed) id: what auth codes and web sessions refer to. */
  hash: string;
  userId: number;
}

export function userAgentOf(request: FastifyRequest): string {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 500) : '';
}

/** Starts a session for the member in this browser; returns its stored id. */
export function startSsoSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): string {
  const id = crypto.randomBytes(32).toString('base64url');
  const now = ctx.now();
  ctx.db
    .prepare('INSERT INTO sso_sessions (id_hash, user_id, user_agent, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(sha256(id), userId, userAgentOf(request), now, now + SSO_SESSION_TTL_MS);
  writeCookie(request, reply, SSO_SESSION_COOKIE, id, SSO_SESSION_TTL_MS / 1000);
  return sha256(id);
}

/** The browser's live session, or null (none, unknown, expired, ended, or its member is gone). */
export function currentSsoSession(ctx: AppContext, request: FastifyRequest): SsoSession | null {
  const id = readCookie(request, SSO_SESSION_COOKIE);
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = ctx.db
    .prepare<[string, number], { id_hash: string; user_id: number }>(
      `SELECT s.id_hash, s.user_id FROM sso_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    )
    .get(sha256(id), ctx.now());
  return row ? { hash: row.id_hash, userId: row.user_id } : null;
}

export function clearSsoSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeCookie(request, reply, SSO_SESSION_COOKIE, '', 0);
}

export function endSsoSession(ctx: AppContext, hash: string | null): void {
  if (hash) ctx.db.prepare('UPDATE sso_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL').run(ctx.now(), hash);
}

/**
 * A finished sign-in in this browser: the SSO session starts (or goes on) and the client
 * gets its authorization code. Returns where to send the browser.
 */
export function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  params: { client_id: string; redirect_uri: string; code_challenge: string; state?: string },
): string {
  const current = currentSsoSession(ctx, request);
  const session = current && current.userId === userId ? current.hash : startSsoSession(ctx, request, reply, userId);
  return issueCode(ctx, userId, params, { ssoSession: session, userAgent: userAgentOf(request) });
}
