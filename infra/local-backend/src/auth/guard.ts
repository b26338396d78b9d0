// Bearer-token checks shared by the Content API and the SSO.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AccessClaims } from './tokens';
import { ApiError } from '../http/errors';
import { getUserRow, type UserRow } from '../users';
import { ERROR_TEXTS } from 'shared-contracts/core';
import { touchWebSession } from '../sso/webSessions';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  return (await requireSession(ctx, request)).user;
}

/** The member and the claims of the token (its sign-in, for 'Perangkat'). */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<{ user: UserRow; claims: AccessClaims }> {
  const token = bearer(request);
  if (!token) throw new ApiError(401, 'TOKEN_MISSING', ERROR_TEXTS.TOKEN_MISSING);
  const claims = await ctx.tokens.verifyAccess(token);
  touchWebSession(ctx, claims.family);
  const user = getUserRow(ctx.db, claims.userId);
  if (!user) throw new ApiError(401, 'TOKEN_INVALID', 'Akun tidak ditemukan. Silakan masuk kembali.');
  return { user, claims };
}

/** For public lists that personalise when a member is signed in; a bad token just means anonymous. */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | null> {
  if (!bearer(request)) return null;
  try {
    return await requireUser(ctx, request);
  } catch {
    return null;
  }
}
