// The sign-in and registration pages of /v1/auth/authorize.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../html';
import { checkCredentials } from '../../auth/password';
import type { SignInKeys } from '../../auth/throttle';
import { normalizePhone } from 'shared-contracts/core';
import { NewPasswordSchema } from 'shared-contracts/schemas';
import { assertClientMayAsk, clientMayAsk } from '../recovery/guards';
import { ApiError, parseInput } from '../../http/errors';
import { createMember, findUserByLogin } from '../../users';
import { hidden, page } from '../html';
import { knownDevice, rememberDevice } from '../deviceCookie';
import { FORM_REFUSED_TEXT, FORM_TOKEN_FIELD, formIsOurs, formTokenFor } from '../formGuard';
import { REGISTER_TEXT, registerPage, type RegisterErrorKey, type RegisterFields } from '../registerPage';
import { authorizeParamsOf, checkAuthorize, checkClient, issueCode, type AuthorizeParams } from '../oauth';
import { clearSsoSessionCookie, completeSignIn, currentSsoSession, userAgentOf } from '../ssoSession';
import { invalidRequestPage, socialButtons, FRESH_ON_BACK } from './socialPages';
import { PROVIDER_NAMES } from '../social';
import { ReferralCodeValueSchema, SocialProviderSchema, type AuthorizeValidation, type ReferralCheck } from 'shared-contracts/schemas';
import { carriedReferralCode, SSO_REFERRAL_PARAM } from 'shared-contracts/core';
import { checkReferralCode } from '../../content/referralCheck';

function oauthQuery(p: AuthorizeParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string') q.set(k, v);
  return q.toString();
}

/** The site's terms page (/terms), on the origin the sign-in returns to. */
function termsUrl(p: AuthorizeParams): string {
  return `${p.redirect_uri ? new URL(p.redirect_uri).origin : ''}/terms`;
}

/** The site's own forgot-password page (a shell route), on the origin the sign-in returns to. */
function forgotPasswordUrl(p: AuthorizeParams): string {
  const origin = p.redirect_uri ? new URL(p.redirect_uri).origin : null;
  return `${origin ?? ''}/lupa-kata-sandi`;
}

function signInPageOf(p: AuthorizeParams, formToken: string, opts: { error?: string; username?: string; notice?: string } = {}): string {
  return page(
    'Masuk',
    `<main>
<p class="brand">MyValue</p>
<h1>Masuk ke akun MyValue</h1>
${opts.error ? `<p role="alert" class="error">${escapeHtml(opts.error)}</p>` : ''}
${opts.notice ? `<p role="status" class="hint">${escapeHtml(opts.notice)}</p>` : ''}
<!-- Relative targets keep working when the page is served through a proxy prefix such as /sso. -->
<form method="post" action="authorize" novalidate>
${hidden({ ...p, [FORM_TOKEN_FIELD]: formToken })}
<label for="username">Email atau No. Handphone</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(opts.username ?? '')}">
<label for="password">Kata Sandi</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p style="margin:.5rem 0 0;text-align:right"><a href="${escapeHtml(forgotPasswordUrl(p))}">Lupa kata sandi?</a></p>
<button type="submit">Masuk</button>
</form>
${socialButtons(p)}
<p>Belum punya akun? <a href="register?${escapeHtml(oauthQuery(p))}">Daftar</a></p>
<p class="hint">Lingkungan lokal — akun demo: <strong>demo@myvalue.id</strong> / <strong>MyValue123!</strong> (member Gold) atau <strong>baru@myvalue.id</strong> / <strong>MyValue123!</strong> (member baru).</p>
</main>
${FRESH_ON_BACK}`,
  );
}

