/**
 * @jest-environment node
 */
// A request body trickled in a few bytes at a time (issue 32: 10 bytes per 30 s kept a
// connection open for over 320 s) is cut off once the whole request has taken longer than
// REQUEST_TIMEOUT_MS: answered 408 and closed, whatever route it was for.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startStubStack } from '../testing/fakes';

let bff: FastifyInstance;
let stop: () => Promise<void>;
let port: number;

beforeAll(async () => {
  ({ bff, stop } = await startStubStack({ REQUEST_TIMEOUT_MS: '1000' }));
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => stop());

/** Sends the head, then `step` bytes of the body every `everyMs` until the server answers or closes. */
function trickle(path: string, total: number, step: number, everyMs: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost:3999\r\nOrigin: http://localhost:3999\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const timer = setInterval(() => {
      if (sent >= total || socket.destroyed) return clearInterval(timer);
      socket.write('x'.repeat(Math.min(step, total - sent)));
      sent += step;
    }, everyMs);
  });
}

describe('a body trickled slowly', () => {
  it.each(['/api/v1/partner-enquiries', '/webapi/remote-health'])('to %s is cut off with 408 before it is complete', async (path) => {
    // 400 bytes at 4 bytes per 50 ms would take 5 s: the request may take 1 s.
    const { answer, sent } = await trickle(path, 400, 4, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(400);
  });
});
