// The backend-for-frontend: the HTML document, static files, the registry, health.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_REFRESH_TOKEN,
  hasMalformedSlug,
  matchRoute,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_PURPOSE,
  pageQuery,
  pageTitle,
  STRINGS,
  type BootData,
} from 'shared-contracts/core';
import { clearSessionEndedMark, cookieName, hasSessionEndedMark, markSessionEnded } from './session/cookies';
import { readShellBuildInfo, type LatestBuilds } from 'shared-contracts/server';
import { LocalArtefactStore, type ArtefactStore } from './artefacts';
import { S3ArtefactStore, s3Client } from './artefactsS3';
import type { BffConfig } from './config';
import { loadDocumentTemplate } from './document';
import { GTM_ORIGIN } from './tagManager';
import { applyOverrides, createRegistrySource, ensureRegistry, initialRegistryDocument, withOverrides, type RegistrySource } from './registry';
import { createRedisRegistrySource } from './registryRedis';
import { MemoryHealthCounts, type HealthCounts } from './canary/health';
import { healthKeyPrefix, RedisHealthCounts } from './canary/healthRedis';
import { createCanary, type Canary } from './canary/service';
import { withCanaryView } from './canary/viewToken';
import { EdgeRefusals, installEdgeGuards } from './http/edge';
import { BFF_MESSAGES } from './http/messages';
import { registerRedirects } from './http/redirects';
import { registerProxy } from './session/proxy';
import { createUpstreamClient } from './upstream/client';
import { siteServices } from './upstream/services';
import { TokenRefresher } from './session/refresher';
import { registerSessionRoutes } from './session/routes';
import { SessionService } from './session/service';
import { registerSeoRoutes } from './seo/sitemap';
import { registerStatic } from './static';
import { createPageAssets, pageAssetTags } from './ssr/pageAssets';
import { bootWithoutPage, islandsHeader, loadRenderer, nonceFor, parseDelayHeader, renderedToString, sendRendered } from './ssr/ssr';
import { createGuard } from './resilience';
import { fillNonce, noncePlaceholder, nonceSlots, PageCache, pageCacheKey } from './ssr/pageCache';
import { RenderBudget, RenderRefused } from './ssr/renderBudget';

/** Bound of each upstream call of a server render (the page must answer quickly). */
const SSR_UPSTREAM_TIMEOUT_MS = 3000;

export interface BffDeps {
  store?: ArtefactStore & { packageVersion?(r: string): string };
  registry?: RegistrySource;
  /** Canary health counts; default: shared in Redis with the Redis registry, else in memory. */
  health?: HealthCounts;
}

/** The shell build the BFF serves: its id, and the contract version it provides (null: not stamped). */
function readShellBuild(shellDist: string): { buildId: string; contractVersion: string | null } {
  const info = readShellBuildInfo(shellDist);
  return { buildId: info?.buildId ?? 'dev', contractVersion: info?.contractVersion ?? null };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** The anonymous page cache, null when off or without a server renderer. */
    pageCache: PageCache | null;
    /** Canary releases: visitors' versions, health counts, the automatic abort. */
    canary: Canary;
  }
}

const ANONYMOUS_SESSION: BootData['session'] = { status: 'anonymous', user: null, expiresAt: null };

/** What a document says about the request: status, session, a fatal error, a sign-out to announce. */
interface PageState {
  status: number;
  session: BootData['session'];
  error?: BootData['error'];
  sessionEnded?: boolean;
  /** The page view's canary view token (canary/viewToken.ts), when it has one. */
  canaryView?: string;
  /** The SSO did not answer for this member: the page renders without their data (BootData.sessionUnavailable). */
  sessionUnavailable?: boolean;
}

/** The registry of the configuration: the file (created when absent), or Redis (many BFFs). */
async function registrySourceFor(config: BffConfig, store: ArtefactStore, app: FastifyInstance): Promise<RegistrySource> {
  const local = store instanceof LocalArtefactStore ? store : null;
  if (config.registryStore.kind === 'redis') {
    const source = await createRedisRegistrySource(config.registryStore.url, config.registryStore.key, {
      initial: local ? () => initialRegistryDocument(config.environment, local) : undefined,
      onError: (error) => app.log.warn({ err: error }, 'Registry in Redis unreachable: serving the last document'),
    });
    app.addHook('onClose', () => source.close());
    return source;
  }
  if (local) ensureRegistry(config.registryFile, config.environment, local);
  return createRegistrySource(config.registryFile);
}