const RegisterSchema = z
  .object({
    firstName: z.string().trim().min(1, REGISTER_TEXT.firstNameRequired).max(50, 'Nama depan maksimal 50 karakter').regex(/^[\p{L} .'-]+$/u, REGISTER_TEXT.nameLetters),
    lastName: z.string().trim().max(50, 'Nama belakang maksimal 50 karakter').regex(/^[\p{L} .'-]*$/u, 'Nama hanya boleh berisi huruf'),
    // Empty is 'wajib diisi' like the name, not a wrong format (issue 43).
    email: z.string().trim().min(1, REGISTER_TEXT.emailRequired).toLowerCase().pipe(z.email(REGISTER_TEXT.emailFormat).max(200)),
    phone: z.string().trim().max(20).refine((v) => v === '' || normalizePhone(v) !== null, 'Nomor handphone tidak valid, contoh: 081234567890'),
    password: NewPasswordSchema,
    passwordConfirm: z.string(),
    referralCode: z.string().trim().max(12).regex(/^[A-Za-z0-9]*$/, REGISTER_TEXT.referralFormat),
    tnc: z.literal('on', { message: 'Kamu harus menyetujui Syarat & Ketentuan' }),
  });
// Checked apart from the schema: an object refinement would wait until every field is valid,
// so a first submit would not say the passwords differ.
const MISMATCH = 'Konfirmasi kata sandi tidak sama';

/**
 * The account a sign-in attempt is counted against: the member's account whichever of its
 * e-mail or phone is typed (one count, not one per identifier); an unknown login by itself.
 */
function signInKeys(ctx: AppContext, request: FastifyRequest, username: string): SignInKeys {
  const user = findUserByLogin(ctx.db, username);
  const login = username.trim().toLowerCase();
  const account = user ? `user:${user.id}` : login.includes('@') ? login : (normalizePhone(login) ?? login);
  // A browser where this account signed in before passes the address block (deviceCookie.ts).
  return { account, address: request.ip, device: user ? knownDevice(ctx, request, account) : undefined };
}

export function tooManySignInsMessage(retryAfterMs: number): string {
  return `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} menit.`;
}

/** The masked owner of a typed code in the code's format, when it is a member's. */
/** Whose the code is, for the page shown again after a refused submit (a look-up of the client's). */
function referrerOf(ctx: AppContext, request: FastifyRequest, typed: string): string | null {
  const code = carriedReferralCode(typed);
  return code && clientMayAsk(ctx, request, 'referrer') ? checkReferralCode(ctx.db, code).referrerName : null;
}

function str(body: unknown, key: string): string {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : '';
}

export function authorizeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** Runs the common client checks; returns the validated params or answers the request itself. */
  const gate = (input: unknown, reply: FastifyReply) => {
    const check = checkAuthorize(ctx, authorizeParamsOf(input));
    if (check.ok) return check.params;
    if (check.kind === 'page') html(reply, 400, invalidRequestPage(check.message));
    else reply.redirect(check.location, 302);
    return null;
  };

  app.get('/v1/auth/authorize', async (request, reply) => {
    const p = gate(request.query, reply);
    if (!p) return reply;
    // Already signed in on this SSO: no form, the client gets its code at once.
    if (currentSsoSession(ctx, request)) return reply.header('cache-control', 'no-store').redirect(`authorize_logged_in?${oauthQuery(p)}`, 302);
    const cancelled = SocialProviderSchema.safeParse(str(request.query, 'cancelled'));
    return html(reply, 200, signInPageOf(p, formTokenFor(ctx, request, reply), cancelled.success ? { notice: `Masuk dengan ${PROVIDER_NAMES[cancelled.data]} dibatalkan.` } : {}));
  });

  // Spec §7: the authorization request of a browser that has an SSO session.
  app.get('/v1/auth/authorize_logged_in', async (request, reply) => {
    const p = gate(request.query, reply);
    if (!p) return reply;
    const session = currentSsoSession(ctx, request);
    reply.header('cache-control', 'no-store');
    if (!session) {
      // Ended or expired meanwhile: forget it and show the form.
      clearSsoSessionCookie(request, reply);
      return reply.redirect(`authorize?${oauthQuery(p)}`, 302);
    }
    return reply.redirect(issueCode(ctx, session.userId, p, { ssoSession: session.hash, userAgent: userAgentOf(request) }), 302);
  });

  // Spec §7: whether an authorization request's client and redirect URI are ones this SSO
  // answers (the sign-in pages run the same check: checkClient).
  app.get('/v1/auth/authorize/validation', async (request, reply): Promise<AuthorizeValidation> => {
    const check = checkClient(ctx, authorizeParamsOf(request.query));
    reply.header('cache-control', 'no-store');
    if (!check.ok) throw new ApiError(400, check.errorCode, check.message);
    return { valid: true, client: { clientId: check.clientId, name: check.name } };
  });

  app.post('/v1/auth/authorize', async (request, reply) => {
    const p = gate(request.body, reply);
    if (!p) return reply;
    const username = str(request.body, 'username').trim().slice(0, 200);
    const password = str(request.body, 'password').slice(0, 200);
    const signInPage = (opts: Parameters<typeof signInPageOf>[2]) => signInPageOf(p, formTokenFor(ctx, request, reply), opts);
    // Login CSRF: only a form this SSO showed this browser is read; the password is not checked.
    if (!formIsOurs(ctx, request, request.body)) return html(reply, 403, signInPage({ username, error: FORM_REFUSED_TEXT }));
    if (!username || !password) {
      return html(reply, 400, signInPage({ username, error: 'Email atau No. Handphone dan Kata Sandi wajib diisi.' }));
    }
    // Throttled per account and per address; while blocked the password is not even checked.
    const keys = signInKeys(ctx, request, username);
    const throttled = () => {
      const wait = ctx.signInThrottle.retryAfterMs(keys);
      if (wait === 0) return null;
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return html(reply, 429, signInPage({ username, error: tooManySignInsMessage(wait) }));
    };
    const blocked = throttled();
    if (blocked) return blocked;
    // An unknown login costs the same scrypt as a known one: timing tells nothing.
    const user = findUserByLogin(ctx.db, username);
    if (!checkCredentials(password, user?.password_hash) || !user) {
      ctx.signInThrottle.failed(keys);
      return throttled() ?? html(reply, 401, signInPage({ username, error: 'Email/No. Handphone atau Kata Sandi yang kamu masukkan salah.' }));
    }
    ctx.signInThrottle.succeeded(keys);
    rememberDevice(ctx, request, reply, keys.account);
    return reply.redirect(completeSignIn(ctx, request, reply, user.id, p), 302);
  });

  app.get('/v1/auth/register', async (request, reply) => {
    const p = gate(request.query, reply);
    if (!p) return reply;
    // Back to the sign-up form after signing up: a signed-in browser goes on, as from the sign-in page.
    if (currentSsoSession(ctx, request)) return reply.header('cache-control', 'no-store').redirect(`authorize_logged_in?${oauthQuery(p)}`, 302);
    // An invitation's code (the site's 'Daftar dengan kode …'): only a value in the code's
    // format fills the field; it is only ever a field's value, never a link or a target.
    const carried = carriedReferralCode(str(request.query, SSO_REFERRAL_PARAM));
    // Whose it is is an answer about someone else, counted as the page's own check is: once
    // the client's look-ups are spent the code is filled in with no verdict (the submit judges it).
    const check = carried && clientMayAsk(ctx, request, 'referrer') ? checkReferralCode(ctx.db, carried) : null;
    return html(
      reply,
      200,
      registerPage({
        p,
        formToken: formTokenFor(ctx, request, reply),
        query: oauthQuery(p),
        termsUrl: termsUrl(p),
        values: { referralCode: carried ?? '' },
        errors: check && !check.isValid ? { referralCode: REGISTER_TEXT.referralUnknown } : {},
        referrer: check?.referrerName,
      }),
    );
  });

  // The sign-up page's own check of a typed code (same origin as the page; the answer of the
  // Content API's check_code). Whose a code is tells something about someone else: counted
  // per client, as every page's answer of it is.
  app.get('/v1/auth/register/referral_code', async (request, reply): Promise<ReferralCheck> => {
    const { code } = parseInput(z.object({ code: z.string().trim().toUpperCase().pipe(ReferralCodeValueSchema) }), request.query);
    assertClientMayAsk(ctx, request, 'referrer');
    reply.header('cache-control', 'no-store');
    return checkReferralCode(ctx.db, code);
  });

  app.post('/v1/auth/register', async (request, reply) => {
    const p = gate(request.body, reply);
    if (!p) return reply;
    const raw = {
      firstName: str(request.body, 'firstName'),
      lastName: str(request.body, 'lastName'),
      email: str(request.body, 'email'),
      phone: str(request.body, 'phone'),
      password: str(request.body, 'password'),
      passwordConfirm: str(request.body, 'passwordConfirm'),
      referralCode: str(request.body, 'referralCode'),
      tnc: str(request.body, 'tnc'),
    };
    const values: RegisterFields = { firstName: raw.firstName, lastName: raw.lastName, email: raw.email, phone: raw.phone, referralCode: raw.referralCode };
    const again = (status: number, errors: Partial<Record<RegisterErrorKey, string>>, general?: string) =>
      html(
        reply,
        status,
        registerPage({
          p,
          formToken: formTokenFor(ctx, request, reply),
          query: oauthQuery(p),
          termsUrl: termsUrl(p),
          values,
          tncTicked: raw.tnc === 'on',
          errors,
          general,
          referrer: referrerOf(ctx, request, raw.referralCode),
        }),
      );
    // Sign-up CSRF: a new account signed in in the victim's browser is the same attack.
    if (!formIsOurs(ctx, request, request.body)) return again(403, {}, FORM_REFUSED_TEXT);
    // Every invalid field at once: the schema's, the confirmation, and the taken addresses.
    const parsed = RegisterSchema.safeParse(raw);
    const errors: Partial<Record<RegisterErrorKey, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form') as RegisterErrorKey;
        errors[key] ??= issue.message;
      }
    }
    if (raw.password !== raw.passwordConfirm) errors.passwordConfirm = MISMATCH;
    const email = raw.email.trim().toLowerCase();
    const phone = normalizePhone(raw.phone.trim());
    const lookEmail = !errors.email && email !== '';
    const lookPhone = !errors.phone && phone !== null;
    if (lookEmail || lookPhone) {
      // Whether an address is registered is an answer about someone else: throttled per client.
      try {
        assertClientMayAsk(ctx, request, 'registered');
      } catch (error) {
        if (error instanceof ApiError) return again(error.status, errors, error.message);
        throw error;
      }
      if (lookEmail && ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email)) {
        errors.email = REGISTER_TEXT.emailTaken;
      }
      if (lookPhone && ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(phone)) {
        errors.phone = REGISTER_TEXT.phoneTaken;
      }
    }
    // Never trust the page's script: an unknown code is refused here too.
    const code = raw.referralCode.trim();
    const referrer =
      code && !errors.referralCode ? ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE referral_code = ?').get(code.toUpperCase()) : undefined;
    if (code && !errors.referralCode && !referrer) errors.referralCode = REGISTER_TEXT.referralUnknown;
    if (!parsed.success || Object.keys(errors).length) {
      const taken = errors.email === REGISTER_TEXT.emailTaken || errors.phone === REGISTER_TEXT.phoneTaken;
      return again(taken && parsed.success ? 409 : 400, errors);
    }
    const v = parsed.data;
    const now = ctx.now();
    const userId = ctx.db.transaction(() => {
      const id = createMember(ctx.db, { firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone ? phone : null, password: v.password }, now);
      // Points only once the new member has verified an address (sso/referralCredit.ts).
      if (referrer) ctx.db.prepare('UPDATE users SET referred_by = ? WHERE id = ?').run(referrer.id, id);
      return id;
    })();
    return reply.redirect(completeSignIn(ctx, request, reply, userId, p), 302);
  });
}
