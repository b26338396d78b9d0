// The backend-for-frontend's composition root: the Fastify instance and its plugins, in the
// order their hooks and decorators need (the way Fastify's own demo app is built: plugins
// that decorate the root instance with fastify-plugin, then the routes). A change has one
// folder to go to:
// - upstream/  the one way to the Content API and the SSO (allow-list, time-outs, breakers);
// - releases/  artefact stores, the registry, the canary; /remotes.json, /builds/latest, /health;
// - metrics/   what ops scrape (/metrics, Prometheus text format);
// - page/      request to document: rendering, the anonymous cache, the render guard, CSP, boot data;
// - session/   the member's tokens in HttpOnly cookies, sign-in and sign-out;
// - proxy/     the browser's /api and /sso calls;
// - http/      the edge every request passes (limits, same-origin rule, error answers), redirects.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { BffConfig } from './config';
import { EdgeRefusals, installEdgeGuards } from './http/edge';
import { registerRedirects } from './http/redirects';
import metricsRoutes from './metrics/plugin';
import { httpResponses, statusClass } from './metrics/metrics';
import pagePlugin from './page/plugin';
import pageRoutes from './page/routes';
import proxy from './proxy/plugin';
import releasesPlugin, { type ReleaseDeps } from './releases/plugin';
import releaseRoutes from './releases/routes';
import { seoRoutes } from './seo/sitemap';
import sessionPlugin from './session/plugin';
import { registerStatic } from './static';
import closeRoutes from './banner/closeRoutes';
import upstreamPlugin from './upstream/plugin';

/** What tests and tools may pass instead of the configured stores. */
export type BffDeps = ReleaseDeps;

export async function buildServer(config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> {
  const refusals = new EdgeRefusals();
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // The whole request (headers and body) within REQUEST_TIMEOUT_MS, checked every second
    // at most: a body trickled a few bytes at a time is answered 408 and closed
    // (EdgeRefusals.clientErrorHandler) instead of holding a connection for minutes.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    clientErrorHandler: refusals.clientErrorHandler,
    frameworkErrors: refusals.frameworkErrors,
    // The page plugin loads the shell's server build and warms the remotes' server modules:
    // seconds on a busy machine, and never a reason to give up starting (avvio's default
    // would fail a plugin after 10 s; before the plugins this load had no bound either).
    pluginTimeout: 0,
  });

  // Root-wide hooks and decorators first: every route below sees them.
  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(upstreamPlugin, { config });
  await app.register(releasesPlugin, { config, ...deps });
  // The page pipeline (and the security headers, CSP included, that every answer carries).
  await app.register(pagePlugin, { config });
  app.decorate('edge', installEdgeGuards(app, { publicOrigin: new URL(config.publicUrl).origin, refusals }));
  // Refused requests get the site's error page (anonymous: nothing is asked upstream).
  refusals.usePage(app.page.sendError, app.page.errorDocument);
  // Configured moves to other sites, before any file, page or upstream call is looked at.
  registerRedirects(app, config.redirects);

  await registerStatic(app, config.shellDist, app.releases.store);
  await app.register(sessionPlugin, { config });
  await app.register(proxy);
  // The close buttons of the app banner and the home's announcement, before the scripts run.
  await app.register(closeRoutes, { secureCookies: config.secureCookies, sendError: app.page.sendError });
  await app.register(seoRoutes, { routes: () => app.releases.routesFor(app.releases.registry.remotesDocument()).routes, apiUrl: config.apiUrl, publicUrl: config.publicUrl, timeoutMs: config.upstreamTimeoutMs });
  await app.register(releaseRoutes, { renderPage: app.page.render });
  await app.register(metricsRoutes, { operatorToken: config.canary.operatorToken });
  app.addHook('onResponse', async (_req, reply) => {
    httpResponses.inc({ status_class: statusClass(reply.statusCode) });
  });
  // Every other GET is a page: the document, with status 404 for paths no route owns.
  await app.register(pageRoutes);
  return app;
}
