// Sign-in (authorization code + PKCE), the /redirect callback, and the site's own
// session endpoints (spec §7): login, session view, refresh, logout.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { carriedReferralCode, LOGIN_PATH, REFERRAL_CODE_PARAM, safeReturnPath, SIGN_UP_PARAM, SSO_REFERRAL_PARAM, STRINGS } from 'shared-contracts/core';
import { TokenResponseSchema } from 'shared-contracts/schemas';
import type { BffConfig } from '../config';
import { cookieName, setTokenCookies, storedToken } from './cookies';
import { CookieSealer } from './sealed';
import { errorBody } from '../http/messages';
import type { SessionService } from './service';
import { upstreamJson } from '../upstream/fetch';

const AUTH_COOKIE = 'mv-auth';
const AUTH_COOKIE_SECONDS = 600;

const b64url = (buf: Buffer) => buf.toString('base64url');

const PendingLoginSchema = z.object({
  state: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
  returnTo: z.string().max(2000),
  /** Seconds since the epoch: the sealed value itself expires, whatever the browser keeps. */
  exp: z.number().int(),
});
type PendingLogin = z.infer<typeof PendingLoginSchema>;

export const LOGIN_FAILED_MESSAGE = 'Gagal masuk: sesi masuk tidak valid atau sudah kedaluwarsa. Silakan coba lagi.';

export interface RedirectFailureRenderer {
  (req: FastifyRequest, reply: FastifyReply, error: { status: number; message: string }): unknown;
}

