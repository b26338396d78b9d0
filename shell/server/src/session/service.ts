// The member's session as the BFF sees it: fresh tokens for upstream calls (refreshed
// when expired), and the view the page may know (who is signed in, never a token).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTokenExpired, sessionUserOf, type SessionState } from 'shared-contracts/core';
import { IntrospectionSchema, UserSchema } from 'shared-contracts/schemas';
import { clearTokenCookies, readTokens, setTokenCookies, type TokenPair } from './cookies';
import type { TokenRefresher } from './refresher';
import { NoAnswerError, upstreamJson, UpstreamError } from '../upstream/fetch';

export interface ResolvedTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** A token cookie came with the request. */
  hadToken: boolean;
  /** New tokens to hand back to the browser. */
  refreshed: TokenPair | null;
  /** The session is gone: cookies must be cleared. */
  invalid: boolean;
  /** A refresh was needed and the SSO gave no usable answer: the session is kept, unusable for now. */
  unavailable?: boolean;
}

export interface SessionViewResult {
  session: SessionState;
  /** Introspection failed while a token existed: the member was logged out. */
  loggedOut: boolean;
  /** The user fetch failed with 5xx: a fatal error with the server's detail. */
  fatal: { status: number; message: string } | null;
  /**
   * A token existed but the SSO did not answer (time-out, unreachable, circuit open, or it
   * failed the refresh): the session is kept and the page renders without the member's data.
   */
  unavailable?: boolean;
  /** The member's access token for this request's upstream calls (fresh if it was just refreshed); server-side only. */
  accessToken: string | null;
}

export interface SessionServiceOptions {
  ssoUrl: string;
  clientId: string;
  storageBaseUrl: string;
  timeoutMs: number;
  secureCookies: boolean;
}

/** Seconds before its exp at which a page render refreshes the access token first. */
export const REFRESH_AHEAD_S = 10;

const ANONYMOUS: SessionState = { status: 'anonymous', user: null, expiresAt: null };
/** Signed in as far as the cookies go, not confirmed: the SSO did not answer. */
const UNKNOWN: SessionState = { status: 'unknown', user: null, expiresAt: null };

export class SessionService {
  constructor(
    private readonly opts: SessionServiceOptions,
    readonly refresher: TokenRefresher,
  ) {}

  /** Tokens for an upstream call: the access token, refreshed once if it has expired. */
  async resolve(req: FastifyRequest): Promise<ResolvedTokens> {
    const { access, refresh } = this.tokensOf(req);
    const hadToken = Boolean(access || refresh);
    if (!hadToken) return { accessToken: null, refreshToken: null, hadToken, refreshed: null, invalid: false };
    if (access && !isTokenExpired(access.exp)) {
      return { accessToken: access.token, refreshToken: refresh?.token ?? null, hadToken, refreshed: null, invalid: false };
    }
    return this.refreshWith(refresh?.token ?? null);
  }

  async refreshWith(refreshToken: string | null): Promise<ResolvedTokens> {
    if (!refreshToken) return { accessToken: null, refreshToken: null, hadToken: true, refreshed: null, invalid: true };
    try {
      const pair = await this.refresher.refresh(refreshToken);
      return { accessToken: pair.access.token, refreshToken: pair.refresh.token, hadToken: true, refreshed: pair, invalid: false };
    } catch (error) {
      // An unreachable or failing SSO is not a rejected token: keep the cookies for the next try.
      const rejected = !(error instanceof UpstreamError) || error.status === 401 || error.status === 400;
      return { accessToken: null, refreshToken: null, hadToken: true, refreshed: null, invalid: rejected, unavailable: !rejected };
    }
  }

  /** The token cookies of the request (their names depend on https). */
  tokensOf(req: FastifyRequest): ReturnType<typeof readTokens> {
    return readTokens(req, { secure: this.opts.secureCookies });
  }

