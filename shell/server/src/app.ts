// The backend-for-frontend: the HTML document, static files, the registry, health.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { isTokenExpired, isWellFormedSlug, matchRoute, pageTitle, STRINGS, type BootData } from 'shared-contracts/core';
import { LocalArtefactStore, type ArtefactStore } from './artefacts';
import type { BffConfig } from './config';
import { loadDocumentTemplate } from './document';
import { createRegistrySource, ensureRegistry, withOverrides, type RegistrySource } from './registry';
import { BFF_MESSAGES, errorBody } from './http/messages';
import { changesState, isSameOrigin } from './http/origin';
import { registerProxy, CONTENT_BODIES, CONTENT_PATHS, SSO_BODIES, SSO_PATHS } from './session/proxy';
import { TokenRefresher } from './session/refresher';
import { registerSessionRoutes } from './session/routes';
import { SessionService } from './session/service';
import { registerStatic } from './static';
import { bootWithoutPage, loadRenderer, nonceFor, parseDelayHeader, sendRendered } from './ssr/ssr';

/** Bound of each upstream call of a server render (the page must answer quickly). */
const SSR_UPSTREAM_TIMEOUT_MS = 3000;

/** A page URL longer than this is refused (400) before any routing or upstream call. */
const MAX_PAGE_URL = 2048;

/** No page uses these browser features; nothing embedded may ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Paths answered with JSON (machines); everything else answers browsers with a page. */
const MACHINE_PATHS = /^\/(api|sso|webapi|_shell|remotes|static)(\/|$)|^\/(remotes\.json|builds\/)/;

function wantsPage(req: FastifyRequest): boolean {
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  return (req.method === 'GET' || req.method === 'HEAD') && !MACHINE_PATHS.test(req.url);
}

export interface BffDeps {
  store?: ArtefactStore & { packageVersion?(r: string): string };
  registry?: RegistrySource;
}

