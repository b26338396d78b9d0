// A page request, from the request to the document: which page it is (matched once here),
// the visitor's session, the anonymous cache or a server render of their own (bounded by the
// render guard and each client's share of renders), the boot data, and the one reply writer
// (reply.ts). Whatever fails on the way, the page is the client-rendered document, never a 5xx
// of the BFF's own making.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_REFRESH_TOKEN,
  hasMalformedSlug,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_PURPOSE,
  pageQuery,
  pageTitle,
  STRINGS,
  type BootData,
  type RouteMatch,
} from 'shared-contracts/core';
import { prefixesOf, type RenderInput, type RenderResult } from 'shared-contracts/server';
import type { BffConfig } from '../config';
import { BFF_MESSAGES } from '../http/messages';
import { pageCacheRequests, renderDuration, serverRenders } from '../metrics/metrics';
import { remotesOnPage } from '../releases/canary/health';
import { GuardRejected, type Guard } from '../resilience';
import { withCanaryView } from '../releases/canary/viewToken';
import { clearSessionEndedMark, cookieName, hasSessionEndedMark, markSessionEnded } from '../session/cookies';
import type { SessionService } from '../session/service';
import type { DocumentTemplate } from './document';
import { pageAssetTags, type PageAssetsFor } from './pageAssets';
import { fillNonce, noncePlaceholder, nonceSlots, pageCacheKey, type PageCache } from './pageCache';
import { RenderBudget, RenderRefused } from './renderBudget';
import { sendPage } from './reply';
import { appBannerClosed } from '../banner/appBanner';
import { closedRunningAnnouncement, type RunningAnnouncement } from '../banner/announcement';
import { bootWithoutPage, islandsHeader, nonceFor, parseDelayHeader, renderedStream, renderedToString, type Renderer } from './ssr';

/** Bound of each upstream call of a server render (the page must answer quickly). */
const SSR_UPSTREAM_TIMEOUT_MS = 3000;

const ANONYMOUS_SESSION: BootData['session'] = { status: 'anonymous', user: null, expiresAt: null };

/** What a document says about the request: status, title, session, a fatal error, a sign-out to announce. */
export interface PageState {
  status: number;
  title: string;
  session: BootData['session'];
  error?: BootData['error'];
  sessionEnded?: boolean;
  /** The page view's canary view token (releases/canary/viewToken.ts), when it has one. */
  canaryView?: string;
  /** The SSO did not answer for this member: the page renders without their data (BootData.sessionUnavailable). */
  sessionUnavailable?: boolean;
  /** The visitor closed the app banner (its cookie came): the page is rendered without it. */
  appBannerClosed?: boolean;
  /** The running home announcement the visitor closed (its id): the home is rendered without it. */
  closedAnnouncement?: number;
}

