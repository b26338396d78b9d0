/// <reference lib="webworker" />
// The shell's service worker (issue 29, docs/architecture.md §11), served at /sw.js with scope
// '/'. Serwist does all the caching; src/sw/policy.ts decides what may be kept:
// - the shell's start-up files and the offline page are precached (the build injects their
//   list: shell/rspack.config.ts);
// - documents of public pages are network first: the network's answer is always the one
//   served when there is one (no time-out), so a promotion, a rollback or an aborted canary
//   reaches the visitor on the next navigation. Only documents the BFF served as shareable
//   (no session) are kept; offline, a kept one is served marked as an earlier visit's;
// - every other navigation (member pages, sign-in) goes to the network only, and offline
//   gets the Indonesian offline page, never the browser's error page;
// - remote files are kept by their immutable /remotes/<name>/<version>/ URLs, and the
//   shell's other hashed files likewise;
// - /builds/latest and /remotes.json are network first; each /builds/latest answer (the
//   page's poll, or the worker's own check after a navigation) prunes what the registry no
//   longer names (registrySync.ts);
// - /api, /sso and /webapi are not handled at all: they never touch a cache.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { latestBuildsUrl } from '../features/builds/buildWatcher';
import { OFFLINE_PAGE_URL, SW_CACHES } from '../features/offline/swContract';
import {
  isImmutableAnswer,
  isKeepableDocument,
  isLatestBuildsRequest,
  isNavigation,
  isPublicPageRequest,
  isRegistryRequest,
  isRemoteFile,
  isShellFile,
  isStaticFile,
  markOfflineCopy,
  mayKeep,
  parseLatestBuilds,
} from './policy';
import { pruneToLive } from './registrySync';
import { openReminderPage, pushData, reminderNotification } from './reminderPush';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const keep = (rule: (response: Response) => boolean): SerwistPlugin => ({
  cacheWillUpdate: async ({ response }) => (rule(response) ? response : null),
});

/** An answer of /builds/latest names the live builds: prune what they left behind. */
const followRegistry: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    const url = new URL(request.url);
    if (response.ok && isLatestBuildsRequest({ url, sameOrigin: url.origin === self.location.origin, request })) {
      const prune = response
        .clone()
        .json()
        .then((body: unknown) => {
          const live = parseLatestBuilds(body);
          return live ? pruneToLive(self.caches, live) : [];
        })
        .catch(() => []);
      event.waitUntil(prune);
    }
    return response;
  },
};

/**
 * A document is asked of the server itself, never of the browser's HTTP cache: the BFF lets
 * shared caches serve anonymous pages a little stale (stale-while-revalidate), and a
 * browser's copy from before a rollback must not pass for the network's answer. A navigation
 * request cannot carry another cache mode: it is re-made as a plain same-origin request
 * (same URL, headers, cookies; redirects still handed to the browser as they are).
 */
const askServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

/** A kept document served because the network did not answer says so on the page. */
const markCopies: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markOfflineCopy(cachedResponse) : cachedResponse),
};

/**
 * The worker asks /builds/latest itself after each navigation (a tab need not poll for the
 * caches to follow the registry), within the event that triggered it; the answer passes the
 * registry route and prunes. One small no-store request per document load.
 */
async function checkRegistry(event: ExtendableEvent): Promise<void> {
  const request = new Request(latestBuildsUrl(), { cache: 'no-store', headers: { accept: 'application/json' } });
  await serwist.handleRequest({ request, event })?.catch(() => undefined);
}

const afterNavigation: SerwistPlugin = {
  handlerDidComplete: async ({ request, error, event }) => {
    if (request.mode === 'navigate' && !error) event.waitUntil(checkRegistry(event));
  },
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A new shell build's worker takes over at once: documents are network first anyway, and
  // its precache holds the new build's start-up files.
  skipWaiting: true,
  // The page that registered the worker stays as it loaded; it asks for copies of what it
  // already loaded instead (features/offline/serviceWorker.ts).
  clientsClaim: false,
  // No navigation preload: its request would be answered from the HTTP cache (see askServer).
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: isRegistryRequest,
      handler: new NetworkFirst({ cacheName: SW_CACHES.registry, plugins: [keep(mayKeep), followRegistry] }),
    },
    {
      matcher: isPublicPageRequest,
      handler: new NetworkFirst({
        cacheName: SW_CACHES.pages,
        // The BFF varies pages on Cookie; what is kept is only ever a page served without a session.
        matchOptions: { ignoreVary: true },
        plugins: [
          askServer,
          keep(isKeepableDocument),
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
          markCopies,
          afterNavigation,
        ],
      }),
    },
    { matcher: isNavigation, handler: new NetworkOnly({ plugins: [askServer, afterNavigation] }) },
    {
      matcher: isShellFile,
      handler: new CacheFirst({
        cacheName: SW_CACHES.shell,
        plugins: [keep(isImmutableAnswer), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: isRemoteFile,
      handler: new CacheFirst({
        cacheName: SW_CACHES.remotes,
        plugins: [keep(isImmutableAnswer), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: isStaticFile,
      handler: new StaleWhileRevalidate({
        cacheName: SW_CACHES.static,
        plugins: [keep(mayKeep), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
      }),
    },
  ],
  // Any navigation the network cannot answer and no kept copy covers.
  fallbacks: { entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.mode === 'navigate' }] },
});

// A new worker (a new shell build) drops kept documents of the old build right away.
self.addEventListener('activate', (event) => event.waitUntil(checkRegistry(event)));

// Reminders the API service pushes (issue 41): shown, and a tap opens their page.
self.addEventListener('push', (event) => {
  const shown = reminderNotification(pushData(event));
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  if (typeof url === 'string') event.waitUntil(openReminderPage(url, self.location.origin, self.clients));
});

serwist.addEventListeners();
