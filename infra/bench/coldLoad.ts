// A cold load of one route (fresh context, HTTP cache off): the scripts it downloads as
// served (compressed body bytes), split by classify.ts's rule; every request; and the
// number of React DOM renderers that registered.
import type { Browser, Cookie, Page, Request } from '@playwright/test';
import { installRendererCounter, coldContext, disableCache, rendererCount } from './browser';
import { sharedFiles, splitBytes, scriptBase, type JsSplit, type ManifestLike } from './classify';

export interface BenchRoute {
  /** What the table shows: '/', '/promo/{slug}', … */
  label: string;
  path: string;
  member: boolean;
}

export interface ColdLoad {
  route: string;
  path: string;
  js: JsSplit;
  jsRequests: number;
  requests: number;
  /** Every response body as served, scripts included. */
  transferBytes: number;
  reactDomCopies: number;
  /** For member routes: the page showed the member, not the sign-in button. */
  signedIn: boolean;
  scripts: Array<{ pathname: string; bytes: number; encoding: string | null }>;
}

/** Waits until no request has been pending or started for `quietMs`. */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  let pending = 0;
  let last = Date.now();
  const start = () => {
    pending += 1;
    last = Date.now();
  };
  const end = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline && (pending > 0 || Date.now() - last < quietMs)) {
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * The app is running (its hydrated mark: React DOM has registered), every remote area
 * finished loading (ready or failed), then the network went quiet. Without the mark a
 * server-rendered page with no area loading could look settled before the app started
 * (the member's /account in a loaded full run: no React DOM counted yet).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.mvHydrated === '1', undefined, { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-remote-state="loading"]'), undefined, { timeout: 30_000 });
  await waitForQuietNetwork(page);
  await page.waitForFunction(() => !document.querySelector('[data-remote-state="loading"]'), undefined, { timeout: 30_000 });
}

const isScript = (req: Request) => req.resourceType() === 'script' || /\.m?js$/.test(new URL(req.url()).pathname);

export class ManifestCache {
  private readonly byBase = new Map<string, Promise<Set<string> | null>>();
  constructor(private readonly siteUrl: string) {}

  /** Shared files per base folder, for the bases these paths live in (null: no manifest). */
  async sharedIndex(pathnames: string[]): Promise<Map<string, Set<string>>> {
    const index = new Map<string, Set<string>>();
    for (const p of pathnames) {
      const base = scriptBase(p).base;
      if (!base) continue;
      let pending = this.byBase.get(base);
      if (!pending) {
        pending = fetch(`${this.siteUrl}${base}mf-manifest.json`).then(async (res) =>
          res.ok ? sharedFiles((await res.json()) as ManifestLike) : null,
        );
        this.byBase.set(base, pending);
      }
      const files = await pending;
      if (files) index.set(base, files);
    }
    return index;
  }
}

export async function coldLoad(
  browser: Browser,
  siteUrl: string,
  route: BenchRoute,
  manifests: ManifestCache,
  cookies: Cookie[],
): Promise<ColdLoad> {
  const context = await coldContext(browser, route.member ? cookies : []);
  try {
    const page = await context.newPage();
    await installRendererCounter(page);
    await disableCache(page);
    const finished: Request[] = [];
    page.on('requestfinished', (req) => finished.push(req));
    const response = await page.goto(`${siteUrl}${route.path}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${route.path}: HTTP ${response?.status()}`);
    await waitForSettledPage(page);
    const signedIn = (await page.getByRole('button', { name: 'Masuk / Daftar' }).count()) === 0;
    const reactDomCopies = await rendererCount(page);

    const sized = await Promise.all(
      finished.map(async (req) => {
        const sizes = await req.sizes();
        const res = await req.response();
        return { req, bytes: sizes.responseBodySize, encoding: (await res?.headerValue('content-encoding')) ?? null };
      }),
    );
    // A script from another origin keeps its full URL, which classifies as 'other'.
    const scripts = sized
      .filter((s) => isScript(s.req))
      .map((s) => {
        const url = new URL(s.req.url());
        return { pathname: url.origin === siteUrl ? url.pathname : url.href, bytes: s.bytes, encoding: s.encoding };
      });
    const index = await manifests.sharedIndex(scripts.map((s) => s.pathname));
    return {
      route: route.label,
      path: route.path,
      js: splitBytes(scripts, index),
      jsRequests: scripts.length,
      requests: sized.length,
      transferBytes: sized.reduce((sum, s) => sum + s.bytes, 0),
      reactDomCopies,
      signedIn,
      scripts,
    };
  } finally {
    await context.close();
  }
}
