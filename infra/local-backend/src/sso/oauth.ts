// The authorization request as the sign-in and registration pages carry it from GET to POST.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sha256 } from '../codes';

export const AuthorizeParamsSchema = z.object({
  response_type: z.string().max(40).optional(),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type AuthorizeParams = z.infer<typeof AuthorizeParamsSchema>;

export type AuthorizeCheck =
  | { ok: true; params: AuthorizeParams & { client_id: string; redirect_uri: string; code_challenge: string } }
  | { ok: false; kind: 'page'; message: string }
  | { ok: false; kind: 'redirect'; location: string };

const CODE_TTL_MS = 120_000;

/** Pick only the OAuth fields out of any object (query or form body), ignoring the rest. */
export function authorizeParamsOf(input: unknown): AuthorizeParams {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const picked: Record<string, string> = {};
  for (const key of Object.keys(AuthorizeParamsSchema.shape)) {
    const v = source[key];
    if (typeof v === 'string') picked[key] = v;
  }
  const parsed = AuthorizeParamsSchema.safeParse(picked);
  return parsed.success ? parsed.data : {};
}

export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Client and redirect URI are checked first and failures never redirect (an open redirect
 * otherwise); once the redirect URI is trusted, other problems go back to the client per RFC 6749.
 */
export function checkAuthorize(ctx: AppContext, p: AuthorizeParams): AuthorizeCheck {
  const client = checkClient(ctx, p);
  if (!client.ok) return { ok: false, kind: 'page', message: client.message };
  const fail = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    kind: 'redirect',
    location: withQuery(p.redirect_uri ?? '', { error, error_description: description, state: p.state }),
  });
  if (p.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code');
  if (!p.code_challenge || !/^[A-Za-z0-9_-]{43,128}$/.test(p.code_challenge)) return fail('invalid_request', 'code_challenge is required');
  if (p.code_challenge_method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
  return { ok: true, params: { ...p, client_id: client.clientId, redirect_uri: client.redirectUri, code_challenge: p.code_challenge } };
}

export type ClientCheck =
  | { ok: true; clientId: string; redirectUri: string; name: string }
  | { ok: false; errorCode: 'INVALID_CLIENT' | 'INVALID_REDIRECT_URI'; message: string };

/**
 * The part of an authorization request that decides whether the SSO may answer the client
 * at all (GET /v1/auth/authorize/validation and every sign-in page): a registered client
 * and one of its redirect URIs, exactly.
 */
export function checkClient(ctx: AppContext, p: Pick<AuthorizeParams, 'client_id' | 'redirect_uri'>): ClientCheck {
  const uris = p.client_id ? ctx.clients.get(p.client_id) : undefined;
  if (!p.client_id || !uris) return { ok: false, errorCode: 'INVALID_CLIENT', message: 'Aplikasi tidak dikenal (client_id tidak terdaftar).' };
  if (!p.redirect_uri || !uris.has(p.redirect_uri)) {
    return { ok: false, errorCode: 'INVALID_REDIRECT_URI', message: 'Alamat pengalihan (redirect_uri) tidak terdaftar untuk aplikasi ini.' };
  }
  return { ok: true, clientId: p.client_id, redirectUri: p.redirect_uri, name: ctx.clientNames?.get(p.client_id) ?? p.client_id };
}

/** Where a code is issued: the browser's SSO session (if any) and user agent, for 'Perangkat'. */
export interface SignInOrigin {
  ssoSession: string | null;
  userAgent: string;
}

/** Issues a single-use code and returns where to send the browser. */
export function issueCode(
  ctx: AppContext,
  userId: number,
  p: { client_id: string; redirect_uri: string; code_challenge: string; state?: string },
  origin: SignInOrigin,
): string {
  const code = crypto.randomBytes(32).toString('base64url');
  ctx.db
    .prepare(
      'INSERT INTO auth_codes (code_hash, user_id, client_id, redirect_uri, code_challenge, expires_at, sso_session, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(sha256(code), userId, p.client_id, p.redirect_uri, p.code_challenge, ctx.now() + CODE_TTL_MS, origin.ssoSession, origin.userAgent);
  return withQuery(p.redirect_uri, { code, state: p.state });
}
