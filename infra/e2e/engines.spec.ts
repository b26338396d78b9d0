// Three engines (issue 43): the member's day and a quick pass over the public pages in
// Chromium, Firefox ESR and WebKitGTK, at a phone's 360 px, against the suite's one stack.
// Playwright can drive only its own Firefox and WebKit builds, which cannot be installed
// here: Firefox goes through puppeteer-core (WebDriver BiDi), WebKit through its WebDriver
// (infra/engines/enginePage.ts). The engines run one after another in one worker; the
// journey is infra/engines/memberDay.ts. Screenshots of each step: the test's output folder.
import { mkdirSync } from 'node:fs';
import { chromiumPage, firefoxPage, webkitPage, type EngineName, type EnginePage } from '../engines/enginePage';
import { memberDay, type Journey } from '../engines/memberDay';
import { manifestLoadsOnce, publicPass } from '../engines/publicPages';
import { startSignal, type Signal } from '../engines/signal';
import { apiUrl, baseUrl, expect, test } from './fixtures';
import { slugPath } from './sitePaths';

/**
 * Affordable voucher promos the demo member can redeem, taken from the end of the
 * list's first half backwards (offlineWallet.spec takes the middle; others the first and the last).
 */
async function affordableVouchers(): Promise<string[]> {
  const res = await fetch(`${apiUrl()}/v1/promos?pageSize=100`);
  type Row = { slug: string; price: number; promoType: string; isQuotaAvailable: boolean; isExpired: boolean };
  const found = ((await res.json()) as { results: Row[] }).results.filter((p) => p.promoType === 'VOUCHER' && p.price <= 1_500 && p.isQuotaAvailable && !p.isExpired);
  const half = Math.floor(found.length / 2);
  return found.slice(1, half).reverse().map((p) => p.slug);
}

const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * The public pages of the pass, kept short (the suite's time): the home, each remote's list,
 * a promo, the shell's own articles, search. The first is a remote's page, opened by a fresh browser: its
 * mf-manifest.json is counted before any service worker could have cached it.
 */
async function publicPaths(): Promise<string[]> {
  const api = apiUrl();
  return ['/event', '/', '/promo', await slugPath({ path: '/promo/:slug' }, api), '/article', '/search?q=kopi'];
}

test.describe('three engines at 360 px', () => {
  test.describe.configure({ mode: 'serial' });
  let signal: Signal;
  let promos: string[];
  let paths: string[];

  test.beforeAll(async () => {
    signal = await startSignal();
    paths = await publicPaths();
    promos = await affordableVouchers();
    expect(promos.length).toBeGreaterThanOrEqual(ENGINES.length);
  });
  test.afterAll(async () => signal?.close());

  for (const [index, engine] of ENGINES.entries()) {
    test(`${engine}: the member's day (sign in, redeem, Voucher Saya, full screen, Back, offline wallet, sign out)`, async ({ browser }) => {
      // About a minute each on two idle cores; room for a machine shared with other work.
      test.setTimeout(180_000);
      const shots = test.info().outputPath('shots');
      mkdirSync(shots, { recursive: true });
      const page: EnginePage =
        engine === 'chromium' ? await chromiumPage(browser, signal.port) : engine === 'firefox' ? await firefoxPage({ proxyPort: signal.port }) : await webkitPage(signal.port);
      const journey: Journey = { page, signal, origin: baseUrl(), shots, steps: [] };
      try {
        // The public pages (a fresh browser: no service worker, nothing cached).
        const before = signal.requests.length;
        const checks = await publicPass(journey, paths.slice(0, 1));
        // The remote's manifest once, as the page's timing and the network saw it (WebKit
        // did not use an in-flight preload and fetched it again).
        const loads = await manifestLoadsOnce(journey);
        const fetched = signal.requests.slice(before).filter((r) => r.includes('/mf-manifest.json'));
        checks.push(...(await publicPass(journey, paths.slice(1))));
        expect(Object.values(loads), `${engine}: ${JSON.stringify(loads)}`).toEqual([1]);
        expect(fetched, `${engine}: the manifest over the network`).toHaveLength(1);
        expect(checks.filter((c) => c.problems.length > 0)).toEqual([]);

        const code = await memberDay(journey, promos[index]!);
        expect(code).toMatch(/^\S+$/);
      } finally {
        test.info().annotations.push({ type: `${engine} steps`, description: journey.steps.map((s) => `${s.step} ${s.ms} ms`).join('; ') });
        await page.close();
      }
    });
  }

  // The desktop's classic scrollbars take room where a phone's overlay ones do not: the
  // phone's scrolling rows must neither show one nor cut a link (issue 43: 'Artike').
  test("firefox with classic scrollbars: the header menu, the home category row and the articles' categories show no scrollbar, cut no link", async () => {
    const shots = test.info().outputPath('shots');
    mkdirSync(shots, { recursive: true });
    const page = await firefoxPage({ proxyPort: signal.port, overlayScrollbars: false });
    const journey: Journey = { page, signal, origin: baseUrl(), shots, steps: [] };
    try {
      const checks = await publicPass(journey, ['/', '/article']);
      expect(checks).toEqual([
        { path: '/', problems: [] },
        { path: '/article', problems: [] },
      ]);
    } finally {
      await page.close();
    }
  });
});
