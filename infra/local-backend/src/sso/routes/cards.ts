// /v1/user/cards/verification and /v1/client_mapping/check, /connect (issue 28).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CardVerificationRequestSchema, ClientConnectRequestSchema, type CardVerificationResult, type ClientMapping } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { parseInput } from '../../http/errors';
import { CardVerifier } from '../cards/rules';
import { checkClientMappings, connectClient } from '../cards/partners';
import type { Outbox } from '../outbox';

export function cardRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  const verifier = new CardVerifier(ctx, outbox);

  app.post('/v1/user/cards/verification', async (request, reply): Promise<CardVerificationResult> => {
    const user = await requireUser(ctx, request);
    const body = parseInput(CardVerificationRequestSchema, request.body);
    if (body.code === undefined) return verifier.send(user.id, body.cardTypeId, body.cardNumber);
    reply.status(201);
    return verifier.confirm(user.id, body.cardTypeId, body.cardNumber, body.code);
  });

  app.get('/v1/client_mapping/check', async (request): Promise<{ results: ClientMapping[] }> => {
    const user = await requireUser(ctx, request);
    const { clientId } = parseInput(z.object({ clientId: z.string().min(1).max(60).optional() }), request.query);
    return { results: checkClientMappings(ctx, user, clientId) };
  });

  app.post('/v1/client_mapping/connect', async (request): Promise<ClientMapping> => {
    const user = await requireUser(ctx, request);
    return connectClient(ctx, user, parseInput(ClientConnectRequestSchema, request.body).clientId);
  });
}