function readBuildId(shellDist: string): string {
  const file = path.join(shellDist, 'build-info.json');
  if (!existsSync(file)) return 'dev';
  return (JSON.parse(readFileSync(file, 'utf8')) as { buildId: string }).buildId;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export async function buildServer(config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> {
  // Set once the document can be rendered: refusals before routing answer browsers with it.
  let sendErrorPage: ((req: FastifyRequest, reply: FastifyReply, status: number, message: string) => FastifyReply) | null = null;
  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, errorCode: string, message: string) =>
    sendErrorPage && wantsPage(req)
      ? sendErrorPage(req, reply, status, message)
      : reply.code(status).header('cache-control', 'no-store').send(errorBody(errorCode, message));
  // What a request Node's HTTP parser refuses (raw bytes no browser sends) is answered with:
  // the site's 400 page, written straight to the socket (there is no request to route).
  let clientErrorPage: string | null = null;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy(error);
        return;
      }
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = Buffer.from(clientErrorPage ?? BFF_MESSAGES.badRequest);
      const head =
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `content-type: ${clientErrorPage ? 'text/html' : 'text/plain'}; charset=utf-8\r\ncontent-length: ${body.length}\r\n` +
        "cache-control: no-store\r\nx-content-type-options: nosniff\r\ncontent-security-policy: frame-ancestors 'none'\r\nconnection: close\r\n\r\n";
      socket.end(Buffer.concat([Buffer.from(head), body]));
    },
    // A path that is not valid percent-encoding (/promo/%ff) gets the site's 400 page, not Fastify's JSON.
    frameworkErrors: (error, req, reply) => {
      if (error.code !== 'FST_ERR_BAD_URL') req.log.warn({ err: error }, 'framework error');
      // No hook ran for this request: the headers every answer carries are set here.
      reply.headers({
        'x-content-type-options': 'nosniff',
        'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': PERMISSIONS_POLICY,
      });
      return refuse(req, reply, 400, 'BAD_PATH', BFF_MESSAGES.badPath);
    },
  });
  const store = deps.store ?? new LocalArtefactStore();
  if (!deps.registry && store instanceof LocalArtefactStore) ensureRegistry(config.registryFile, config.environment, store);
  const registry = withOverrides(deps.registry ?? createRegistrySource(config.registryFile), config.remoteOverrides);
  const template = loadDocumentTemplate(config.shellDist);
  const buildId = readBuildId(config.shellDist);
  const remoteOrigins = () =>
    registry
      .remotesDocument()
      .remotes.map((r) => new URL(r.entry, config.publicUrl).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);

  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyHelmet, {
    // Scripts only from the site and the registered remote origins (ARCHITECTURE.md §5).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The nonce covers what a server render inlines (React's streaming scripts).
        scriptSrc: ["'self'", (_req, _res) => remoteOrigins().join(' ') || "'self'", (_req, res) => `'nonce-${nonceFor(res)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', config.apiPublicUrl, config.storageBaseUrl, config.ssoPublicUrl],
        connectSrc: ["'self'", (_req, _res) => remoteOrigins().join(' ') || "'self'"],
        formAction: ["'self'", config.ssoPublicUrl],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.secureCookies,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const publicOrigin = new URL(config.publicUrl).origin;
  /** Responses that must never be stored (member pages, sign-in): set just before sending. */
  const noStore = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.url.length > MAX_PAGE_URL) return refuse(req, reply, 400, 'BAD_PATH', BFF_MESSAGES.badPath);
    // Cross-site request forgery: a state-changing request must come from the site's own pages.
    if (changesState(req.method) && !isSameOrigin(req.headers, publicOrigin)) {
      req.log.warn({ origin: req.headers.origin ?? null, site: req.headers['sec-fetch-site'] ?? null }, 'cross-origin request refused');
      return refuse(req, reply, 403, 'CROSS_ORIGIN_REFUSED', BFF_MESSAGES.crossOrigin);
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (noStore.has(req)) reply.header('cache-control', 'private, no-store');
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return refuse(req, reply, 500, 'INTERNAL_ERROR', STRINGS.errorFallbackText);
    }
    return refuse(req, reply, status, 'BAD_REQUEST', BFF_MESSAGES.badRequest);
  });

  await registerStatic(app, config.shellDist, store);

  // Server rendering when the shell's server build exists; otherwise the plain document.
  const renderer = await loadRenderer({
    shellDist: config.shellDist,
    apiUrl: config.apiUrl,
    ssoUrl: config.ssoUrl,
    publicUrl: config.publicUrl,
    store,
    log: (level, message, detail) => app.log[level]({ err: detail }, message),
  }).catch((error: unknown) => {
    app.log.error({ err: error }, 'Server renderer failed to load: pages render on the client');
    return null;
  });
  // The first page should not pay for loading the remotes' server modules (at most 3 s).
  if (renderer) {
    await Promise.race([renderer.warm(registry.remotesDocument().remotes), new Promise((r) => setTimeout(r, 3000).unref())]);
  }

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return registry.remotesDocument();
  });

  app.get('/builds/latest', async (_req, reply) => {
    reply.header('cache-control', 'no-store, max-age=0');
    const doc = registry.remotesDocument();
    return { buildId, remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])) };
  });

  const refresher = new TokenRefresher({ ssoUrl: config.ssoUrl, clientId: config.ssoClientId, timeoutMs: config.upstreamTimeoutMs });
  const sessions = new SessionService(
    { ssoUrl: config.ssoUrl, clientId: config.ssoClientId, storageBaseUrl: config.storageBaseUrl, timeoutMs: config.upstreamTimeoutMs, secureCookies: config.secureCookies },
    refresher,
  );
  app.decorate('sessions', sessions);

  const publicConfig: BootData['config'] = {
    publicUrl: config.publicUrl,
    apiBase: '/api',
    ssoBase: '/sso',
    ssoPublicUrl: config.ssoPublicUrl,
    apiPublicUrl: config.apiPublicUrl,
    storageBase: config.storageBaseUrl,
    appDownloadUrl: config.appDownloadUrl,
    productionHost: config.productionHost,
    environment: config.env,
    sentryDsn: config.sentryDsn,
  };

  const bootFor = (page: { status: number; session: BootData['session']; error?: BootData['error'] }): BootData => ({
    buildId,
    registry: registry.remotesDocument(),
    config: publicConfig,
    session: page.session,
    status: page.status,
    error: page.error ?? null,
  });

  const sendDocument = (
    req: FastifyRequest,
    reply: FastifyReply,
    page: { status: number; title: string; session: BootData['session']; error?: BootData['error'] },
  ) => {
    const url = new URL(req.url, config.publicUrl);
    const boot = bootFor(page);
    const html = template.render({
      title: pageTitle(page.title),
      description: STRINGS.siteDescription,
      canonical: `${config.publicUrl}${url.pathname}`,
      boot,
    });
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache, private')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  clientErrorPage = template.render({
    title: pageTitle(STRINGS.errorTitle),
    description: STRINGS.siteDescription,
    canonical: `${config.publicUrl}/`,
    boot: bootFor({ status: 400, session: { status: 'anonymous', user: null, expiresAt: null }, error: { status: 400, message: BFF_MESSAGES.badRequest } }),
  });
  sendErrorPage = (req, reply, status, message) => {
    noStore.add(req);
    return sendDocument(req, reply, {
      status,
      title: status === 404 ? STRINGS.notFoundTitle : STRINGS.errorTitle,
      session: { status: 'anonymous', user: null, expiresAt: null },
      error: { status, message },
    });
  };

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, config.publicUrl);
    const match = matchRoute(url.pathname);
    const tokens = sessions.tokensOf(req);
    // A member's page (and every account page) is theirs alone: never stored anywhere.
    if (tokens.access || tokens.refresh || match?.route.requiresSession) noStore.add(req);
    // The header's signed-in state comes from the server: no signed-out flash.
    const view = await sessions.view(req, reply);
    // A slug of a shape no page has names nothing: 404 without asking upstream.
    const slug = match?.params.slug;
    if (slug !== undefined && !isWellFormedSlug(slug)) {
      return sendDocument(req, reply, { status: 404, title: STRINGS.notFoundTitle, session: view.session });
    }
    if (view.fatal) {
      return sendDocument(req, reply, {
        status: 500,
        title: STRINGS.errorTitle,
        session: view.session,
        error: { status: view.fatal.status, message: view.fatal.message },
      });
    }
    const page = {
      status: match ? 200 : 404,
      title: match ? match.route.title : STRINGS.notFoundTitle,
      session: view.session,
    };
    // A member's data is fetched with their token; a token refreshed during this request
    // is not at hand here, so that (rare) page renders on the client.
    const access = tokens.access;
    const authorization =
      view.session.status !== 'member' ? null : access && !isTokenExpired(access.exp) ? `Bearer ${access.token}` : undefined;
    if (renderer && authorization !== undefined && match?.route.path !== '/health') {
      try {
        const result = await renderer.render({
          url: req.url,
          boot: bootWithoutPage(bootFor(page)),
          authorization,
          nonce: nonceFor(reply.raw),
          remoteBudgetMs: config.ssrRemoteBudgetMs,
          upstreamTimeoutMs: Math.min(config.upstreamTimeoutMs, SSR_UPSTREAM_TIMEOUT_MS),
          remoteDelayMs: config.env === 'production' ? undefined : parseDelayHeader(req.headers['x-mv-ssr-delay']),
        });
        return sendRendered(reply, result, { template, publicUrl: config.publicUrl, pathname: url.pathname, nonce: nonceFor(reply.raw) });
      } catch (error) {
        req.log.error({ err: error }, 'Server render failed: the page renders on the client');
      }
    }
    return sendDocument(req, reply, page);
  };

  registerSessionRoutes(app, config, sessions, (req, reply, error) => sendErrorPage?.(req, reply, error.status, error.message));
  registerProxy(
    app,
    [
      { prefix: '/api', base: config.apiUrl, allowed: CONTENT_PATHS, bodies: CONTENT_BODIES },
      { prefix: '/sso', base: config.ssoUrl, allowed: SSO_PATHS, bodies: SSO_BODIES },
    ],
    sessions,
    config.upstreamTimeoutMs,
  );

  // /health is both the spec's (empty) page for browsers and the JSON probe for machines.
  app.get('/health', async (req, reply) => {
    if ((req.headers.accept ?? '').includes('text/html')) return renderPage(req, reply);
    reply.header('cache-control', 'no-cache');
    const doc = registry.remotesDocument();
    return {
      status: 'ok',
      shell: { buildId },
      environment: doc.environment,
      remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])),
    };
  });

  // Every other GET is a page: the document, with status 404 for paths no route owns.
  app.get('/*', renderPage);
  app.setNotFoundHandler((req, reply) => refuse(req, reply, 404, 'NOT_FOUND', BFF_MESSAGES.notFound));

  return app;
}
