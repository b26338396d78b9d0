// The BFF's edge: what every request passes before it is routed (headers every answer
// carries, a bound on URL length, the same-origin rule for state-changing requests) and
// how refused or malformed requests are answered: the site's own error page for a
// browser, the services' JSON error body for machines, never Fastify's default JSON.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STRINGS, type ErrorCode } from 'shared-contracts/core';
import { BFF_MESSAGES, errorBody } from './messages';
import { changesState, isSameOrigin } from './origin';

/** A URL longer than this is refused (400) before any routing or upstream call. */
export const MAX_URL_LENGTH = 2048;

/** No page uses these browser features; nothing embedded may ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Paths machines call (JSON answers); everything else answers a browser with a page. */
export const MACHINE_PATHS = /^\/(api|sso|webapi|_shell|remotes|static)(\/|$)|^\/(remotes\.json|builds\/)/;

export function wantsPage(req: FastifyRequest): boolean {
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  return (req.method === 'GET' || req.method === 'HEAD') && !MACHINE_PATHS.test(req.url);
}

export type ErrorPageRenderer = (req: FastifyRequest, reply: FastifyReply, status: number, message: string) => FastifyReply;

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Answers refused requests. Until the document can be rendered (usePage) a browser gets
 * the JSON body too; buildServer sets the page up before it listens.
 */
export class EdgeRefusals {
  private page: ErrorPageRenderer | null = null;
  private rawPage: string | null = null;

  /** `rawPage`: the 400 page as a whole document, for requests too broken to route. */
  usePage(render: ErrorPageRenderer, rawPage: string): void {
    this.page = render;
    this.rawPage = rawPage;
  }

  refuse = (req: FastifyRequest, reply: FastifyReply, status: number, errorCode: ErrorCode, message: string): FastifyReply =>
    this.page && wantsPage(req)
      ? this.page(req, reply, status, message)
      : reply.code(status).header('cache-control', 'no-store').send(errorBody(errorCode, message));

  /** Fastify's frameworkErrors: a path that is not valid percent-encoding (/promo/%ff). */
  frameworkErrors = (error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (error.code !== 'FST_ERR_BAD_URL') req.log.warn({ err: error }, 'framework error');
    // No hook ran for this request: the headers every answer carries are set here.
    reply.headers({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    return this.refuse(req, reply, 400, 'BAD_PATH', BFF_MESSAGES.badPath);
  };

  /** Fastify's clientErrorHandler: what Node's HTTP parser refuses (raw bytes no browser sends). */
  clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy(error);
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = Buffer.from(this.rawPage ?? BFF_MESSAGES.badRequest);
    const head =
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      `content-type: ${this.rawPage ? 'text/html' : 'text/plain'}; charset=utf-8\r\ncontent-length: ${body.length}\r\n` +
      "cache-control: no-store\r\nx-content-type-options: nosniff\r\ncontent-security-policy: frame-ancestors 'none'\r\nconnection: close\r\n\r\n";
    socket.end(Buffer.concat([Buffer.from(head), body]));
  };
}

export interface EdgeGuards {
  /** This request's answer must never be stored (a member's page, the sign-in). */
  noStore(req: FastifyRequest): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The edge's guards (installEdgeGuards): what a route may ask of them. */
    edge: EdgeGuards;
  }
}

/** Hooks every request passes, and the error and not-found answers, on the root instance. */
export function installEdgeGuards(app: FastifyInstance, opts: { publicOrigin: string; refusals: EdgeRefusals }): EdgeGuards {
  const { refuse } = opts.refusals;
  const noStore = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.url.length > MAX_URL_LENGTH) return refuse(req, reply, 400, 'BAD_PATH', BFF_MESSAGES.badPath);
    // Cross-site request forgery: a state-changing request must come from the site's own pages.
    if (changesState(req.method) && !isSameOrigin(req.headers, opts.publicOrigin)) {
      req.log.warn({ origin: req.headers.origin ?? null, site: req.headers['sec-fetch-site'] ?? null }, 'cross-origin request refused');
      return refuse(req, reply, 403, 'CROSS_ORIGIN_REFUSED', BFF_MESSAGES.crossOrigin);
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (noStore.has(req)) reply.header('cache-control', 'private, no-store');
    else if (reply.hasHeader('set-cookie') && /\bpublic\b|s-maxage/.test(String(reply.getHeader('cache-control') ?? ''))) {
      // A response that sets a cookie is never stored by a shared cache: it would hand one
      // visitor's cookie (their canary bucket, a session) to everyone it serves next. The
      // same page without Set-Cookie (the visitor's next requests) stays public.
      reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return refuse(req, reply, 500, 'INTERNAL_ERROR', STRINGS.errorFallbackText);
    }
    return refuse(req, reply, status, 'BAD_REQUEST', BFF_MESSAGES.badRequest);
  });
  app.setNotFoundHandler((req, reply) => refuse(req, reply, 404, 'NOT_FOUND', BFF_MESSAGES.notFound));
  return { noStore: (req) => noStore.add(req) };
}
