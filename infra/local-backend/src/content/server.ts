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
import type { Outbox } from '../sso/outbox';
import { ReminderJob } from './reminders/job';
import { reminderRoutes } from './reminders/routes';
import type { VapidDetails } from './reminders/vapid';

export interface ContentApiOptions {
  /** Issue 41: the reminders' key pair, the outbox their e-mails go to, and how often the job runs (0: only on the test trigger). */
  reminders: { vapid: VapidDetails; outbox: Outbox; intervalMs: number };
}

export function buildContentApi(ctx: AppContext, logger: boolean, opts: ContentApiOptions): FastifyInstance {
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
  // Sending reminders is this service's job (the BFF runs no scheduler): the job lives and
  // stops with this server, before the database closes.
  const job = new ReminderJob({ ctx, vapid: opts.reminders.vapid, outbox: opts.reminders.outbox, log: app.log });
  reminderRoutes(app, ctx, { vapid: opts.reminders.vapid, job });
  app.addHook('onReady', async () => job.start(opts.reminders.intervalMs));
  app.addHook('onClose', async () => job.stop());
  // Only the media routes compress (their own scope): SVG artwork is text, and a CDN serves it
  // compressed (a thumbnail is about a tenth of its size); the JSON for the BFF stays plain.
  void app.register(async (media) => {
    await media.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    mediaRoutes(media, ctx);
  });
  return app;
}
