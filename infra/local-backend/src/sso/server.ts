// The SSO stand-in: sign-in pages, tokens, the member's account data.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { warmDummyHash } from '../auth/password';
import type { AppContext } from '../context';
import { installErrorHandling } from '../http/errors';
import { installFaults } from '../http/faults';
import { authorizeRoutes } from './routes/authorize';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { accountRoutes } from './routes/account';
import { accountPageRoutes } from './routes/pages';
import { forgotPasswordRoutes } from './routes/forgotPassword';
import { Outbox, outboxRoutes } from './outbox';
import { outboxDevRoutes, outboxLine } from './outboxDev';
import { socialRoutes } from './routes/social';
import { webSessionRoutes } from './routes/webSession';
import { cardRoutes } from './routes/cards';
import { profileRoutes } from './routes/profile';
import { recoveryRoutes } from './routes/recovery';
import { installTestClock } from './recovery/testClock';
import { contactUndoRoutes } from './contactChange';

export interface SsoOptions {
  /** Development: print each outbox message and serve /__outbox/lihat (outboxDev.ts). */
  devOutbox?: { print: (line: string) => void };
  /** The outbox to record into, when the Content API shares it (its reminder e-mails); else its own. */
  outbox?: Outbox;
}

export async function buildSso(ctx: AppContext, logger: boolean, opts: SsoOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 256 * 1024, routerOptions: { maxParamLength: 300 } });
  installErrorHandling(app);
  installFaults(app, ctx.faultToken);
  // The sign-in and account pages must not be framed (clickjacking): no page may embed them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', "frame-ancestors 'none'");
    reply.header('x-frame-options', 'DENY');
  });
  // The first unknown login must not pay for hashing the dummy password (a timing tell).
  warmDummyHash();
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Photo uploads arrive as multipart; the route parses the raw buffer itself.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 3 * 1024 * 1024 }, (_req, body, done) => done(null, body));
  app.get('/health', async () => ({ status: 'ok', service: 'sso' }));
  const dev = opts.devOutbox;
  const outbox = opts.outbox ?? new Outbox(dev ? (m) => dev.print(outboxLine(m)) : undefined);
  authorizeRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userRoutes(app, ctx, outbox);
  accountRoutes(app, ctx);
  accountPageRoutes(app, ctx);
  forgotPasswordRoutes(app, ctx, outbox);
  recoveryRoutes(app, ctx, outbox);
  outboxRoutes(app, outbox);
  if (dev) outboxDevRoutes(app, outbox);
  socialRoutes(app, ctx);
  webSessionRoutes(app, ctx);
  // Issue 28: cards, partner accounts, address and profession.
  cardRoutes(app, ctx, outbox);
  profileRoutes(app, ctx);
  // Issue 42: the old address undoes an e-mail or phone change.
  contactUndoRoutes(app, ctx);
  installTestClock(app, ctx);
  return app;
}
