// The one writer of a page's answer. Every document the BFF sends (the plain document, a
// streamed server render, a page from the anonymous cache, an error page) leaves through
// sendPage: its status, its cache-control (a member's page by default: stored nowhere),
// the headers of its kind, and the HTML type.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A page only this visitor may see: no shared or browser cache keeps it. */
export const PRIVATE_PAGE = 'private, no-store';

export interface PageAnswer {
  status: number;
  body: string | Buffer | Readable;
  /** Default PRIVATE_PAGE; the anonymous cache's pages say how long a CDN may keep them. */
  cacheControl?: string;
  /** vary, x-mv-cache (the cache's outcome), x-mv-ssr (which areas were server-rendered). */
  headers?: Record<string, string>;
}

export function sendPage(reply: FastifyReply, page: PageAnswer): FastifyReply {
  reply.code(page.status).header('cache-control', page.cacheControl ?? PRIVATE_PAGE);
  for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
  return reply.type('text/html; charset=utf-8').send(page.body);
}
