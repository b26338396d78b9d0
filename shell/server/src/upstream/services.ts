// The upstream services a page's data comes from, as the site's own paths name them:
// /api/* → Content API, /sso/* → SSO API. The one allow-list of what may be asked of
// each: the browser's calls through the proxy and the server renderer's calls both pass it.
import type { UpstreamServiceName } from 'shared-contracts/core';

/**
 * Tested against the upstream URL's normalised pathname (the query is not part of it).
 * Besides the JSON API, the terms page (/pages/tnc, HTML), which the site's /terms shows.
 */
export const CONTENT_PATHS =
  /^(?:\/v[12]\/(events|promos|articles|campaigns|campaign-event|app-links|merchants|categories|banners|users\/referral|promo-event|home-announcement|voucher-ticket|vouchers|pages|partner-enquiries|bookmarks)(\/.*)?|\/pages\/tnc)$/;
/**
 * Token endpoints are deliberately absent: tokens never pass through page JavaScript.
 * verification and forgot_password: the site's own pages for verifying a stored address
 * and for a forgotten password (anonymous calls; the SSO throttles them per client, by
 * the address the proxy forwards).
 */
export const SSO_PATHS = /^\/v[123]\/(user|badges|point|tiers|card-types|location|client_mapping|verification|forgot_password)(\/.*)?$/;
/**
 * The sign-in flows' calls, exact paths only: social sign-in's JSON steps (spec §7 marks them
 * proxied; their answers carry no token, only an authorization code for the site's
 * redirect, which needs the PKCE verifier of the browser's own sign-in) and the member's web
 * sessions ('Perangkat': the list, signing one out by id, the clients' names).
 */
export const SSO_FLOW_PATHS = /^(?:\/v1\/social_login\/(?:code|token|register)|\/v2\/web\/(?:client|session(?:\/[1-9]\d{0,11})?))$/;

/** A path either pattern allows. */
export function eitherPath(a: RegExp, b: RegExp): RegExp {
  return new RegExp(`(?:${a.source})|(?:${b.source})`);
}

/** Bodies that may be sent: JSON, and multipart only where the photo upload needs it. */
export interface BodyRule {
  json: true;
  multipart?: RegExp;
}
export const CONTENT_BODIES: BodyRule = { json: true };
export const SSO_BODIES: BodyRule = { json: true, multipart: /^\/v1\/user\/photo$/ };

export interface UpstreamService {
  /** The service as a release declares its calls (shared-contracts UpstreamUse.service). */
  name: UpstreamServiceName;
  /** The site's path prefix. */
  prefix: '/api' | '/sso';
  /** The upstream origin (no path), e.g. http://127.0.0.1:4010. */
  base: string;
  /**
   * The paths the BFF allows of its own: the shell's calls and the calls the remotes made
   * before releases declared theirs. A path outside it passes only as a call a live version
   * declares (UpstreamGrants, upstream/policy.ts).
   */
  allowed: RegExp;
  bodies: BodyRule;
}

/** The two services of the site at the configured upstream origins. */
export function siteServices(urls: { apiUrl: string; ssoUrl: string }): UpstreamService[] {
  return [
    { name: 'content', prefix: '/api', base: urls.apiUrl, allowed: CONTENT_PATHS, bodies: CONTENT_BODIES },
    { name: 'sso', prefix: '/sso', base: urls.ssoUrl, allowed: eitherPath(SSO_PATHS, SSO_FLOW_PATHS), bodies: SSO_BODIES },
  ];
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a body of `contentType` may go to `pathname` of the service. */
export function acceptsBody(rule: BodyRule, pathname: string, contentType: string | null | undefined): boolean {
  const type = mediaType(contentType);
  if (type === 'application/json' || type.endsWith('+json')) return rule.json;
  return type === 'multipart/form-data' && Boolean(rule.multipart?.test(pathname));
}
