// The member's session as a plugin: the session service (tokens in HttpOnly cookies,
// refreshed single-flight, the view a page may know) as the root's `sessions`, and the
// sign-in, callback and session routes (routes.ts). Its calls to the SSO go the one way
// upstream (upstream/fetch.ts: time-out and circuit breaker).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { TokenRefresher } from './refresher';
import { registerSessionRoutes, type RedirectFailureRenderer } from './routes';
import { SessionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export interface SessionPluginOptions {
  config: BffConfig;
  /**
   * How a failed sign-in callback is answered; default the site's error page
   * (the page plugin's `page.sendError`, read when a callback fails).
   */
  renderFailure?: RedirectFailureRenderer;
}

export default fp<SessionPluginOptions>(
  async (app, { config, renderFailure }) => {
    const refresher = new TokenRefresher({ ssoUrl: config.ssoUrl, clientId: config.ssoClientId, timeoutMs: config.upstreamTimeoutMs });
    const sessions = new SessionService(
      { ssoUrl: config.ssoUrl, clientId: config.ssoClientId, storageBaseUrl: config.storageBaseUrl, timeoutMs: config.upstreamTimeoutMs, secureCookies: config.secureCookies },
      refresher,
    );
    app.decorate('sessions', sessions);
    const errorPage = (req: FastifyRequest, reply: FastifyReply, error: { status: number; message: string }) =>
      app.page.sendError(req, reply, error.status, error.message);
    registerSessionRoutes(app, config, sessions, renderFailure ?? errorPage);
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
