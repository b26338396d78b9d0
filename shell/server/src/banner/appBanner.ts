// The app banner's close, remembered for the next document (spec §1/§4: visible until
// dismissed). The BFF reads the cookie to render the page without the banner, so a visitor
// who closed it never sees it painted and then removed (a 70 px shift of the whole page on
// every load, issue 43). Its close button posts to closeRoutes.ts.
import type { FastifyRequest } from 'fastify';
import { APP_BANNER_CLOSED, APP_BANNER_COOKIE } from 'shared-contracts/core';

/** The visitor closed the banner: exactly the one value the site writes. */
export function appBannerClosed(req: Pick<FastifyRequest, 'cookies'>): boolean {
  // A request refused before routing (a malformed URL) has no parsed cookies: the banner shows.
  return req.cookies?.[APP_BANNER_COOKIE] === APP_BANNER_CLOSED;
}