export function registerSessionRoutes(
  app: FastifyInstance,
  config: BffConfig,
  sessions: SessionService,
  renderFailure: RedirectFailureRenderer,
): void {
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' };
  const authCookie = cookieName(AUTH_COOKIE, { secure: config.secureCookies });
  // The state cookie carries the PKCE verifier: encrypted, not merely signed.
  const sealer = new CookieSealer(config.cookieSecret, 'sign-in-state');

  app.get(LOGIN_PATH, async (req, reply) => {
    const query = z
      .object({ returnTo: z.string().max(2000).optional(), [SIGN_UP_PARAM]: z.string().max(10).optional(), [REFERRAL_CODE_PARAM]: z.string().max(100).optional() })
      .safeParse(req.query);
    const returnTo = safeReturnPath(query.success ? query.data.returnTo : '/');
    // 'Daftar dengan kode …' (an invitation, /referral?kode=…): the SSO's registration page
    // with the code for its referral field. Only a value of the code's format is carried, and
    // only as that page's parameter: the target is always the SSO's own fixed page.
    const asked = query.success ? query.data : {};
    const signUp = asked[SIGN_UP_PARAM] === '1';
    const referralCode = signUp ? carriedReferralCode(asked[REFERRAL_CODE_PARAM]) : null;
    const pending: PendingLogin = {
      state: b64url(randomBytes(24)),
      verifier: b64url(randomBytes(32)),
      returnTo,
      exp: Math.floor(Date.now() / 1000) + AUTH_COOKIE_SECONDS,
    };
    const challenge = b64url(createHash('sha256').update(pending.verifier).digest());
    // The state is bound server-side to the path and the PKCE verifier (an encrypted, HttpOnly cookie).
    reply.setCookie(authCookie, sealer.seal(JSON.stringify(pending), authCookie), { ...cookieBase, maxAge: AUTH_COOKIE_SECONDS });
    const authorize = new URL(`${config.ssoPublicUrl}/v1/auth/${signUp ? 'register' : 'authorize'}`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: config.ssoClientId,
      redirect_uri: config.redirectUri,
      state: pending.state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(referralCode ? { [SSO_REFERRAL_PARAM]: referralCode } : {}),
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(authorize.toString(), 302);
  });

  app.get('/redirect', async (req, reply) => {
    const query = z
      .object({ code: z.string().min(1).max(500).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() })
      .safeParse(req.query);
    const fail = () => {
      reply.clearCookie(authCookie, cookieBase);
      return renderFailure(req, reply, { status: 400, message: LOGIN_FAILED_MESSAGE });
    };
    if (!query.success || (!query.data.code && !query.data.error)) return fail();
    const raw = req.cookies[authCookie];
    // Back after signing in returns to the SSO's sign-in page, which sends a browser signed
    // in there straight back here with a new code for the sign-in that already finished.
    // With no sign-in pending and the member's cookies present, that is not a failed
    // sign-in: the member goes on, signed in (the code is left unused; it expires).
    const { access, refresh } = sessions.tokensOf(req);
    if (!raw && query.data.code && (access || refresh)) return reply.header('cache-control', 'no-store').redirect('/', 302);
    const opened = raw ? sealer.open(raw, authCookie) : null;
    let pending: PendingLogin | null = null;
    if (opened) {
      try {
        const parsed = PendingLoginSchema.safeParse(JSON.parse(opened));
        pending = parsed.success ? parsed.data : null;
      } catch {
        pending = null;
      }
    }
    if (!pending || pending.exp < Date.now() / 1000 || pending.state !== query.data.state || !query.data.code) return fail();
    const exchange = await upstreamJson<unknown>(
      `${config.ssoUrl}/v1/auth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'authorization_code',
          code: query.data.code,
          redirect_uri: config.redirectUri,
          client_id: config.ssoClientId,
          code_verifier: pending.verifier,
        }),
      },
      config.upstreamTimeoutMs,
    ).catch(() => null);
    const tokens = exchange && exchange.status === 200 ? TokenResponseSchema.safeParse(exchange.body) : null;
    if (!tokens?.success) return fail();
    setTokenCookies(
      reply,
      {
        access: storedToken(tokens.data.access_token, tokens.data.expires_in),
        refresh: storedToken(tokens.data.refresh_token, tokens.data.refresh_expires_in),
      },
      { secure: config.secureCookies },
    );
    reply.clearCookie(authCookie, cookieBase);
    return reply.header('cache-control', 'no-store').redirect(safeReturnPath(pending.returnTo), 302);
  });

  app.get('/webapi/session', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const view = await sessions.view(req, reply);
    if (view.fatal) return reply.code(502).send({ ...view.session, error: view.fatal });
    // The SSO did not answer: the session stands, unconfirmed; the page says so and offers a retry.
    if (view.unavailable) return reply.code(503).send({ ...view.session, unavailable: true, message: STRINGS.accountDataUnavailable });
    return { ...view.session, loggedOut: view.loggedOut };
  });

  app.get('/webapi/session/refresh', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { refresh } = sessions.tokensOf(req);
    const tokens = await sessions.refreshWith(refresh?.token ?? null);
    // No answer from the SSO ends nothing: the cookies stay for the next try.
    if (tokens.unavailable) return reply.code(503).send(errorBody('UPSTREAM_UNAVAILABLE'));
    if (!tokens.refreshed) {
      sessions.clear(reply);
      return reply.code(401).send({ code: 401, detail: STRINGS.refreshFailedDetail });
    }
    sessions.apply(reply, tokens);
    // Tokens stay in HttpOnly cookies: the page learns only when they expire.
    return { data: { expiresAt: tokens.refreshed.access.exp, refreshExpiresAt: tokens.refreshed.refresh.exp } };
  });

  app.delete('/webapi/session/logout', async (req, reply) => {
    // A copy of the cookies taken before logout must not work afterwards: the SSO revokes
    // the refresh token's family (and with it every access token of this sign-in).
    const { access, refresh } = sessions.tokensOf(req);
    const revoked = refresh
      ? await sessions.revoke(refresh.token, 'refresh_token')
      : access
        ? await sessions.revoke(access.token, 'access_token')
        : true;
    if (!revoked) req.log.warn('logout: the SSO did not confirm the revocation');
    sessions.clear(reply);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
