// Test-only clock: with the fault switch on (tests), POST /__clock {advanceMs} moves the
// backend's clock (ctx.now: code and link lifetimes, throttle windows) forward, and
// DELETE /__clock puts it back. Same guard as /__faults: loopback and the fault key.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertFaultKey } from '../../http/faults';
import { parseInput } from '../../http/errors';

const AdvanceSchema = z.object({ advanceMs: z.number().int().min(0).max(7 * 86_400_000) });

export function installTestClock(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.faultToken;
  if (token === null) return;
  const realNow = ctx.now;
  let offset = 0;
  ctx.now = () => realNow() + offset;
  app.post('/__clock', async (request) => {
    assertFaultKey(request, token);
    offset += parseInput(AdvanceSchema, request.body).advanceMs;
    return { offsetMs: offset };
  });
  app.delete('/__clock', async (request, reply) => {
    assertFaultKey(request, token);
    offset = 0;
    return reply.status(204).send();
  });
}
