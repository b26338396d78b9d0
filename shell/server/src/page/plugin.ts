// The page pipeline as a plugin: the document template, the page's assets, the server
// renderer (loaded and warmed when the shell's server build exists), the anonymous page
// cache, the render guard, and the Content Security Policy with each response's nonce.
// It decorates the root instance with `page` (pipeline.ts: render, sendError) and
// `pageCache`; GET /* is routes.ts.
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { runningAnnouncementFrom } from '../banner/announcement';
import { createGuard } from '../resilience';
import { loadDocumentTemplate, type DocumentTemplate } from './document';
import { createPageAssets } from './pageAssets';
import { PageCache } from './pageCache';
import { createPagePipeline, type PagePipeline } from './pipeline';
import { loadRenderer, nonceFor } from './ssr';
import { GTM_ORIGIN } from './tagManager';

declare module 'fastify' {
  interface FastifyInstance {
    page: PagePipeline;
    /** The anonymous page cache, null when off or without a server renderer. */
    pageCache: PageCache | null;
  }
}

export interface PagePluginOptions {
  config: BffConfig;
}

/** Scripts only from the site and the registered remote origins (docs/architecture.md §5), each response's nonce, the start script's hash. */
function securityHeaders(config: BffConfig, template: DocumentTemplate, remoteOrigins: () => string[]) {
  // The tag manager's container (spec §7), allowed only when one is configured.
  const tagManagerOrigins = config.gtmId ? [GTM_ORIGIN] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The nonce covers what a server render inlines (React's streaming scripts) and the
        // tag manager's snippet. The start script (the same in every document) by its hash.
        scriptSrc: [
          "'self'",
          () => remoteOrigins().join(' ') || "'self'",
          (_req: unknown, res: object) => `'nonce-${nonceFor(res)}'`,
          ...(template.startScriptSource ? [template.startScriptSource] : []),
          ...tagManagerOrigins,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', config.apiPublicUrl, config.storageBaseUrl, config.ssoPublicUrl, ...tagManagerOrigins],
        connectSrc: ["'self'", () => remoteOrigins().join(' ') || "'self'", ...tagManagerOrigins],
        formAction: ["'self'", config.ssoPublicUrl],
        // The shell's service worker (/sw.js), from the site only: spelled out, because its
        // fallback (script-src) would also allow the remotes' origins.
        workerSrc: ["'self'"],
        // No manifest-src: WebKit does not know it and logs "Unrecognized Content-Security-
        // Policy directive" on every page, and it adds nothing here. The web app manifest
        // falls back to default-src 'self' (CSP Level 3) in the engines that know
        // manifest-src, the same 'self' it used to spell out.
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    hsts: config.secureCookies,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

export default fp<PagePluginOptions>(
  async (app, { config }) => {
    const { releases, upstream } = app;
    const template = loadDocumentTemplate(config.shellDist, { gtmId: config.gtmId });
    await app.register(fastifyHelmet, securityHeaders(config, template, releases.remoteOrigins));

    // Server rendering when the shell's server build exists; otherwise the plain document.
    const renderer = await loadRenderer({
      shellDist: config.shellDist,
      siteCall: upstream.renderCall(config.publicUrl),
      publicUrl: config.publicUrl,
      store: releases.store,
      log: (level, message, detail) => app.log[level]({ err: detail }, message),
    }).catch((error: unknown) => {
      app.log.error({ err: error }, 'Server renderer failed to load: pages render on the client');
      return null;
    });
    // The first page should not pay for loading the remotes' server modules (at most 3 s).
    if (renderer) {
      await Promise.race([renderer.warm(releases.registry.remotesDocument().remotes), new Promise((r) => setTimeout(r, 3000).unref())]);
    }

    // Anonymous pages from a cache (pageCache.ts); a member's request never reads or fills it.
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

    const pageAssets = createPageAssets({ shellDist: config.shellDist, store: releases.store, publicUrl: config.publicUrl, shellContract: releases.shell.contractVersion });
    const runningAnnouncement = runningAnnouncementFrom(upstream.renderCall(config.publicUrl), config.publicUrl);
    app.decorate('page', createPagePipeline({ config, template, pageAssets, renderer, pageCache, renderGuard, app, runningAnnouncement }));
  },
  { name: 'page', dependencies: ['@fastify/cookie', 'releases', 'upstream'] },
);
