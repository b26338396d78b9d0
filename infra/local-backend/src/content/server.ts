// The Content API stand-in: one Fastify instance, routes grouped by domain.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { installErrorHandling } from '../http/errors';
import { installFaults } from '../http/faults';
import { catalogRoutes } from './routes/catalog';
import { promoRoutes } from './routes/promos';
import { eventRoutes } from './routes/events';
import { campaignRoutes } from './routes/campaigns';
import { editorialRoutes } from './routes/editorial';
import { referralRoutes } from './routes/referral';
import { favoriteRoutes } from './routes/favorites';
import { mediaRoutes } from './routes/media';

export function buildContentApi(ctx: AppContext, logger: boolean): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 256 * 1024, routerOptions: { maxParamLength: 300 } });
  installErrorHandling(app);
  installFaults(app, ctx.faultToken);
  app.get('/health', async () => ({ status: 'ok', service: 'content-api' }));
  catalogRoutes(app, ctx);
  promoRoutes(app, ctx);
  eventRoutes(app, ctx);
  campaignRoutes(app, ctx);
  editorialRoutes(app, ctx);
  referralRoutes(app, ctx);
  favoriteRoutes(app, ctx);
  // Only the media routes compress (their own scope): SVG artwork is text, and a CDN serves it
  // compressed (a thumbnail is about a tenth of its size); the JSON for the BFF stays plain.
  void app.register(async (media) => {
    await media.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    mediaRoutes(media, ctx);
  });
  return app;
}
