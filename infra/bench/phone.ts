// A first load as a mid-range phone on mobile data sees it, in a real browser: the phone of
// the browser tests (phone/phoneProfile.ts: 360 px, 1.6 Mbps, 150 ms, CPU ×4), cold cache.
// Lighthouse simulates its throttling; this is the page as it actually runs throttled:
// when it painted (FCP, LCP), what moved (CLS), when the shell was hydrated and when the
// page was interactive (the shell hydrated and no remote area still waiting for its
// module). Medians of a few runs; a figure for infra/bench/results/, never a test.
import type { Browser, Cookie } from '@playwright/test';
import { PHONE_DEVICE, throttleAsPhone } from '../phone/phoneProfile';
import type { BenchRoute } from './coldLoad';
import { median } from './stats';

export interface PhoneRun {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  hydratedMs: number;
  interactiveMs: number;
}

export interface PhoneLoad {
  route: string;
  runs: PhoneRun[];
  median: PhoneRun;
}

// Plain JavaScript run in the page before its own scripts (a string: tsx's keepNames
// helpers do not exist there). Times are performance.now(), from the navigation's start.
const OBSERVE = `(() => {
  const m = { fcp: 0, lcp: 0, cls: 0, hydrated: 0, interactive: 0 };
  window.__mvPhone = m;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  const waiting = '[data-remote-state="ssr"],[data-remote-state="loading"],[data-remote-state="mounting"]';
  const check = () => {
    const now = performance.now();
    if (!m.hydrated && document.documentElement.dataset.mvHydrated === '1') m.hydrated = now;
    if (m.hydrated && !m.interactive && !document.querySelector(waiting)) m.interactive = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mv-hydrated', 'data-remote-state'] });
})();`;

async function phoneRun(browser: Browser, url: string, cookies: Cookie[]): Promise<PhoneRun> {
  const context = await browser.newContext({ ...PHONE_DEVICE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    await throttleAsPhone(context, page);
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Polled from outside: the site's CSP refuses the eval that waitForFunction's string needs.
    const deadline = Date.now() + 60_000;
    while (!((await page.evaluate('window.__mvPhone.interactive')) as number)) {
      if (Date.now() > deadline) throw new Error(`${url}: not interactive within 60 s`);
      await page.waitForTimeout(50);
    }
    // Late shifts and a later, larger paint still count.
    await page.waitForTimeout(1000);
    const m = (await page.evaluate('window.__mvPhone')) as { fcp: number; lcp: number; cls: number; hydrated: number; interactive: number };
    return { fcpMs: m.fcp, lcpMs: m.lcp, cls: m.cls, hydratedMs: m.hydrated, interactiveMs: m.interactive };
  } finally {
    await context.close();
  }
}

export async function phoneLoad(browser: Browser, siteUrl: string, route: BenchRoute, cookies: Cookie[], runs: number): Promise<PhoneLoad> {
  const results: PhoneRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await phoneRun(browser, `${siteUrl}${route.path}`, route.member ? cookies : []));
  const med = (key: keyof PhoneRun) => median(results.map((r) => r[key]));
  return {
    route: route.label,
    runs: results,
    median: { fcpMs: med('fcpMs'), lcpMs: med('lcpMs'), cls: med('cls'), hydratedMs: med('hydratedMs'), interactiveMs: med('interactiveMs') },
  };
}

