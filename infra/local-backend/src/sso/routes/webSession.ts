// 'Perangkat' (spec §7): GET /v2/web/session lists the member's signed-in browsers,
// DELETE /v2/web/session/{id} signs one of the others out; GET /v2/web/client names the
// applications a session can belong to.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebClientList, WebSessionList } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireSession } from '../../auth/guard';
import { parseInput } from '../../http/errors';
import { endWebSession, listWebSessions } from '../webSessions';

export function webSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v2/web/session', async (request, reply): Promise<WebSessionList> => {
    const { user, claims } = await requireSession(ctx, request);
    reply.header('cache-control', 'no-store');
    return { results: listWebSessions(ctx, user.id, claims.family) };
  });

  app.delete('/v2/web/session/:id', async (request, reply) => {
    const { user, claims } = await requireSession(ctx, request);
    const { id } = parseInput(z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }), request.params);
    endWebSession(ctx, user.id, id, claims.family);
    return reply.status(200).header('cache-control', 'no-store').send({ success: true, message: 'Perangkat berhasil dikeluarkan.' });
  });

  app.get('/v2/web/client', async (request): Promise<WebClientList> => {
    await requireSession(ctx, request);
    return { results: [...ctx.clients.keys()].map((clientId) => ({ clientId, name: ctx.clientNames?.get(clientId) ?? clientId })) };
  });
}
