// A first load as a mid-range phone on mobile data sees it, in a real browser: the phone of
// the browser tests (phone/phoneProfile.ts: 360 px, 1.6 Mbps, 150 ms, CPU ×4), cold cache.
// Lighthouse simulates its throttling; this is the page as it actually runs throttled.
//
// Several builds or server settings ("sites") are compared in one pass, interleaved (for each
// route: run 1 of A, of B, …, then run 2 of A, of B, …), so that a shared machine's load
// falls on all of them alike; the load average is recorded with each route's runs.
//
// Per load, untouched: FCP and LCP (PerformanceObserver; the last 'largest-contentful-paint'
// entry), CLS, 'hydrated' (the shell's root hydrated: App.tsx sets
// <html data-mv-hydrated="1"> in its first effect) and 'interactive' (hydrated and no remote
// area on the page still server markup or loading: data-remote-state not 'ssr', 'loading' or
// 'mounting'; a home widget far below stays 'deferred' and does not count). Times are from
// the navigation's start.
//
// Per tap load (separate loads: a tap changes how a page starts): the header's 'Kategori
// Voucher' button (a shell button on every route) tapped 1 s after the navigation started
// (or when it first shows, on a page rendered in the browser); whether its menu opened
// (aria-expanded="true") and when, or whether the tap was lost. Medians; figures, never a test.
import type { Browser, Cookie, Page } from '@playwright/test';
import os from 'node:os';
import { PHONE_DEVICE, throttleAsPhone } from '../phone/phoneProfile';
import type { BenchRoute } from './coldLoad';
import { median } from './stats';

export interface PhoneRun {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  hydratedMs: number;
  interactiveMs: number;
  /** The document's x-mv-ssr header: which areas the server rendered (null: none, a client-rendered build). */
  ssr?: string | null;
  /** Errors the page reported (console errors and uncaught exceptions). */
  errors?: string[];
}

export interface TapRun {
  /** When the page saw the tap (ms from the navigation's start). */
  tapMs: number;
  /** When the menu opened, or null: the tap was lost (the page became interactive and the menu stayed shut). */
  openedMs: number | null;
}

export interface PhoneLoad {
  route: string;
  /** Which site (build or server setting) was loaded. */
  variant: string;
  runs: PhoneRun[];
  median: PhoneRun;
  taps: TapRun[];
  /** Taps that opened the menu, of taps.length. */
  tapsWorked: number;
  /** Median time the menu opened among the taps that worked (NaN: none did). */
  tapOpenedMs: number;
  /** The machine's 1-minute load average when the route's runs began and ended. */
  loadAverage: [number, number];
}

/** One site of an interleaved pass. */
export interface PhoneSite {
  variant: string;
  url: string;
  /** The signed-in member's cookies on that site (for member routes). */
  cookies: Cookie[];
}

/** When the tap is made, from the navigation's start. */
export const TAP_AT_MS = 1000;
const TAP_BUTTON = 'Kategori Voucher';

// Plain JavaScript run in the page before its own scripts (a string: tsx's keepNames
// helpers do not exist there). Times are performance.now(), from the navigation's start.
const OBSERVE = `(() => {
  const m = { fcp: 0, lcp: 0, cls: 0, hydrated: 0, interactive: 0, tap: 0, opened: 0 };
  window.__mvPhone = m;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click']) addEventListener(type, (e) => { if (e.isTrusted && !m.tap) m.tap = performance.now(); }, true);
  const waiting = '[data-remote-state="ssr"],[data-remote-state="loading"],[data-remote-state="mounting"]';
  const check = () => {
    const now = performance.now();
    if (!m.hydrated && document.documentElement.dataset.mvHydrated === '1') m.hydrated = now;
    if (m.hydrated && !m.interactive && !document.querySelector(waiting)) m.interactive = now;
    if (m.tap && !m.opened && [...document.querySelectorAll('button[aria-expanded="true"]')].some((b) => ((b.getAttribute('aria-label') || '') + b.textContent).includes(${JSON.stringify(TAP_BUTTON)}))) m.opened = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mv-hydrated', 'data-remote-state', 'aria-expanded'] });
})();`;

interface Marks {
  fcp: number;
  lcp: number;
  cls: number;
  hydrated: number;
  interactive: number;
  tap: number;
  opened: number;
  /** The page's performance.now() when read. */
  now: number;
}

const marks = (page: Page) => page.evaluate('({ ...window.__mvPhone, now: performance.now() })') as Promise<Marks>;

