// The close buttons of what a visitor may close for good (the app banner, the home's
// running announcement), as form POSTs: each sets its cookie and sends the browser back to
// the page, so a close works before the scripts run and without JavaScript. With the
// scripts, the page writes the same cookie itself and hides what was closed.
//
// What an attacker can do with these endpoints: nothing but close something on their own
// browser. They read no body, set one fixed cookie (the banner's to one fixed value, the
// announcement's to an id of digits), and send the browser back only to a path of this
// site (returnPath): no open redirect, no header or cookie of the visitor's choosing.
// Cross-site posts are refused before routing (http/origin.ts, the edge). The page cache
// never keys on the announcement's id (announcement.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENT_CLOSE_PATH,
  ANNOUNCEMENT_CLOSED_COOKIE,
  ANNOUNCEMENT_ID_PARAM,
  announcementIdOf,
  APP_BANNER_CLOSE_PATH,
  APP_BANNER_CLOSED,
  APP_BANNER_COOKIE,
  CLOSE_RETURN_PARAM,
  CLOSED_COOKIE_MAX_AGE,
  safeReturnPath,
} from 'shared-contracts/core';
import { MAX_URL_LENGTH } from '../http/edge';
import { BFF_MESSAGES } from '../http/messages';

/**
 * The path to send the browser back to: the sign-in's same-origin rule (safeReturnPath: no
 * scheme, host, '//', backslash or control character), without a fragment, '/' for anything
 * else, a value longer than a URL the edge accepts included.
 */
export function returnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH) return '/';
  return safeReturnPath(raw).split('#')[0] || '/';
}

export interface CloseRoutesOptions {
  secureCookies: boolean;
  /** The site's error page (the page pipeline's): a close form that names nothing gets it. */
  sendError(req: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply;
}

/** A closing's cookie: the whole site, a year, readable by the page (it writes the same). */
export function closedCookie(secure: boolean) {
  return { path: '/', maxAge: CLOSED_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure, httpOnly: false };
}

const closeRoutes: FastifyPluginAsync<CloseRoutesOptions> = async (app, { secureCookies, sendError }) => {
  // A form post with no fields comes as an empty urlencoded body: accepted, never read
  // (a body, if any, is capped small and ignored).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, null));
  const back = (req: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').redirect(returnPath((req.query as Record<string, unknown>)[CLOSE_RETURN_PARAM]), 303);

  app.post(APP_BANNER_CLOSE_PATH, async (req, reply) => back(req, reply.setCookie(APP_BANNER_COOKIE, APP_BANNER_CLOSED, closedCookie(secureCookies))));

  app.post(ANNOUNCEMENT_CLOSE_PATH, async (req, reply) => {
    const id = announcementIdOf((req.query as Record<string, unknown>)[ANNOUNCEMENT_ID_PARAM]);
    // The site's own form always names one; anything else was not sent by it.
    if (id === null) return sendError(req, reply, 400, BFF_MESSAGES.badRequest);
    return back(req, reply.setCookie(ANNOUNCEMENT_CLOSED_COOKIE, String(id), closedCookie(secureCookies)));
  });
};

export default closeRoutes;
