// Shared by the *.test.ts files: start a backend on random ports and talk to it over real HTTP.
import crypto from 'node:crypto';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './index';
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle } from './auth/throttle';
import { TokenService } from './auth/tokens';
import type { AppContext } from './context';
import { openDatabase } from './db';
import { TokenResponseSchema, type TokenResponse } from 'shared-contracts/schemas';

export const TEST_CLIENT = { clientId: 'test-web', redirectUris: ['http://localhost:3999/redirect'] };
export const REDIRECT_URI = 'http://localhost:3999/redirect';

export function startTestBackend(opts: Partial<LocalBackendOptions> = {}): Promise<LocalBackend> {
  return startLocalBackend({ dbFile: ':memory:', contentPort: 0, ssoPort: 0, clients: [TEST_CLIENT], ...opts });
}

/**
 * What a route module receives, on a fresh in-memory database (seeded at `seededAt`, else
 * now) with the test's own clock: for rules tested without HTTP. The caller closes `ctx.db`.
 */
export function memoryContext(now: () => number, opts: { mediaBaseUrl?: string; seededAt?: number } = {}): AppContext {
  const db = openDatabase(':memory:', opts.seededAt);
  return {
    db,
    tokens: new TokenService(db, 900, 86_400),
    clients: new Map(),
    mediaBaseUrl: opts.mediaBaseUrl ?? '',
    now,
    signInThrottle: new SignInThrottle(DEFAULT_SIGN_IN_THROTTLE, now),
    faultToken: null,
  };
}

export interface HttpResult {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export async function http(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  let body: string | undefined;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? (JSON.parse(text) as unknown) : null;
  return { status: res.status, body: parsed, text, headers: res.headers };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeQuery(challenge: string, state = 'st-123', extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: TEST_CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
}

/**
 * What a browser holds after being shown the SSO's sign-in form: the form's token and the
 * pre-session cookie it is bound to (sso/formGuard.ts).
 */
export async function ssoFormSession(backend: LocalBackend): Promise<{ token: string; cookie: string }> {
  const shown = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(pkcePair().challenge)}`);
  const token = /name="form_token" value="([^"]+)"/.exec(shown.text)?.[1];
  const cookie = shown.headers.getSetCookie().find((c) => c.startsWith('mv_sso_form='))?.split(';')[0];
  if (!token || !cookie) throw new Error(`no sign-in form: ${shown.status}`);
  return { token, cookie };
}

/**
 * POSTs the sign-in or sign-up form as the browser that was shown it does: with the form's
 * token, its pre-session cookie (beside any cookie given) and the SSO's own Origin.
 */
export async function postSsoForm(
  backend: LocalBackend,
  path: '/v1/auth/authorize' | '/v1/auth/register',
  init: { form: Record<string, string>; headers?: Record<string, string> },
): Promise<HttpResult> {
  const { token, cookie } = await ssoFormSession(backend);
  const headers = { ...(init.headers ?? {}) };
  headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
  headers.origin ??= backend.ssoUrl;
  return http(backend.ssoUrl, path, { form: { ...init.form, form_token: token }, headers });
}

/** The whole browser flow: POST the sign-in form, read the code from the redirect, exchange it. */
export async function signIn(backend: LocalBackend, username: string, password = 'MyValue123!'): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
  const posted = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username, password } });
  if (posted.status !== 302) throw new Error(`sign-in failed: ${posted.status}`);
  const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await http(backend.ssoUrl, '/v1/auth/token', {
    json: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
  });
  return TokenResponseSchema.parse(token.body);
}
