// Who may read what is for operators only (release health, /metrics): the bearer of the
// configured operator token, or a caller on the BFF's own host that no proxy here relayed
// (the CLI on the host, a sidecar). Everyone else is a visitor, and gets 404.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function isOperator(req: FastifyRequest, operatorToken: string | null): boolean {
  const auth = req.headers.authorization;
  if (operatorToken && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length));
    const expected = Buffer.from(operatorToken);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
  return loopback && !relayed;
}