export interface PagePipeline {
  /** GET of a page: the document of the page at the request's path. */
  render(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** The site's error page for a refused or failed request (anonymous: nothing is asked upstream). */
  sendError(req: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply;
  /** The 400 page as a whole document, for requests too broken to route (http/edge.ts). */
  errorDocument: string;
}

export interface PipelineParts {
  config: BffConfig;
  template: DocumentTemplate;
  /** The page's assets for a registry and path (pageAssets.ts). */
  pageAssets: PageAssetsFor;
  renderer: Renderer | null;
  pageCache: PageCache | null;
  renderGuard: Guard;
  /** The root instance: its releases, canary, sessions and edge are read per request. */
  app: Pick<FastifyInstance, 'releases' | 'canary' | 'sessions' | 'edge'>;
  /** The home announcement running now (banner/announcement.ts). */
  runningAnnouncement: RunningAnnouncement;
}

export function createPagePipeline({ config, template, pageAssets, renderer, pageCache, renderGuard, app, runningAnnouncement }: PipelineParts): PagePipeline {
  const { releases, canary } = app;
  const { buildId } = releases.shell;
  const sessions = (): SessionService => app.sessions;
  // Images come from the storage host: its connection is opened while the page loads.
  const mediaOrigins = [...new Set([new URL(config.storageBaseUrl).origin])].filter((o) => o !== new URL(config.publicUrl).origin);
  /** The page's head links and the scripts its start script requests. */
  const assetsFor = (boot: Pick<BootData, 'registry' | 'session'>, match: RouteMatch | null) => {
    const assets = pageAssets(boot.registry, match, boot.session.status === 'member');
    return { assets: pageAssetTags({ ...assets, origins: mediaOrigins }), scripts: assets.scripts };
  };

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
  const bootFor = (page: Omit<PageState, 'title'>, remotes: BootData['registry']): BootData => ({
    buildId,
    registry: remotes,
    // The pages of this visitor's versions (the table is kept per set of versions).
    routes: releases.routesFor(remotes).remoteRoutes,
    prefixes: releases.prefixes(),
    config: publicConfig,
    session: page.session,
    status: page.status,
    error: page.error ?? null,
    ...(page.sessionEnded ? { sessionEnded: true } : {}),
    ...(page.canaryView ? { canaryView: page.canaryView } : {}),
    ...(page.sessionUnavailable ? { sessionUnavailable: true } : {}),
    ...(page.appBannerClosed ? { appBannerClosed: true } : {}),
    ...(page.closedAnnouncement !== undefined ? { closedAnnouncement: page.closedAnnouncement } : {}),
  });
  /** The home's running announcement, when this visitor closed it (the only page that shows it). */
  const closedAnnouncementFor = (req: FastifyRequest, match: RouteMatch | null): Promise<number | undefined> =>
    match?.route.path === '/' ? closedRunningAnnouncement(req, runningAnnouncement) : Promise.resolve(undefined);
  /** What a server render is given: the page's address and match, its boot data without the page's own status, the member's token. */
  const renderInput = (input: Pick<RenderInput, 'url' | 'match' | 'boot' | 'authorization' | 'nonce' | 'remoteDelayMs'>): RenderInput => ({
    ...input,
    remoteBudgetMs: config.ssrRemoteBudgetMs,
    upstreamTimeoutMs: Math.min(config.upstreamTimeoutMs, SSR_UPSTREAM_TIMEOUT_MS),
  });
  /** The document around a render's result: the template, the page's canonical address and assets. */
  const documentPage = (pathname: string, match: RouteMatch | null, boot: BootData, nonce: string) => ({
    template,
    publicUrl: config.publicUrl,
    pathname,
    nonce,
    ...assetsFor(boot, match),
  });

  /** The plain (client-rendered) document of the request's page (`match`: null for none). */
  const sendDocument = (req: FastifyRequest, reply: FastifyReply, page: PageState, match: RouteMatch | null = null) => {
    const url = new URL(req.url, config.publicUrl);
    const boot = bootFor({ ...page, appBannerClosed: page.appBannerClosed ?? appBannerClosed(req) }, releases.remotesFor(req, reply));
    const html = template.render({
      title: pageTitle(page.title),
      description: STRINGS.siteDescription,
      canonical: `${config.publicUrl}${url.pathname}`,
      boot,
      ...assetsFor(boot, match),
      nonce: nonceFor(reply.raw),
    });
    return sendPage(reply, { status: page.status, body: html });
  };

  const sendError: PagePipeline['sendError'] = (req, reply, status, message) => {
    app.edge.noStore(req);
    return sendDocument(req, reply, {
      status,
      title: status === 404 ? STRINGS.notFoundTitle : STRINGS.errorTitle,
      session: ANONYMOUS_SESSION,
      error: { status, message },
    });
  };
  const errorDocument = template.render({
    title: pageTitle(STRINGS.errorTitle),
    description: STRINGS.siteDescription,
    canonical: `${config.publicUrl}/`,
    boot: bootFor({ status: 400, session: ANONYMOUS_SESSION, error: { status: 400, message: BFF_MESSAGES.badRequest } }, releases.registry.remotesDocument()),
  });

  // Server renders each client may start (cache misses, members' pages): past its share a
  // client gets the client-rendered document. Pages from the cache are not counted.
  const renderBudget = new RenderBudget(config.ssrRendersPerClientPerMinute);
  const anonymousCacheControl = `public, max-age=0, s-maxage=${config.pageCache.freshSeconds}, stale-while-revalidate=${config.pageCache.staleSeconds}`;
  const cookieOptions = { secure: config.secureCookies };
  /** A session cookie came with the request, readable or not. */
  const hasSessionCookie = (req: FastifyRequest) =>
    [COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN].some((name) => req.cookies[cookieName(name, { secure: config.secureCookies })] !== undefined);
  /** Signed out: no session token (a cookie that cannot hold one counts as none; render clears it). */
  const cacheable = (req: FastifyRequest, tokens: ReturnType<SessionService['tokensOf']>) =>
    // The page after a server-side sign-out tells the member so: not the cached page.
    pageCache !== null && !tokens.access && !tokens.refresh && !hasSessionEndedMark(req, cookieOptions) &&
    (config.env === 'production' || req.headers['x-mv-ssr-delay'] === undefined);

  /** A render's areas for /metrics: server-rendered, left to the browser (budget), failed; and its time. */
  const measureRender = (result: RenderResult, owner: string, started: number) => {
    renderDuration.observe({ owner }, (performance.now() - started) / 1000);
    for (const [remote, island] of Object.entries(result.islands)) {
      const version = result.boot.registry.remotes.find((r) => r.name === remote)?.version ?? 'unknown';
      const outcome = result.islandFailures?.[remote] !== undefined ? 'failed' : island === 'server' ? 'server' : 'fallback';
      serverRenders.inc({ remote, version, outcome });
    }
    for (const remote of Object.keys(result.islandFailures ?? {})) {
      if (result.islands[remote] !== undefined) continue;
      const version = result.boot.registry.remotes.find((r) => r.name === remote)?.version ?? 'unknown';
      serverRenders.inc({ remote, version, outcome: 'failed' });
    }
  };
  /** The remotes of a page whose whole server render threw (its areas are left to the browser). */
  const renderThrew = (pathname: string): string[] => remotesOnPage(pathname, prefixesOf(releases.registry.read()));

  /** What this page view met (canary health): the remotes whose server render failed for it. */
  interface ViewOutcome {
    ssrFailed: readonly string[];
  }

  const serveAnonymous = async (
    req: FastifyRequest,
    reply: FastifyReply,
    cache: PageCache,
    url: URL,
    remotes: BootData['registry'],
    match: RouteMatch | null,
    canaryView: string | undefined,
    met: ViewOutcome,
  ) => {
    const bannerClosed = appBannerClosed(req);
    const closedAnnouncement = await closedAnnouncementFor(req, match);
    const page = { status: match ? 200 : 404, title: match ? match.route.title : STRINGS.notFoundTitle, session: ANONYMOUS_SESSION, appBannerClosed: bannerClosed, closedAnnouncement };
    // The cached page is every visitor's: rendered without a view token, given this view's per response.
    const boot = bootFor(page, remotes);
    // The page's own address: its path and the query parameters it reads (routeQuery.ts).
    // Any other parameter makes no new entry, and the render never sees it.
    const pageUrl = `${url.pathname}${pageQuery(match?.route ?? null, url.search)}`;
    // With and without the app banner, on the home with and without the running announcement:
    // a few pages per address, none keyed by anything the visitor chose.
    const key = pageCacheKey({ buildId, remotes: boot.registry.remotes, url: pageUrl, appBannerClosed: bannerClosed, closedAnnouncement });
    try {
      const { page: cached, outcome } = await cache.get(key, () => {
        if (!renderBudget.take(req.ip)) return Promise.reject(new RenderRefused());
        return renderGuard.run(async () => {
          // Drawn for this render: no visitor can have typed it into the page's content.
          const placeholder = noncePlaceholder();
          const started = performance.now();
          const result = await renderer!.render(renderInput({ url: pageUrl, match, boot: bootWithoutPage(boot), authorization: null, nonce: placeholder }));
          const body = await renderedToString(result, documentPage(url.pathname, match, result.boot, placeholder), config.ssrPageBudgetMs);
          measureRender(result, match?.route.owner ?? 'none', started);
          const failed = Object.keys(result.islandFailures ?? {});
          return {
            status: result.status,
            body,
            slots: nonceSlots(body, placeholder),
            ssr: islandsHeader(result),
            degraded: failed.length > 0 || Object.values(result.islands).includes('client'),
            failed,
          };
        });
      });
      pageCacheRequests.inc({ outcome });
      // Every view served a page whose render failed met it, from the cache or not.
      met.ssrFailed = cached.failed;
      return sendPage(reply, {
        status: cached.status,
        // A server error page is not shared with a CDN (it is cached here for a second only).
        ...(cached.status < 500 ? { cacheControl: anonymousCacheControl } : {}),
        headers: { vary: 'Cookie', 'x-mv-cache': outcome, 'x-mv-ssr': cached.ssr },
        body: withCanaryView(fillNonce(cached.slots, nonceFor(reply.raw)), canaryView),
      });
    } catch (error) {
      if (error instanceof RenderRefused) req.log.warn({ client: req.ip }, error.message);
      else if (!(error instanceof GuardRejected)) {
        // The render itself threw: the page's remotes met it (a refusal under load did not).
        met.ssrFailed = renderThrew(url.pathname);
        req.log.error({ err: error }, 'Server render failed: the page renders on the client');
      } else req.log.warn({ err: error }, 'Server render refused: the page renders on the client');
      return sendDocument(req, reply, { ...page, canaryView }, match);
    }
  };

  const render: PagePipeline['render'] = async (req, reply) => {
    const url = new URL(req.url, config.publicUrl);
    const met: ViewOutcome = { ssrFailed: [] };
    // Health per remote version: the page view, a 5xx answer, a failed server render. The
    // service worker's fetch of a page the visitor already has on screen (to keep an offline
    // copy) is no page view of its own.
    // (A visitor sending that header only leaves their own views and failures uncounted: a
    // failure counts only with the token of a counted view.)
    const pageView = req.headers[OFFLINE_COPY_HEADER] !== OFFLINE_COPY_PURPOSE;
    if (pageView) {
      reply.raw.once('finish', () => canary.pageServed(req, reply, { pathname: url.pathname, status: reply.statusCode, ssrFailed: met.ssrFailed }));
    }
    const canaryView = pageView ? canary.viewToken(req, reply) : undefined;
    // The one match of the request, against the routes of the versions this visitor is
    // served (the shell's and each live version's declared pages): it travels to the cache
    // key, the render and the document's assets; nothing matches the path again.
    const remotes = releases.remotesFor(req, reply);
    const match = releases.routesFor(remotes).match(url.pathname);
    const tokens = sessions().tokensOf(req);
    // A member's page (and every account page) is theirs alone: never stored anywhere.
    if (tokens.access || tokens.refresh || match?.route.requiresSession) app.edge.noStore(req);
    // A session cookie that cannot hold a token (garbage, a leftover) is no session: it is
    // cleared and the visitor gets the signed-out page, from the cache, never a render of
    // its own (issue 32: a garbage access-token cookie forced a full render per request).
    if (!tokens.access && !tokens.refresh && hasSessionCookie(req)) {
      sessions().clear(reply);
      app.edge.noStore(req);
    }
    // A slug of a shape no page has names nothing: such a page is never rendered or cached
    // (the shell's router shows it the 404 view, 'Page Not Found: {path}').
    const badSlug = match !== null && hasMalformedSlug(match);
    const isHealth = match?.route.path === '/health';
    if (pageCache && cacheable(req, tokens) && !badSlug && !isHealth) return serveAnonymous(req, reply, pageCache, url, remotes, match, canaryView, met);
    // The header's signed-in state comes from the server: no signed-out flash.
    const view = await sessions().view(req, reply);
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
      return sendDocument(req, reply, { status: 404, title: STRINGS.notFoundTitle, session: view.session, sessionEnded, sessionUnavailable: view.unavailable === true, canaryView }, match);
    }
    if (view.fatal) {
      return sendDocument(req, reply, {
        status: 500,
        title: STRINGS.errorTitle,
        session: view.session,
        error: { status: view.fatal.status, message: view.fatal.message },
        canaryView,
      }, match);
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
      appBannerClosed: appBannerClosed(req),
      closedAnnouncement: await closedAnnouncementFor(req, match),
    };
    // A member's data is fetched with the token the session view used (refreshed if need be).
    const authorization = view.session.status === 'member' && view.accessToken ? `Bearer ${view.accessToken}` : null;
    // A member's page is rendered for them alone; their share of renders bounds it too.
    const mayRender = renderer !== null && !isHealth && renderBudget.take(req.ip);
    if (renderer && !isHealth && !mayRender) req.log.warn({ client: req.ip }, new RenderRefused().message);
    if (renderer && mayRender) {
      try {
        const started = performance.now();
        const result = await renderGuard.run(() =>
          renderer.render(
            renderInput({
              url: req.url,
              match,
              boot: bootWithoutPage(bootFor(page, remotes)),
              authorization,
              nonce: nonceFor(reply.raw),
              remoteDelayMs: config.env === 'production' ? undefined : parseDelayHeader(req.headers['x-mv-ssr-delay']),
            }),
          ),
        );
        met.ssrFailed = Object.keys(result.islandFailures ?? {});
        measureRender(result, match?.route.owner ?? 'none', started);
        return sendPage(reply, {
          status: result.status,
          headers: { 'x-mv-ssr': islandsHeader(result) },
          body: renderedStream(result, documentPage(url.pathname, match, result.boot, nonceFor(reply.raw))),
        });
      } catch (error) {
        if (error instanceof GuardRejected) req.log.warn({ err: error }, 'Server render refused: the page renders on the client');
        else {
          met.ssrFailed = renderThrew(url.pathname);
          req.log.error({ err: error }, 'Server render failed: the page renders on the client');
        }
      }
    }
    return sendDocument(req, reply, page, match);
  };

  return { render, sendError, errorDocument };
}