/** Polled from outside: the site's CSP refuses the eval that waitForFunction's string needs. */
async function until(page: Page, what: string, done: (m: Marks) => boolean, timeoutMs = 60_000): Promise<Marks> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = await marks(page).catch(() => null);
    if (m && done(m)) return m;
    if (Date.now() > deadline) throw new Error(`${page.url()}: ${what} within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(25);
  }
}

async function withPhone<T>(browser: Browser, cookies: Cookie[], fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...PHONE_DEVICE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    await throttleAsPhone(context, page);
    await page.addInitScript(OBSERVE);
    return await fn(page);
  } finally {
    await context.close();
  }
}

function loadRun(browser: Browser, url: string, cookies: Cookie[]): Promise<PhoneRun> {
  return withPhone(browser, cookies, async (page) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text().slice(0, 200));
    });
    page.on('pageerror', (e) => errors.push(String(e).slice(0, 200)));
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await until(page, 'not interactive', (m) => m.interactive > 0);
    // Late shifts and a later, larger paint still count.
    await page.waitForTimeout(1000);
    const m = await marks(page);
    return { fcpMs: m.fcp, lcpMs: m.lcp, cls: m.cls, hydratedMs: m.hydrated, interactiveMs: m.interactive, ssr: response?.headers()['x-mv-ssr'] ?? null, errors };
  });
}

function tapRun(browser: Browser, url: string, cookies: Cookie[]): Promise<TapRun> {
  return withPhone(browser, cookies, async (page) => {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await until(page, `not ${TAP_AT_MS} ms old`, () => true);
    const now = (await page.evaluate('performance.now()')) as number;
    if (now < TAP_AT_MS) await page.waitForTimeout(TAP_AT_MS - now);
    // The one on screen (the desktop header's copy is hidden on a phone). A page that shows
    // none (or hides it before the tap lands) gets no tap: recorded as such, not as lost.
    const tapped = await page
      .getByRole('button', { name: TAP_BUTTON })
      .filter({ visible: true })
      .first()
      .tap({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!tapped) return { tapMs: Number.NaN, openedMs: null };
    // Opened, or lost: interactive and still shut a second later.
    const m = await until(page, 'neither opened nor interactive', (x) => x.opened > 0 || (x.interactive > 0 && x.now > x.interactive + 1000), 60_000).catch(() => null);
    const final = m ?? (await marks(page));
    return { tapMs: final.tap, openedMs: final.opened > 0 ? final.opened : null };
  });
}

/** Interleaved loads of every route on every site: `runs` untouched loads and `runs` tap loads per route and site. */
export async function phonePass(
  browser: Browser,
  sites: PhoneSite[],
  routes: BenchRoute[],
  runs: number,
  log: (s: string) => void,
): Promise<PhoneLoad[]> {
  const out: PhoneLoad[] = [];
  for (const route of routes) {
    const start = os.loadavg()[0]!;
    const loads = new Map<string, PhoneRun[]>(sites.map((s) => [s.variant, []]));
    const taps = new Map<string, TapRun[]>(sites.map((s) => [s.variant, []]));
    for (let i = 0; i < runs; i++) {
      for (const site of sites) {
        const cookies = route.member ? site.cookies : [];
        loads.get(site.variant)!.push(await loadRun(browser, `${site.url}${route.path}`, cookies));
        taps.get(site.variant)!.push(await tapRun(browser, `${site.url}${route.path}`, cookies));
      }
    }
    const loadAverage: [number, number] = [Number(start.toFixed(2)), Number(os.loadavg()[0]!.toFixed(2))];
    for (const site of sites) {
      const r = loads.get(site.variant)!;
      const t = taps.get(site.variant)!;
      const med = (key: 'fcpMs' | 'lcpMs' | 'cls' | 'hydratedMs' | 'interactiveMs') => median(r.map((x) => x[key]));
      const worked = t.filter((x) => x.openedMs !== null);
      const made = t.filter((x) => !Number.isNaN(x.tapMs));
      const load: PhoneLoad = {
        route: route.label,
        variant: site.variant,
        runs: r,
        median: { fcpMs: med('fcpMs'), lcpMs: med('lcpMs'), cls: med('cls'), hydratedMs: med('hydratedMs'), interactiveMs: med('interactiveMs') },
        taps: t,
        tapsWorked: worked.length,
        tapOpenedMs: median(worked.map((x) => x.openedMs!)),
        loadAverage,
      };
      for (const [n, run] of r.entries()) {
        if (run.errors?.length) log(`  ${site.variant} ${route.path} run ${n + 1}: page errors: ${run.errors.join(' | ')}`);
      }
      log(
        `phone ${route.path} ${site.variant} (server-rendered: ${[...new Set(r.map((x) => x.ssr ?? 'none'))].join(', ')}): LCP ${Math.round(load.median.lcpMs)} ms, interactive ${Math.round(load.median.interactiveMs)} ms, tap at 1 s worked ${load.tapsWorked}/${made.length}${made.length < t.length ? ` (${t.length - made.length} found no visible button)` : ''} (opened ${Math.round(load.tapOpenedMs)} ms), load ${loadAverage.join(' → ')}`,
      );
      out.push(load);
    }
  }
  return out;
}
