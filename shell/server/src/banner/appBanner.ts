// The app banner's close, remembered for the next document (spec §1/§4: visible until
// dismissed). The BFF reads the cookie to render the page without the banner, so a visitor
// who closed it never sees it painted and then removed (a 70 px shift of the whole page on
// every load, issue 43). The close button is a form POST here, so it works before the
// scripts run and without JavaScript; with them, the page writes the same cookie itself.
//
// What an attacker can do with this endpoint: nothing but close their own banner. It reads
// no body, sets one fixed cookie to one fixed value, and sends the browser back only to a
// path of this site (returnPath): no open redirect, no header or cookie of the visitor's
// choosing. Cross-site posts are refused before routing (http/origin.ts, the edge).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  APP_BANNER_CLOSE_PATH,
  APP_BANNER_CLOSED,
  APP_BANNER_COOKIE,
  APP_BANNER_COOKIE_MAX_AGE,
  APP_BANNER_RETURN_PARAM,
} from 'shared-contracts/core';
import { MAX_URL_LENGTH } from '../http/edge';

/** The visitor closed the banner: exactly the one value the site writes. */
export function appBannerClosed(req: Pick<FastifyRequest, 'cookies'>): boolean {
  // A request refused before routing (a malformed URL) has no parsed cookies: the banner shows.
  return req.cookies?.[APP_BANNER_COOKIE] === APP_BANNER_CLOSED;
}

/**
 * The path to send the browser back to: a path of this site (pathname and query, no
 * fragment), '/' for anything else. Refused: a scheme or host ('https://x', '//x', '/\x',
 * which browsers read as '//x'), control characters and spaces, backslashes, a value longer
 * than a URL the edge accepts, and anything that resolves to another origin.
 */
export function returnPath(raw: unknown, publicUrl: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  // Backslashes and C0/space/DEL: browsers drop or rewrite them ('/\\evil' is '//evil').
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return `${url.pathname}${url.search}`;
}

export interface AppBannerOptions {
  publicUrl: string;
  secureCookies: boolean;
}

export function appBannerCookie(secure: boolean) {
  return { path: '/', maxAge: APP_BANNER_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure, httpOnly: false };
}

const appBannerRoutes: FastifyPluginAsync<AppBannerOptions> = async (app, { publicUrl, secureCookies }) => {
  // A form post with no fields comes as an empty urlencoded body: accepted, never read
  // (a body, if any, is capped small and ignored).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, null));
  app.post(APP_BANNER_CLOSE_PATH, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const back = returnPath(query[APP_BANNER_RETURN_PARAM], publicUrl);
    return reply
      .setCookie(APP_BANNER_COOKIE, APP_BANNER_CLOSED, appBannerCookie(secureCookies))
      .header('cache-control', 'no-store')
      .redirect(back, 303);
  });
};

export default appBannerRoutes;
