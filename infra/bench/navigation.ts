// Client-side navigation from /promo: to /event (a switch of remote: the events remote
// loads and mounts) and to a promo detail (same remote, its data loads). Each run is a
// fresh context (cold cache), so the switch downloads what a first visit would. Timed in
// the page: performance.now() just before the click on the in-page link, and again when a
// MutationObserver sees the new page's main content in the DOM with a size.
import type { Browser } from '@playwright/test';
import { coldContext } from './browser';
import { waitForSettledPage } from './coldLoad';
import { median } from './stats';

export interface NavigationCase {
  label: string;
  /** The link clicked on /promo. */
  link: string;
  /** The new page's main content. */
  target: string;
  /** The target must carry the text of the link's heading (the detail of that promo): a selector for the card's title. */
  matchLinkHeading?: string;
}

export const NAVIGATIONS: NavigationCase[] = [
  {
    label: '/promo → /event (switch remote)',
    link: 'header a[href="/event"]',
    target: '[data-remote-area="events"][data-remote-state="ready"] [data-testid="event-card"]',
  },
  {
    label: '/promo → /promo/{slug} (same remote)',
    link: '[data-remote-area="catalog"] a[href^="/promo/"]',
    target: '[data-remote-area="catalog"][data-remote-state="ready"] h1',
    matchLinkHeading: 'h2, h3',
  },
];

// Plain JavaScript run in the page (a string: tsx's keepNames helpers do not exist there).
const MEASURE = `async ({ link, target, matchLinkHeading }) => {
  const a = document.querySelector(link);
  if (!a) return { error: 'no link ' + link };
  const expected = matchLinkHeading ? (a.querySelector(matchLinkHeading)?.textContent ?? '').trim() : null;
  const shown = () => Array.from(document.querySelectorAll(target)).some((el) => {
    if (expected !== null && (el.textContent ?? '').trim() !== expected) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  return await new Promise((resolve) => {
    let done = false;
    const finish = (value) => { if (!done) { done = true; observer.disconnect(); resolve(value); } };
    const observer = new MutationObserver(() => { if (shown()) finish({ ms: performance.now() - t0 }); });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => finish({ error: 'content not visible within 20 s: ' + target }), 20000);
    const t0 = performance.now();
    a.click();
    if (shown()) finish({ ms: performance.now() - t0 });
  });
}`;

export interface NavigationResult {
  label: string;
  runsMs: number[];
  medianMs: number;
}

export async function measureNavigation(browser: Browser, siteUrl: string, nav: NavigationCase, runs: number): Promise<NavigationResult> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await coldContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl}/promo`, { waitUntil: 'load' });
      await page.locator(nav.link).first().waitFor({ state: 'visible', timeout: 30_000 });
      await waitForSettledPage(page);
      const result = (await page.evaluate(`(${MEASURE})(${JSON.stringify(nav)})`)) as { ms?: number; error?: string };
      if (result.error !== undefined || result.ms === undefined) throw new Error(`${nav.label}: ${result.error}`);
      runsMs.push(result.ms);
    } finally {
      await context.close();
    }
  }
  return { label: nav.label, runsMs, medianMs: median(runsMs) };
}
