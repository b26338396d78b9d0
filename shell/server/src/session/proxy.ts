// /api/* → Content API and /sso/* → SSO API: only the upstream paths the site uses,
// with Authorization: Bearer from the session cookie (refreshed when expired).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from './service';
import { upstreamFetch, UpstreamError } from './upstream';

export const CONTENT_PATHS =
  /^\/v[12]\/(events|promos|articles|campaigns|campaign-event|app-links|merchants|categories|banners|users\/referral|promo-event|home-announcement|voucher-ticket|vouchers|pages|partner-enquiries|bookmarks)(\/[^?]*)?(\?.*)?$/;
/** Token endpoints are deliberately absent: tokens never pass through page JavaScript. */
export const SSO_PATHS = /^\/v[123]\/(user|badges|point|tiers|card-types|location)(\/[^?]*)?(\?.*)?$/;

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const MAX_BODY = 3 * 1024 * 1024;

interface ProxyTarget {
  prefix: '/api' | '/sso';
  base: string;
  allowed: RegExp;
}

export function registerProxy(
  app: FastifyInstance,
  targets: ProxyTarget[],
  sessions: SessionService,
  timeoutMs: number,
): void {
  void app.register(async (scope) => {
    // Bodies pass through untouched (JSON, form data, images).
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
    if (!target.allowed.test(path) || path.includes('..')) {
      return reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'Halaman tidak ditemukan', data: null });
    }
    const tokens = await sessions.resolve(req);
    sessions.apply(reply, tokens);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : (req.body as Buffer | undefined);
    const call = (accessToken: string | null) =>
      upstreamFetch(
        `${target.base}${path}`,
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
        message: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.',
        data: null,
      });
    }
  }
}
