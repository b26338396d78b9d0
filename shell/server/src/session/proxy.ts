// /api/* → Content API and /sso/* → SSO API: only the upstream paths the site uses,
// with Authorization: Bearer from the session cookie (refreshed when expired).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BFF_MESSAGES, errorBody } from '../http/messages';
import { upstreamTarget } from '../http/paths';
import type { SessionService } from './service';
import { upstreamFetch, UpstreamError } from './upstream';

// Tested against the upstream URL's normalised pathname (the query is not part of it).
export const CONTENT_PATHS =
  /^\/v[12]\/(events|promos|articles|campaigns|campaign-event|app-links|merchants|categories|banners|users\/referral|promo-event|home-announcement|voucher-ticket|vouchers|pages|partner-enquiries|bookmarks)(\/.*)?$/;
/** Token endpoints are deliberately absent: tokens never pass through page JavaScript. */
export const SSO_PATHS = /^\/v[123]\/(user|badges|point|tiers|card-types|location)(\/.*)?$/;

/** Bodies the proxy forwards: JSON, and multipart only where the photo upload needs it. */
export interface BodyRule {
  json: true;
  multipart?: RegExp;
}
export const CONTENT_BODIES: BodyRule = { json: true };
export const SSO_BODIES: BodyRule = { json: true, multipart: /^\/v1\/user\/photo$/ };

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const MAX_BODY = 3 * 1024 * 1024;

interface ProxyTarget {
  prefix: '/api' | '/sso';
  base: string;
  allowed: RegExp;
  bodies: BodyRule;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function acceptsBody(rule: BodyRule, pathname: string, contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  if (type === 'application/json' || type.endsWith('+json')) return rule.json;
  return type === 'multipart/form-data' && Boolean(rule.multipart?.test(pathname));
}

export function registerProxy(
  app: FastifyInstance,
  targets: ProxyTarget[],
  sessions: SessionService,
  timeoutMs: number,
): void {
  void app.register(async (scope) => {
    // Bodies pass through untouched once their type is allowed (JSON; multipart for the photo).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) => done(null, body));

    for (const target of targets) {
      scope.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: `${target.prefix}/*`,
        handler: (req, reply) => forward(req, reply, target),
      });
    }
  });

  async function forward(req: FastifyRequest, reply: FastifyReply, target: ProxyTarget) {
    const path = req.url.slice(target.prefix.length);
    const upstream = upstreamTarget(target.base, path, target.allowed);
    if (!upstream.ok) {
      return upstream.status === 404
        ? reply.code(404).send(errorBody('NOT_FOUND', BFF_MESSAGES.notFound))
        : reply.code(400).send(errorBody('BAD_PATH', BFF_MESSAGES.badPath));
    }
    const sent = req.body as Buffer | undefined;
    if (sent && sent.length > 0 && !acceptsBody(target.bodies, upstream.url.pathname, req.headers['content-type'])) {
      return reply.code(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', BFF_MESSAGES.unsupportedBody));
    }
    const tokens = await sessions.resolve(req);
    sessions.apply(reply, tokens);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : sent;
    const call = (accessToken: string | null) =>
      upstreamFetch(
        upstream.url.toString(),
        {
          method: req.method,
          headers: accessToken ? { ...headers, authorization: `Bearer ${accessToken}` } : headers,
          body: body && body.length > 0 ? new Uint8Array(body) : undefined,
        },
        timeoutMs,
      );
    try {
      let res = await call(tokens.accessToken);
      // A token within the expiry tolerance may already be refused upstream: refresh once and retry.
      if (res.status === 401 && tokens.refreshToken && !tokens.refreshed) {
        const retried = await sessions.refreshWith(tokens.refreshToken);
        sessions.apply(reply, retried);
        if (retried.accessToken) res = await call(retried.accessToken);
      }
      reply.code(res.status);
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = res.headers.get(name);
        if (value) reply.header(name, value);
      }
      if (tokens.accessToken) reply.header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(await res.arrayBuffer()));
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 502;
      req.log.warn({ err: error, path }, 'upstream call failed');
      return reply.code(status).send({
        errorCode: status === 504 ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
        message: BFF_MESSAGES.upstreamUnavailable,
        data: null,
      });
    }
  }
}
