// Social sign-in routes (spec §7): /v1/social_login/code, /token, /register answer JSON
// to JSON callers and run the sign-in page's buttons for form posts; the local provider's
// consent page (/social/{provider}/consent) and the return from it (/v1/social_login/callback).
// In the browser, the round trip's state is also bound to the browser by a cookie, so a code
// started in another browser (login CSRF) is refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SocialCodeRequestSchema,
  SocialProviderSchema,
  SocialRegisterRequestSchema,
  SocialTokenRequestSchema,
  type SocialCodeStarted,
  type SocialProvider,
  type SocialRegistered,
  type SocialTokenResult,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { sha256 } from '../../codes';
import { readCookie, writeCookie } from '../cookies';
import { authorizeParamsOf, checkAuthorize, checkClient, issueCode, type AuthorizeParams } from '../oauth';
import {
  consentDenied,
  consentGranted,
  exchangeSocialCode,
  openTicket,
  pendingSocialRequest,
  registerSocial,
  SocialFieldErrors,
  SOCIAL_STATE_TTL_MS,
  startSocialRequest,
  type ClientRequest,
} from '../social';
import { assertClientMayAsk } from '../recovery/guards';
import { completeSignIn, currentSsoSession, userAgentOf } from '../ssoSession';
import { consentPage, invalidRequestPage, socialErrorPage, socialRegisterPage } from './socialPages';

const STATE_COOKIE = 'mv_social_state';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

function str(source: unknown, key: string): string {
  const v = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : '';
}

function oauthQuery(p: AuthorizeParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string') q.set(k, v);
  return q.toString();
}

const ConsentSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Format email tidak valid').max(200)),
  firstName: z.string().trim().min(1, 'Nama depan wajib diisi').max(50, 'Nama depan maksimal 50 karakter').regex(/^[\p{L} .'-]+$/u, 'Nama hanya boleh berisi huruf'),
  lastName: z.string().trim().max(50, 'Nama belakang maksimal 50 karakter').regex(/^[\p{L} .'-]*$/u, 'Nama hanya boleh berisi huruf'),
});

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const clientName = (p: ClientRequest) => {
    const c = checkClient(ctx, p);
    return c.ok ? c.name : p.client_id;
  };
  /** The site's terms, next to the client's redirect URI (a registered one). */
  const termsUrl = (p: ClientRequest) => new URL('/terms', p.redirect_uri).toString();
  /**
   * A spent step of a finished sign-in reached again (Back): a browser signed in on the SSO
   * goes on as a signed-in browser would, instead of reading that its code was used.
   */
  const resumeSignedIn = (request: FastifyRequest, reply: FastifyReply, params: ClientRequest | null) =>
    params && currentSsoSession(ctx, request)
      ? reply.header('cache-control', 'no-store').redirect(`/v1/auth/authorize_logged_in?${oauthQuery(params)}`, 302)
      : null;
  const paramsOfState = (state: string): ClientRequest | null => {
    const row = ctx.db.prepare<[string], { params: string }>('SELECT params FROM social_requests WHERE state_hash = ?').get(sha256(state));
    return row ? (JSON.parse(row.params) as ClientRequest) : null;
  };

  app.post('/v1/social_login/code', async (request, reply) => {
    if (isJson(request)) {
      const body = parseInput(SocialCodeRequestSchema, request.body);
      const check = checkAuthorize(ctx, body);
      if (!check.ok) {
        const client = checkClient(ctx, body);
        throw client.ok ? new ApiError(400, 'INVALID_PARAMETER', 'Permintaan otorisasi tidak valid (response_type, code_challenge).') : new ApiError(400, client.errorCode, client.message);
      }
      const started = startSocialRequest(ctx, body.provider, check.params);
      const consentUrl = `${request.protocol}://${request.host}/social/${body.provider}/consent?state=${encodeURIComponent(started.state)}`;
      return { provider: body.provider, state: started.state, consentUrl, expiresIn: started.expiresIn } satisfies SocialCodeStarted;
    }
    const check = checkAuthorize(ctx, authorizeParamsOf(request.body));
    if (!check.ok) {
      if (check.kind === 'page') return html(reply, 400, invalidRequestPage(check.message));
      return reply.redirect(check.location, 302);
    }
    const provider = SocialProviderSchema.safeParse(str(request.body, 'provider'));
    if (!provider.success) return html(reply, 400, socialErrorPage('Pilih Google, Facebook atau Apple untuk masuk.', oauthQuery(check.params)));
    const { state } = startSocialRequest(ctx, provider.data, check.params);
    writeCookie(request, reply, STATE_COOKIE, state, SOCIAL_STATE_TTL_MS / 1000);
    return reply.header('cache-control', 'no-store').redirect(`../../social/${provider.data}/consent?state=${encodeURIComponent(state)}`, 302);
  });

  const providerParam = (request: FastifyRequest): SocialProvider | null => {
    const parsed = SocialProviderSchema.safeParse(str(request.params, 'provider'));
    return parsed.success ? parsed.data : null;
  };

  app.get('/social/:provider/consent', async (request, reply) => {
    const provider = providerParam(request);
    if (!provider) return html(reply, 404, socialErrorPage('Penyedia akun tidak dikenal.', null));
    const state = str(request.query, 'state').slice(0, 200);
    try {
      const params = pendingSocialRequest(ctx, provider, state);
      return html(reply, 200, consentPage(provider, state, clientName(params)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return resumeSignedIn(request, reply, paramsOfState(state)) ?? html(reply, 400, socialErrorPage(error.message, null));
    }
  });

  app.post('/social/:provider/consent', async (request, reply) => {
    const provider = providerParam(request);
    if (!provider) return html(reply, 404, socialErrorPage('Penyedia akun tidak dikenal.', null));
    const state = str(request.body, 'state').slice(0, 200);
    try {
      if (str(request.body, 'decision') === 'deny') {
        const params = consentDenied(ctx, provider, state);
        return reply.redirect(`/v1/auth/authorize?${oauthQuery(params)}&cancelled=${provider}`, 302);
      }
      const params = pendingSocialRequest(ctx, provider, state);
      const values = { email: str(request.body, 'email'), firstName: str(request.body, 'firstName'), lastName: str(request.body, 'lastName') };
      const parsed = ConsentSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return html(reply, 400, consentPage(provider, state, clientName(params), values, errors));
      }
      const code = consentGranted(ctx, provider, state, parsed.data);
      const back = new URLSearchParams({ provider, code, state });
      return reply.header('cache-control', 'no-store').redirect(`/v1/social_login/callback?${back.toString()}`, 302);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return html(reply, 400, socialErrorPage(error.message, null));
    }
  });

  // The return from the provider: the browser that started the round trip, with its code.
  app.get('/v1/social_login/callback', async (request, reply) => {
    const q = z.object({ provider: SocialProviderSchema, code: z.string().min(20).max(200), state: z.string().min(32).max(200) }).safeParse(request.query);
    if (!q.success) return html(reply, 400, socialErrorPage('Tautan masuk tidak lengkap. Ulangi dari halaman Masuk.', null));
    const { provider, code, state } = q.data;
    const params = paramsOfState(state);
    if (readCookie(request, STATE_COOKIE) !== state) {
      return (
        resumeSignedIn(request, reply, params) ??
        html(reply, 400, socialErrorPage('Permintaan masuk ini tidak dimulai dari browser ini. Ulangi dari halaman Masuk.', params ? oauthQuery(params) : null))
      );
    }
    try {
      const outcome = exchangeSocialCode(ctx, provider, code, state);
      if (outcome.kind === 'member') return reply.header('cache-control', 'no-store').redirect(completeSignIn(ctx, request, reply, outcome.userId, outcome.params), 302);
      return html(
        reply,
        200,
        socialRegisterPage(provider, outcome.ticket, outcome.profile, termsUrl(outcome.params), { firstName: outcome.profile.firstName, lastName: outcome.profile.lastName }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return resumeSignedIn(request, reply, params) ?? html(reply, error.status, socialErrorPage(error.message, params ? oauthQuery(params) : null));
    }
  });

  app.post('/v1/social_login/token', async (request, reply): Promise<SocialTokenResult> => {
    const body = parseInput(SocialTokenRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    const outcome = exchangeSocialCode(ctx, body.provider, body.code, body.state);
    if (outcome.kind === 'member') {
      return { status: 'SIGNED_IN', redirectUrl: issueCode(ctx, outcome.userId, outcome.params, { ssoSession: null, userAgent: userAgentOf(request) }) };
    }
    return { status: 'REGISTER', registerTicket: outcome.ticket, expiresIn: outcome.expiresIn, profile: outcome.profile };
  });

  app.post('/v1/social_login/register', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isJson(request)) {
      const body = parseInput(SocialRegisterRequestSchema, request.body);
      const done = registerSocial(ctx, body, () => assertClientMayAsk(ctx, request, 'registered'));
      return { redirectUrl: issueCode(ctx, done.userId, done.params, { ssoSession: null, userAgent: userAgentOf(request) }) } satisfies SocialRegistered;
    }
    const ticket = str(request.body, 'registerTicket').slice(0, 200);
    let open: ReturnType<typeof openTicket>;
    try {
      open = openTicket(ctx, ticket);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return html(reply, 400, socialErrorPage(error.message, null));
    }
    const values = { firstName: str(request.body, 'firstName'), lastName: str(request.body, 'lastName'), phone: str(request.body, 'phone'), tnc: str(request.body, 'tnc') };
    const again = (status: number, errors: Record<string, string>) =>
      html(reply, status, socialRegisterPage(open.provider, ticket, open.profile, termsUrl(open.params), values, errors));
    const parsed = SocialRegisterRequestSchema.safeParse({ registerTicket: ticket, ...values, tnc: values.tnc === 'on' });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return again(400, errors);
    }
    try {
      const done = registerSocial(ctx, parsed.data, () => assertClientMayAsk(ctx, request, 'registered'));
      return reply.redirect(completeSignIn(ctx, request, reply, done.userId, done.params), 302);
    } catch (error) {
      if (error instanceof SocialFieldErrors) return again(409, error.fields);
      // The client's look-ups are spent: said at the phone, which may be left empty.
      if (error instanceof ApiError && error.status === 429) return again(429, { phone: error.message });
      if (error instanceof ApiError && error.data && typeof error.data === 'object' && 'fields' in error.data) {
        return again(error.status, (error.data as { fields: Record<string, string> }).fields);
      }
      if (!(error instanceof ApiError)) throw error;
      return html(reply, error.status, socialErrorPage(error.message, null));
    }
  });
}
