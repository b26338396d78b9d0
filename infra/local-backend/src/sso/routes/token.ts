// /v1/auth/token (authorization code + PKCE, refresh rotation), /v1/auth/revoke and /v1/auth/introspect.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TokenRequestSchema, type TokenResponse } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { sha256 } from '../../codes';
import { getUserRow, toIntrospection } from '../../users';
import { ERROR_TEXTS } from 'shared-contracts/core';
import { endSignIn, recordWebSession, touchWebSession } from '../webSessions';

function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(crypto.createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && crypto.timingSafeEqual(computed, expected);
}

export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/v1/auth/token', async (request, reply): Promise<TokenResponse> => {
    const body = parseInput(TokenRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    if (!ctx.clients.has(body.client_id)) throw new ApiError(401, 'INVALID_CLIENT', ERROR_TEXTS.INVALID_CLIENT);
    if (body.grant_type === 'refresh_token') {
      const { family, ...pair } = await ctx.tokens.rotate(body.refresh_token, body.client_id);
      touchWebSession(ctx, family);
      return pair;
    }

    const invalid = () => new ApiError(400, 'INVALID_GRANT', ERROR_TEXTS.INVALID_GRANT);
    const row = ctx.db
      .prepare<
        [string],
        { user_id: number; client_id: string; redirect_uri: string; code_challenge: string; expires_at: number; used_at: number | null; sso_session: string | null; user_agent: string }
      >(
        'SELECT * FROM auth_codes WHERE code_hash = ?',
      )
      .get(sha256(body.code));
    if (!row || row.used_at !== null || row.expires_at < ctx.now()) throw invalid();
    // Spend the code before anything else can fail, so a leaked code cannot be retried.
    const spent = ctx.db.prepare('UPDATE auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(ctx.now(), sha256(body.code));
    if (spent.changes !== 1) throw invalid();
    if (row.client_id !== body.client_id || row.redirect_uri !== body.redirect_uri) throw invalid();
    if (!pkceMatches(body.code_verifier, row.code_challenge)) {
      throw new ApiError(400, 'INVALID_GRANT', 'Verifikasi PKCE gagal.');
    }
    // A sign-in is one token family: the web session 'Perangkat' lists, in the browser that signed in.
    const family = crypto.randomUUID();
    const pair = await ctx.tokens.issue(row.user_id, body.client_id, family);
    recordWebSession(ctx, { family, userId: row.user_id, clientId: body.client_id, ssoSession: row.sso_session, userAgent: row.user_agent });
    return pair;
  });

  // RFC 7009 token revocation (logout): JSON or form body; 200 whether or not the token
  // was valid, so the answer tells nothing about it.
  app.post('/v1/auth/revoke', async (request, reply) => {
    const body = parseInput(
      z.object({
        token: z.string().min(1).max(4000),
        token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
        client_id: z.string().min(1).max(200),
      }),
      request.body,
    );
    reply.header('cache-control', 'no-store');
    if (!ctx.clients.has(body.client_id)) throw new ApiError(401, 'INVALID_CLIENT', ERROR_TEXTS.INVALID_CLIENT);
    // Logout ends the sign-in and the SSO session in the browser it came from: a browser
    // signed out of the site does not sign straight back in with 'Masuk'.
    const family = await ctx.tokens.revoke(body.token, body.client_id);
    if (family) endSignIn(ctx, family);
    return reply.code(200).send({});
  });

  app.post('/v1/auth/introspect', async (request) => {
    const { access_token } = parseInput(z.object({ access_token: z.string().min(1).max(4000) }), request.body);
    const claims = await ctx.tokens.verifyAccess(access_token);
    touchWebSession(ctx, claims.family);
    const user = getUserRow(ctx.db, claims.userId);
    if (!user) throw new ApiError(401, 'TOKEN_INVALID', 'Akun tidak ditemukan.');
    return toIntrospection(user, claims);
  });
}
