// Three engines (issue 43): the member's day and a quick pass over the public pages in
// Chromium, Firefox ESR and WebKitGTK, at a phone's 360 px, against the suite's one stack.
// Playwright can drive only its own Firefox and WebKit builds, which cannot be installed
// here: Firefox goes through puppeteer-core (WebDriver BiDi), WebKit through its WebDriver
// (infra/engines/enginePage.ts). The engines run one after another in one worker; the
// journey is infra/engines/memberDay.ts. Screenshots of each step: the test's output folder.
import { mkdirSync } from 'node:fs';
import { chromiumPage, firefoxPage, webkitPage, type EngineName, type EnginePage } from '../engines/enginePage';
import { memberDay, type Journey } from '../engines/memberDay';
import { startSignal, type Signal } from '../engines/signal';
import { baseUrl, expect, test } from './fixtures';

function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL not set: run through playwright.config.ts');
  return url;
}

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

test.describe('three engines at 360 px', () => {
  test.describe.configure({ mode: 'serial' });
  let signal: Signal;
  let promos: string[];

  test.beforeAll(async () => {
    signal = await startSignal();
    promos = await affordableVouchers();
    expect(promos.length).toBeGreaterThanOrEqual(ENGINES.length);
  });
  test.afterAll(async () => signal?.close());

  for (const [index, engine] of ENGINES.entries()) {
    test(`${engine}: the member's day (sign in, redeem, Voucher Saya, full screen, Back, offline wallet, sign out)`, async ({ browser }) => {
      test.setTimeout(120_000);
      const shots = test.info().outputPath('shots');
      mkdirSync(shots, { recursive: true });
      const page: EnginePage =
        engine === 'chromium' ? await chromiumPage(browser, signal.port) : engine === 'firefox' ? await firefoxPage({ proxyPort: signal.port }) : await webkitPage(signal.port);
      const journey: Journey = { page, signal, origin: baseUrl(), shots, steps: [] };
      try {
        const code = await memberDay(journey, promos[index]!);
        expect(code).toMatch(/^\S+$/);
      } finally {
        test.info().annotations.push({ type: `${engine} steps`, description: journey.steps.map((s) => `${s.step} ${s.ms} ms`).join('; ') });
        await page.close();
      }
    });
  }
});
