// The SSO's few cookies (its session, the social round trip's state), read and written by
// hand: the stand-in has no cookie plugin. HttpOnly always; SameSite=Lax by default (sent on
// the top-level navigation a client's 'Masuk' starts, never on another site's posts), Strict
// for the forms' pre-session (formGuard.ts), which only the SSO's own pages need.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Sets (or, with maxAge 0, clears) a cookie; several in one answer add up. */
export function writeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  sameSite: 'Lax' | 'Strict' = 'Lax',
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=${sameSite}${secure}`);
}