  /**
   * Logout: the SSO revokes the token's whole family (RFC 7009), which also ends
   * its access tokens at once; no cached rotation of it is handed out any more. Resolves
   * false when the SSO could not be told (the cookies are cleared all the same).
   */
  async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean> {
    if (hint === 'refresh_token') this.refresher.forget(token);
    try {
      const res = await upstreamJson<unknown>(
        `${this.opts.ssoUrl}/v1/auth/revoke`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, token_type_hint: hint, client_id: this.opts.clientId }),
        },
        this.opts.timeoutMs,
      );
      return res.status === 200;
    } catch {
      return false;
    }
  }

  /** Writes what the resolution decided into the response's cookies. */
  apply(reply: FastifyReply, tokens: ResolvedTokens): void {
    if (tokens.refreshed) setTokenCookies(reply, tokens.refreshed, { secure: this.opts.secureCookies });
    else if (tokens.invalid) clearTokenCookies(reply, { secure: this.opts.secureCookies });
  }

  clear(reply: FastifyReply): void {
    clearTokenCookies(reply, { secure: this.opts.secureCookies });
  }

  /**
   * Spec §4: introspect the access token; if the SSO refuses it while a token existed (and
   * refreshing is refused too), the member is logged out. Then the user: a fetch answered
   * below 500 means anonymous; answered 500 or above is spec §8's fatal error with the
   * server's detail.
   *
   * No answer at all is neither (issue 32): when the SSO times out, cannot be reached or
   * its breaker is open, the SSO has said nothing about this session, so it is kept (no
   * cookie cleared) and the view is 'unavailable': the page renders without the member's
   * data and offers 'Coba Lagi'. What failed, with the upstream's URL, goes to the log only.
   */
  async view(req: FastifyRequest, reply: FastifyReply): Promise<SessionViewResult> {
    let tokens = await this.resolve(req);
    // A page render makes the member's calls over the next seconds with this token: one
    // about to expire is refreshed first, so none of them meets an expired token (401).
    const access = this.tokensOf(req).access;
    if (!tokens.refreshed && tokens.refreshToken && access && access.exp - Date.now() / 1000 < REFRESH_AHEAD_S) {
      const ahead = await this.refreshWith(tokens.refreshToken);
      // Refreshing early got no answer: the token in hand is still good for now.
      if (!ahead.unavailable || !tokens.accessToken) tokens = ahead;
    }
    this.apply(reply, tokens);
    if (!tokens.hadToken) return { session: ANONYMOUS, loggedOut: false, fatal: null, accessToken: null };
    if (!tokens.accessToken) {
      if (tokens.unavailable) return this.unavailable(req, 'the token refresh got no answer');
      return { session: ANONYMOUS, loggedOut: tokens.invalid, fatal: null, accessToken: null };
    }
    try {
      let introspection = await this.introspect(tokens.accessToken);
      // A token inside the 60 s tolerance (or revoked early) may already be refused by the
      // SSO: as the proxy does, refresh once and ask again; only a failed refresh signs out.
      if (introspection.status === 401 && tokens.refreshToken && !tokens.refreshed) {
        tokens = await this.refreshWith(tokens.refreshToken);
        this.apply(reply, tokens);
        if (!tokens.accessToken && tokens.unavailable) return this.unavailable(req, 'the token refresh got no answer');
        if (!tokens.accessToken) return { session: ANONYMOUS, loggedOut: tokens.invalid, fatal: null, accessToken: null };
        introspection = await this.introspect(tokens.accessToken);
      }
      const intro = IntrospectionSchema.safeParse(introspection.body);
      if (introspection.status >= 500) return this.fatal(introspection.status, introspection.body);
      if (introspection.status !== 200 || !intro.success) {
        this.clear(reply);
        return { session: ANONYMOUS, loggedOut: true, fatal: null, accessToken: null };
      }
      const bearer = { authorization: `Bearer ${tokens.accessToken}` };
      const userRes = await upstreamJson<unknown>(`${this.opts.ssoUrl}/v1/user`, { headers: bearer }, this.opts.timeoutMs);
      if (userRes.status >= 500) return this.fatal(userRes.status, userRes.body);
      const user = UserSchema.safeParse(userRes.body);
      if (userRes.status !== 200 || !user.success) return { session: ANONYMOUS, loggedOut: false, fatal: null, accessToken: null };
      // The introspection's data is merged into the user (spec §7).
      const merged = { ...user.data, ...intro.data };
      // The photo and the member's id are the user's own.
      const sessionUser = sessionUserOf({ ...merged, photo: user.data.photo, valueID: user.data.valueID, kgValueID: user.data.kgValueID }, this.opts.storageBaseUrl);
      const endsAt = tokens.refreshed?.refresh.exp ?? this.tokensOf(req).refresh?.exp ?? null;
      return { session: { status: 'member', user: sessionUser, expiresAt: intro.data.exp, endsAt }, loggedOut: false, fatal: null, accessToken: tokens.accessToken };
    } catch (error) {
      if (error instanceof NoAnswerError) return this.unavailable(req, error);
      throw error;
    }
  }

  private unavailable(req: FastifyRequest, cause: unknown): SessionViewResult {
    req.log.warn({ err: cause }, "SSO did not answer: the member's session is kept, the page renders without their data");
    return { session: UNKNOWN, loggedOut: false, fatal: null, unavailable: true, accessToken: null };
  }

  private introspect(accessToken: string) {
    return upstreamJson<unknown>(
      `${this.opts.ssoUrl}/v1/auth/introspect`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ access_token: accessToken }),
      },
      this.opts.timeoutMs,
    );
  }

  private fatal(status: number, body: unknown): SessionViewResult {
    const detail =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    return { session: ANONYMOUS, loggedOut: false, fatal: { status, message: detail }, accessToken: null };
  }
}