/** Canary health counts: every BFF's in Redis beside a shared registry, this process's otherwise. */
function healthCountsFor(config: BffConfig, app: FastifyInstance): HealthCounts {
  const counts =
    config.registryStore.kind === 'redis'
      ? new RedisHealthCounts(config.registryStore.url, healthKeyPrefix(config.registryStore.key), {
          onError: (error) => app.log.warn({ err: error }, 'Canary health counts in Redis unreachable'),
          visitorsPerAddress: config.canary.visitorsPerAddress,
        })
      : new MemoryHealthCounts({ visitorsPerAddress: config.canary.visitorsPerAddress });
  app.addHook('onClose', () => counts.close());
  return counts;
}

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
  });
  const s3 = !deps.store && config.artefactStore.kind === 's3' ? new S3ArtefactStore(s3Client(config.artefactStore), config.artefactStore) : null;
  const store = deps.store ?? s3 ?? new LocalArtefactStore();
  const registry = withOverrides(deps.registry ?? (await registrySourceFor(config, store, app)), config.remoteOverrides);
  if (s3) {
    // Versions and the live manifests in memory (page assets read them per request).
    const refresh = () => s3.refresh(registry.remotesDocument().remotes).catch((error: unknown) => app.log.warn({ err: error }, 'Object store unreachable'));
    await refresh();
    const timer = setInterval(() => void refresh(), 5000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // The site's own /remotes/… URLs (older registry entries) lead to the immutable objects.
    app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', async (req, reply) => {
      const { remote, version } = req.params;
      const file = req.params['*'];
      if (!/^[a-z]+$/.test(remote) || !/^[\w.-]+$/.test(version) || file.split('/').includes('..') || /^server\//.test(file)) {
        return reply.code(404).send({ message: 'Not Found' });
      }
      return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(s3.objectUrl(remote, version, file), 301);
    });
  }
  const template = loadDocumentTemplate(config.shellDist, { gtmId: config.gtmId });
  const { buildId, contractVersion } = readShellBuild(config.shellDist);
  const pageAssets = createPageAssets({ shellDist: config.shellDist, store, publicUrl: config.publicUrl, shellContract: contractVersion });
  // Images come from the storage host: its connection is opened while the page loads.
  const mediaOrigins = [...new Set([new URL(config.storageBaseUrl).origin])].filter((o) => o !== new URL(config.publicUrl).origin);
  /** The page's head links and the scripts its start script requests. */
  const assetsFor = (boot: BootData, pathname: string) => {
    const assets = pageAssets(boot.registry, pathname);
    return { assets: pageAssetTags({ ...assets, origins: mediaOrigins }), scripts: assets.scripts };
  };
  // The tag manager's container (spec §7), allowed only when one is configured.
  const tagManagerOrigins = config.gtmId ? [GTM_ORIGIN] : [];
  // Every version a visitor may run: the stable ones and any canary.
  const remoteOrigins = () => {
    const doc = registry.read();
    return [
      ...registry.remotesDocument().remotes.map((r) => r.entry),
      ...Object.values(doc.remotes).flatMap((r) => (r.canary ? [r.canary.entry] : [])),
    ]
      .map((entry) => new URL(entry, config.publicUrl).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);
  };

  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyHelmet, {
    // Scripts only from the site and the registered remote origins (ARCHITECTURE.md §5).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The nonce covers what a server render inlines (React's streaming scripts) and the
        // tag manager's snippet. The start script (the same in every document) by its hash.
        scriptSrc: [
          "'self'",
          (_req, _res) => remoteOrigins().join(' ') || "'self'",
          (_req, res) => `'nonce-${nonceFor(res)}'`,
          ...(template.startScriptSource ? [template.startScriptSource] : []),
          ...tagManagerOrigins,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', config.apiPublicUrl, config.storageBaseUrl, config.ssoPublicUrl, ...tagManagerOrigins],
        connectSrc: ["'self'", (_req, _res) => remoteOrigins().join(' ') || "'self'", ...tagManagerOrigins],
        formAction: ["'self'", config.ssoPublicUrl],
        // The shell's service worker (/sw.js) and the web app manifest, both from the site.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.secureCookies,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const edge = installEdgeGuards(app, { publicOrigin: new URL(config.publicUrl).origin, refusals });
  // Configured moves to other sites, before any file, page or upstream call is looked at.
  registerRedirects(app, config.redirects);

  await registerStatic(app, config.shellDist, store);
  // Canary releases: each visitor's versions (a bucket cookie), health per version, automatic abort.
  const canary = createCanary(app, registry, deps.health ?? healthCountsFor(config, app), {
    ...config.canary,
    secureCookies: config.secureCookies,
    cookieSecret: config.cookieSecret,
  });
  app.decorate('canary', canary);
  /** The remotes as this visitor runs them: boot data, /remotes.json, /builds/latest and the server render agree. */
  const remotesForVisitor = (req: FastifyRequest, reply: FastifyReply) => applyOverrides(canary.remotesFor(req, reply), config.remoteOverrides);

  // The one way to the upstream services for a page's data: the proxy (the browser's
  // calls) and the server renderer's calls share its allow-list, time-out and breakers.
  const services = siteServices(config);
  const upstream = createUpstreamClient(services, config.upstreamTimeoutMs);

  // Server rendering when the shell's server build exists; otherwise the plain document.
  const renderer = await loadRenderer({
    shellDist: config.shellDist,
    siteFetch: upstream.siteFetch(config.publicUrl),
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

  app.get('/remotes.json', async (req, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return remotesForVisitor(req, reply);
  });

  app.get('/builds/latest', async (req, reply) => {
    reply.header('cache-control', 'no-store, max-age=0');
    const doc = remotesForVisitor(req, reply);
    const latest: LatestBuilds = { buildId, contractVersion, remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])) };
    return latest;
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

  const cookieOptions = { secure: config.secureCookies };
  const bootFor = (page: PageState, remotes: BootData['registry']): BootData => ({
    buildId,
    registry: remotes,
    config: publicConfig,
    session: page.session,
    status: page.status,
    error: page.error ?? null,
    ...(page.sessionEnded ? { sessionEnded: true } : {}),
    ...(page.canaryView ? { canaryView: page.canaryView } : {}),
    ...(page.sessionUnavailable ? { sessionUnavailable: true } : {}),
  });

  const sendDocument = (
    req: FastifyRequest,
    reply: FastifyReply,
    page: PageState & { title: string },
  ) => {
    const url = new URL(req.url, config.publicUrl);
    const boot = bootFor(page, remotesForVisitor(req, reply));
    const html = template.render({
      title: pageTitle(page.title),
      description: STRINGS.siteDescription,
      canonical: `${config.publicUrl}${url.pathname}`,
      boot,
      ...assetsFor(boot, url.pathname),
      nonce: nonceFor(reply.raw),
    });
    return reply
      .code(page.status)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  // Refused requests get the site's error page (anonymous: nothing is asked upstream).
  const sendErrorPage = (req: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
    edge.noStore(req);
    return sendDocument(req, reply, {
      status,
      title: status === 404 ? STRINGS.notFoundTitle : STRINGS.errorTitle,
      session: ANONYMOUS_SESSION,
      error: { status, message },
    });
  };
  refusals.usePage(
    sendErrorPage,
    template.render({
      title: pageTitle(STRINGS.errorTitle),
      description: STRINGS.siteDescription,
      canonical: `${config.publicUrl}/`,
      boot: bootFor({ status: 400, session: ANONYMOUS_SESSION, error: { status: 400, message: BFF_MESSAGES.badRequest } }, registry.remotesDocument()),
    }),
  );

  // Anonymous pages from a cache (ssr/pageCache.ts); a member's request never reads or fills it.
  const pageCache =
    renderer && config.pageCache.maxBytes > 0
      ? new PageCache({
          maxBytes: config.pageCache.maxBytes,
          freshMs: config.pageCache.freshSeconds * 1000,
          staleMs: config.pageCache.staleSeconds * 1000,
        })
      : null;
  app.decorate('pageCache', pageCache);
  // Server renders are bounded (count and time) and stop for a while when they keep failing:
  // the page is then the client-rendered document or a stale cached page, never a 5xx.
  const renderGuard = createGuard({ name: 'server render', capacity: config.ssrMaxConcurrent, timeoutMs: config.ssrPageBudgetMs });
  app.addHook('onClose', async () => renderGuard.shutdown());
  // Server renders each client may start (cache misses, members' pages): past its share a
  // client gets the client-rendered document. Pages from the cache are not counted.
  const renderBudget = new RenderBudget(config.ssrRendersPerClientPerMinute);
  const anonymousCacheControl = `public, max-age=0, s-maxage=${config.pageCache.freshSeconds}, stale-while-revalidate=${config.pageCache.staleSeconds}`;
  /** A session cookie came with the request, readable or not. */
  const hasSessionCookie = (req: FastifyRequest) =>
    [COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN].some((name) => req.cookies[cookieName(name, { secure: config.secureCookies })] !== undefined);
  /** Signed out: no session token (a cookie that cannot hold one counts as none; renderPage clears it). */
  const cacheable = (req: FastifyRequest, tokens: ReturnType<SessionService['tokensOf']>) =>
    // The page after a server-side sign-out tells the member so: not the cached page.
    pageCache !== null && !tokens.access && !tokens.refresh && !hasSessionEndedMark(req, cookieOptions) &&
    (config.env === 'production' || req.headers['x-mv-ssr-delay'] === undefined);

  const serveAnonymous = async (req: FastifyRequest, reply: FastifyReply, cache: PageCache, url: URL, match: ReturnType<typeof matchRoute>, canaryView: string | undefined) => {
    const page = { status: match ? 200 : 404, title: match ? match.route.title : STRINGS.notFoundTitle, session: ANONYMOUS_SESSION };
    // The cached page is every visitor's: rendered without a view token, given this view's per response.
    const boot = bootFor(page, remotesForVisitor(req, reply));
    // The page's own address: its path and the query parameters it reads (routeQuery.ts).
    // Any other parameter makes no new entry, and the render never sees it.
    const pageUrl = `${url.pathname}${pageQuery(match?.route ?? null, url.search)}`;
    const key = pageCacheKey({ buildId, remotes: boot.registry.remotes, url: pageUrl });
    try {
      const { page: cached, outcome } = await cache.get(key, () => {
        if (!renderBudget.take(req.ip)) return Promise.reject(new RenderRefused());
        return renderGuard.run(async () => {
          // Drawn for this render: no visitor can have typed it into the page's content.
          const placeholder = noncePlaceholder();
          const result = await renderer!.render({
            url: pageUrl,
            boot: bootWithoutPage(boot),
            authorization: null,
            nonce: placeholder,
            remoteBudgetMs: config.ssrRemoteBudgetMs,
            upstreamTimeoutMs: Math.min(config.upstreamTimeoutMs, SSR_UPSTREAM_TIMEOUT_MS),
          });
          const body = await renderedToString(
            result,
            { template, publicUrl: config.publicUrl, pathname: url.pathname, nonce: placeholder, ...assetsFor(result.boot, url.pathname) },
            config.ssrPageBudgetMs,
          );
          return {
            status: result.status,
            body,
            slots: nonceSlots(body, placeholder),
            ssr: islandsHeader(result),
            degraded: Object.values(result.islands).includes('client'),
          };
        });
      });
      // A server error page is not shared with a CDN (it is cached here for a second only).
      const shared = cached.status < 500;
      return reply
        .code(cached.status)
        .header('cache-control', shared ? anonymousCacheControl : 'private, no-store')
        .header('vary', 'Cookie')
        .header('x-mv-cache', outcome)
        .header('x-mv-ssr', cached.ssr)
        .type('text/html; charset=utf-8')
        .send(withCanaryView(fillNonce(cached.slots, nonceFor(reply.raw)), canaryView));
    } catch (error) {
      if (error instanceof RenderRefused) req.log.warn({ client: req.ip }, error.message);
      else req.log.error({ err: error }, 'Server render failed: the page renders on the client');
      return sendDocument(req, reply, { ...page, canaryView });
    }
  };

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, config.publicUrl);
    let ssrFailed: string[] = [];
    // Health per remote version: the page view, a 5xx answer, a failed server render. The
    // service worker's fetch of a page the visitor already has on screen (to keep an offline
    // copy) is no page view of its own.
    // (A visitor sending that header only leaves their own views and failures uncounted: a
    // failure counts only with the token of a counted view.)
    const pageView = req.headers[OFFLINE_COPY_HEADER] !== OFFLINE_COPY_PURPOSE;
    if (pageView) {
      reply.raw.once('finish', () => canary.pageServed(req, reply, { pathname: url.pathname, status: reply.statusCode, ssrFailed }));
    }
    const canaryView = pageView ? canary.viewToken(req, reply, url.pathname) : undefined;
    const match = matchRoute(url.pathname);
    const tokens = sessions.tokensOf(req);
    // A member's page (and every account page) is theirs alone: never stored anywhere.
    if (tokens.access || tokens.refresh || match?.route.requiresSession) edge.noStore(req);
    // A session cookie that cannot hold a token (garbage, a leftover) is no session: it is
    // cleared and the visitor gets the signed-out page, from the cache, never a render of
    // its own (issue 32: a garbage access-token cookie forced a full render per request).
    if (!tokens.access && !tokens.refresh && hasSessionCookie(req)) {
      sessions.clear(reply);
      edge.noStore(req);
    }
    // A slug of a shape no page has names nothing: such a page is never rendered or cached
    // (the shell's router shows it the 404 view, 'Page Not Found: {path}').
    const badSlug = match !== null && hasMalformedSlug(match);
    if (pageCache && cacheable(req, tokens) && !badSlug && match?.route.path !== '/health') return serveAnonymous(req, reply, pageCache, url, match, canaryView);
    // The header's signed-in state comes from the server: no signed-out flash.
    const view = await sessions.view(req, reply);
    // Spec §4: a member whose token failed introspection is logged out (the cookies were
    // just cleared) and sent from /account… to '/'. A visitor who never had a session
    // gets the page, which explains why it needs an account and offers 'Masuk'.
    if (view.loggedOut && match?.route.requiresSession) {
      markSessionEnded(reply, cookieOptions);
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    }
    // 'Sesi kamu telah berakhir' on this page: signed out just now, or by the redirect above.
    const sessionEnded = view.loggedOut || hasSessionEndedMark(req, cookieOptions);
    if (hasSessionEndedMark(req, cookieOptions)) clearSessionEndedMark(reply, cookieOptions);
    // 404 without asking upstream.
    if (badSlug) {
      return sendDocument(req, reply, { status: 404, title: STRINGS.notFoundTitle, session: view.session, sessionEnded, sessionUnavailable: view.unavailable === true, canaryView });
    }
    if (view.fatal) {
      return sendDocument(req, reply, {
        status: 500,
        title: STRINGS.errorTitle,
        session: view.session,
        error: { status: view.fatal.status, message: view.fatal.message },
        canaryView,
      });
    }
    // The SSO did not answer (session/service.ts): the member's page renders all the same,
    // public content included, their parts marked unavailable; nothing is cleared.
    const page = {
      status: match ? 200 : 404,
      title: match ? match.route.title : STRINGS.notFoundTitle,
      session: view.session,
      sessionEnded,
      canaryView,
      sessionUnavailable: view.unavailable === true,
    };
    // A member's data is fetched with the token the session view used (refreshed if need be).
    const authorization = view.session.status === 'member' && view.accessToken ? `Bearer ${view.accessToken}` : null;
    // A member's page is rendered for them alone; their share of renders bounds it too.
    const mayRender = renderer !== null && match?.route.path !== '/health' && renderBudget.take(req.ip);
    if (renderer && match?.route.path !== '/health' && !mayRender) req.log.warn({ client: req.ip }, new RenderRefused().message);
    if (renderer && mayRender) {
      try {
        const result = await renderGuard.run(() => renderer.render({
          url: req.url,
          boot: bootWithoutPage(bootFor(page, remotesForVisitor(req, reply))),
          authorization,
          nonce: nonceFor(reply.raw),
          remoteBudgetMs: config.ssrRemoteBudgetMs,
          upstreamTimeoutMs: Math.min(config.upstreamTimeoutMs, SSR_UPSTREAM_TIMEOUT_MS),
          remoteDelayMs: config.env === 'production' ? undefined : parseDelayHeader(req.headers['x-mv-ssr-delay']),
        }));
        ssrFailed = Object.keys(result.islandFailures ?? {});
        return sendRendered(reply, result, {
          template,
          publicUrl: config.publicUrl,
          pathname: url.pathname,
          nonce: nonceFor(reply.raw),
          ...assetsFor(result.boot, url.pathname),
        });
      } catch (error) {
        ssrFailed = match && match.route.owner !== 'shell' ? [match.route.owner] : [];
        req.log.error({ err: error }, 'Server render failed: the page renders on the client');
      }
    }
    return sendDocument(req, reply, page);
  };

  registerSessionRoutes(app, config, sessions, (req, reply, error) => sendErrorPage(req, reply, error.status, error.message));
  registerProxy(app, services, upstream, sessions);

  registerSeoRoutes(app, { apiUrl: config.apiUrl, publicUrl: config.publicUrl, timeoutMs: config.upstreamTimeoutMs });

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

  return app;
}
