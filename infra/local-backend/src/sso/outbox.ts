// The stand-in sends no e-mail: each message it would send is recorded here, in memory,
// and readable (or cleared) only from this machine at /__outbox, as the fault switches are.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxMessage } from 'shared-contracts/schemas';
import { parseInput } from '../http/errors';
import { assertLoopback } from '../http/faults';

/** The newest messages kept; older ones fall off. */
const KEEP = 200;

export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  /** `onSend`: told of each message (development prints it, outboxDev.ts). */
  constructor(private readonly onSend?: (message: OutboxMessage) => void) {}

  send(message: Omit<OutboxMessage, 'sentAt'>, now: number): void {
    const sent = { ...message, sentAt: new Date(now).toISOString() };
    this.messages.push(sent);
    this.onSend?.(sent);
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
  }

  /** Oldest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => wanted === undefined || m.to.toLowerCase() === wanted);
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export function outboxRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.get('/__outbox', async (request) => {
    assertLoopback(request);
    const { to } = parseInput(z.object({ to: z.string().max(200).optional() }), request.query);
    return { results: outbox.list(to) };
  });
  app.delete('/__outbox', async (request, reply) => {
    assertLoopback(request);
    outbox.clear();
    return reply.status(204).send();
  });
}
