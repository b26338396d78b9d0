// Login CSRF (issue 42 item 2): a page on another site auto-posted the attacker's e-mail and
// password to POST /v1/auth/authorize; the victim's browser got the attacker's SSO session
// and their next 'Masuk' went straight in as the attacker. The same worked for sign-up.
//
// Each sign-in and sign-up form is bound to the browser that was shown it (OWASP's
// "synchronizer token" tied to a pre-session): the SSO gives the browser a random
// pre-session cookie (`mv_sso_form`, HttpOnly, SameSite=Strict, so another site's post
// never carries it) and puts in the form an HMAC of that cookie under a key only this
// process knows. A post counts only with both, matching, and with an `Origin` (when the
// browser sends one) that is the SSO's own. Another site can neither read the form's token
// nor make the victim's browser send the cookie; its post gets a fresh form, no session.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { readCookie, writeCookie } from './cookies';

export const FORM_COOKIE = 'mv_sso_form';
/** The hidden field carrying the form's token. */
export const FORM_TOKEN_FIELD = 'form_token';
/** Long enough to fill in a sign-up form on a slow phone; a new one comes with every form shown. */
const FORM_COOKIE_TTL_S = 2 * 3600;
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const FORM_REFUSED_TEXT = 'Formulir ini sudah kedaluwarsa atau tidak dikirim dari halaman MyValue. Silakan isi dan kirim lagi.';

const keys = new WeakMap<AppContext, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    // Per process: a restart only asks open forms to be sent again.
    key = crypto.randomBytes(32);
    keys.set(ctx, key);
  }
  return key;
}

const tokenOf = (ctx: AppContext, cookie: string) => crypto.createHmac('sha256', keyOf(ctx)).update(`sso-form:${cookie}`).digest('base64url');

/**
 * The token for a form about to be shown: of the browser's pre-session cookie, which is
 * made (and set) when the browser has none (or an odd one).
 */
export function formTokenFor(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  let cookie = readCookie(request, FORM_COOKIE);
  if (!cookie || !COOKIE_SHAPE.test(cookie)) {
    cookie = crypto.randomBytes(32).toString('base64url');
    writeCookie(request, reply, FORM_COOKIE, cookie, FORM_COOKIE_TTL_S, 'Strict');
  }
  return tokenOf(ctx, cookie);
}

/** The SSO's own origin as this request reached it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${String(request.headers.host ?? '')}`;
}

/** Whether a posted sign-in or sign-up form comes from a page this SSO showed this browser. */
export function formIsOurs(ctx: AppContext, request: FastifyRequest, body: unknown): boolean {
  const origin = request.headers.origin;
  // A browser sends Origin with every form post; 'null' (a sandboxed or privacy-stripped
  // page) is not ours either. Non-browser clients that send none still need the token.
  if (origin !== undefined && origin !== ownOrigin(request)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const cookie = readCookie(request, FORM_COOKIE);
  const posted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[FORM_TOKEN_FIELD] : undefined;
  if (!cookie || !COOKIE_SHAPE.test(cookie) || typeof posted !== 'string') return false;
  const expected = Buffer.from(tokenOf(ctx, cookie));
  const given = Buffer.from(posted);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
