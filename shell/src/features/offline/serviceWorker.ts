// The page's side of the shell's service worker (src/sw/sw.ts): registering it once the page
// is interactive and the browser is idle (it must not compete with the first load), and
// asking it to keep offline copies of what this page has already loaded. The worker does
// not take over the page that registered it, and a page moves between pages without loading
// documents, so without these requests only pages loaded in full after the first visit
// would open offline.
import { SERVICE_WORKER_PATH } from 'shared-contracts/core';
import { CACHE_URLS_MESSAGE, isPublicPagePath, offlineCopyInit, type CacheUrlEntry } from './swContract';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Runs `fn` after the load event, when the main thread is idle (at most `timeoutMs` later). */
export function whenIdle(win: IdleWindow, fn: () => void, timeoutMs = 5000): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(fn, { timeout: timeoutMs }) : win.setTimeout(fn, 1000));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** The registration, or null where service workers are not available (or refused: private modes, http). */
export async function registerServiceWorker(win: Window = window): Promise<ServiceWorkerRegistration | null> {
  const container = win.navigator.serviceWorker;
  if (!container) return null;
  try {
    // updateViaCache 'none': every update check asks the server (which answers 304 when unchanged).
    return await container.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  } catch {
    return null;
  }
}

/** A file the worker keeps (the shell's, a remote's, /static/), as performance entries name it. */
function isKeptFile(url: URL, origin: string): boolean {
  if (/\/remotes\/[a-z]+\/[A-Za-z0-9._-]+\//.test(url.pathname)) return true;
  return url.origin === origin && /^\/(_shell|static)\//.test(url.pathname);
}

export interface OfflineCopies {
  /**
   * The page at `path` (path and query) is on screen. An anonymous visitor's public page gets
   * its document kept; the files the page loaded so far are kept when the worker did not
   * serve them itself.
   */
  pageShown(path: string, session: 'anonymous' | 'member' | string): void;
}

/**
 * Asks the active worker (once there is one) to keep copies. A member's page is never asked
 * for: the BFF renders it with their name, and it would only be refused (`private`).
 */
export function offlineCopies(win: IdleWindow = window): OfflineCopies {
  const container = win.navigator.serviceWorker;
  const sent = new Set<string>();
  // The page that registered the worker is not controlled by it: its files never went
  // through it, and neither did its document.
  const controlledAtLoad = Boolean(container?.controller);
  let firstPage = true;

  const files = (): string[] => {
    if (controlledAtLoad) return [];
    const origin = win.location.origin;
    return win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => {
        try {
          return !sent.has(name) && isKeptFile(new URL(name), origin);
        } catch {
          return false;
        }
      });
  };

  return {
    pageShown(path, session) {
      if (!container) return;
      const keepDocument = session === 'anonymous' && isPublicPagePath(new URL(path, win.location.origin).pathname) && !(firstPage && controlledAtLoad);
      firstPage = false;
      whenIdle(win, () => {
        void container.ready.then((registration) => {
          const urls: CacheUrlEntry[] = files();
          if (keepDocument) urls.push([path, offlineCopyInit()]);
          if (urls.length === 0 || !registration.active) return;
          for (const url of urls) sent.add(typeof url === 'string' ? url : url[0]);
          registration.active.postMessage({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache: urls } });
        });
      });
    },
  };
}
