// Issue 39: release health that sees what visitors meet. A stack of its own whose BFF
// believes the proxy in front (TRUST_PROXY), and honest visitors in real Chromium, each from
// a network of its own (X-Forwarded-For), one visitor per network counted (the default):
// 1. a catalog version whose promo list throws while rendering (on the server and in the
//    browser), in canary at 50 %: every canary visitor meets 'Bagian ini gagal dimuat', on a
//    first load or after a client navigation from /about; the BFF counts it (its failed
//    server render, the area's error state) and aborts the canary
//    by itself, with the evidence in the history; a canary tab with the service worker
//    installed is on the stable version from its next navigation;
// 2. the same with a version whose browser remote entry does not load;
// 3. with no canary left, a page the live catalog served in-page still counts on /metrics.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import { REMOTE_HEALTH_PATH, REMOTE_SERVED_REPORT, STRINGS } from 'shared-contracts/core';
import { readRegistry } from '../registry/registry';
import { bootOf, catalogFixture, catalogVersion, originalCatalog, remotesCli, type CatalogFault } from './canaryFixtures';
import { expect, settled, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

let stack: StackProcess | null = null;
const stamp = Date.now();
const renderBroken = `1.2.0-render.${stamp}`;
const entryBroken = `1.2.1-entry.${stamp}`;
const fixtures: string[] = [];
/** The decision's configuration on this stack (the rule is the production one: a one-sided test at 99 %). */
const MIN_VISITORS = 6;
const MARGIN = 0.2;
let nextNetwork = 0;

const registryFile = () => stack!.registryFile;
/** Lands on /about, then taps 'Promo' in the header; the catalog version /about was served with. */
async function promoFromAbout(page: Page): Promise<string> {
  await page.goto(`${stack!.url}/about`);
  await settled(page);
  const served = catalogVersion(await bootOf(page));
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Promo', exact: true }).click();
  return served;
}
/**
 * The document the page runs: its path (not the address a client navigation shows) and how
 * it came ('navigate': a link followed by the browser, or 'reload').
 */
const runningDocument = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { path: new URL(entry.name).pathname, arrival: entry.type };
  });
/**
 * The canary's catalog area failed in this visitor's page, or the canary had already ended
 * and the page is the stable version's, reloaded: the shell reloads a page whose area failed
 * once its poll sees the canary withdrawn, which on a busy machine comes before the failed
 * state is seen (a full CI run saw 'ssr', a reload, then 'ready'). A broken entry never
 * becomes ready in its own document.
 */
async function expectFailedOrMovedOn(page: Page, canaryVersion: string): Promise<void> {
  let moved = false;
  await expect
    .poll(
      async () => {
        const state = await page.locator('[data-remote-area="catalog"]').getAttribute('data-remote-state').catch(() => null);
        if (state === 'failed') return state;
        const document = await runningDocument(page).catch(() => null);
        const version = await bootOf(page).then(catalogVersion).catch(() => null);
        moved = document?.arrival === 'reload' && aborted() && version !== null && version !== canaryVersion;
        return moved ? 'moved onto the stable version' : state;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^(failed|moved onto the stable version)$/);
  if (moved) console.log('a canary visitor was moved onto the stable version by a reload before its failed area was seen (the canary had ended)');
}

/** A page's 'served' report to the BFF (a beacon). */
const isServedReport = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === REMOTE_HEALTH_PATH && r.postData()?.includes(`"${REMOTE_SERVED_REPORT}"`) === true;
const aborted = () => !readRegistry(registryFile())!.remotes.catalog.canary;

/** A fresh visitor from a network of its own (an IPv4 /24), as the proxy in front tells the BFF. */
async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const n = (nextNetwork += 1);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `100.${64 + (n >> 8)}.${n & 255}.23` } });
  return { context, page: await context.newPage() };
}

/**
 * Honest visitors load /promo, a few at once, until the BFF aborts the canary of `version`
 * (at most 60); each canary visitor meets the failure. Returns how many of each came, and
 * the first canary visitor's tab (kept open, its service worker installed).
 */
async function visitUntilAborted(browser: Browser, version: string, met: (page: Page) => Promise<void>) {
  let canary = 0;
  let stable = 0;
  let kept: { context: BrowserContext; page: Page } | null = null;
  let n = 0;
  const one = async () => {
    const v = await visitor(browser);
    // Every other visitor lands on /about and reaches /promo by client navigation: the failure
    // is met in a document the catalog did not render, and counts all the same.
    const navigated = (n += 1) % 2 === 0;
    // The page's served reports as the browser sent them, and their answers (what a failure
    // message tells: sent or not, answered or not).
    const served: Response[] = [];
    const seen: string[] = [];
    v.page.on('request', (r) => {
      if (isServedReport(r)) seen.push(`${new Date().toISOString()} sent`);
    });
    v.page.on('requestfailed', (r) => {
      if (isServedReport(r)) seen.push(`${new Date().toISOString()} failed: ${r.failure()?.errorText}`);
    });
    v.page.on('response', (r) => {
      if (isServedReport(r.request())) served.push(r);
    });
    let aboutVersion: string | null = null;
    if (navigated) {
      aboutVersion = await promoFromAbout(v.page);
      await expect(v.page).toHaveURL(/\/promo$/);
      // settled() below waits for the areas there are: the catalog's must be there first.
      await v.page.locator('[data-remote-area="catalog"]').waitFor();
    } else {
      await v.page.goto(`${stack!.url}/promo`);
    }
    await settled(v.page);
    if (catalogVersion(await bootOf(v.page)) === version) {
      canary += 1;
      await met(v.page);
      if (!kept) {
        kept = v;
        // Installed: the service worker controls the tab from its next load.
        await v.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await v.page.reload();
        await settled(v.page);
        return;
      }
    } else {
      stable += 1;
      await expect(v.page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready', { timeout: 20_000 });
      // Met by client navigation, the healthy catalog is counted all the same: the page tells
      // the BFF it was served (the document, /about, ran no catalog). Before, only a failure
      // counted such a visitor, so every version's rate was raised, and half the stable
      // visitors here went uncounted (the abort took twice the visitors).
      // (A document served after another visitor of this batch ended the canary is counted
      // too: every page has a view token, and the live version's views reach the metrics.)
      // The tap reached /promo in the page, unless /about was served while the canary ran
      // and another visitor of this batch ended it meanwhile: the build watcher then moves
      // the tab onto the stable version at its next navigation, a reload of /promo, which the
      // BFF counted as it served it (seen in about one run in three).
      const landed = navigated ? await runningDocument(v.page) : null;
      const inPage = landed?.path === '/about';
      if (landed && !inPage) {
        expect(landed.arrival, 'a document after a tap in the page: the withdrawn canary\'s reload').toBe('reload');
        expect(aboutVersion, 'reloaded after a tap: /about ran the canary').toBe(version);
        console.log('a canary visitor of /about was moved onto the stable version by a reload at its tap (the canary had ended)');
      }
      if (inPage) {
        await expect
          .poll(() => served.length, { timeout: 10_000 })
          .toBe(1)
          .catch((error: Error) => {
            throw new Error(`${error.message}\nthe page's served report: ${seen.join('; ') || 'never sent'}`);
          });
        expect(served[0]!.status()).toBe(202);
        // Its answer, when Chromium kept a beacon's body for the test to read (it does not
        // always): not counted only when the canary had ended before the report came.
        const answer = (await served[0]!.json().catch(() => null)) as { counted?: boolean } | null;
        if (answer && answer.counted !== true) expect(aborted(), `served report answered ${JSON.stringify(answer)} while the canary ran`).toBe(true);
      }
    }
    await v.context.close();
  };
  for (let i = 0; i < 60 && !aborted(); i += 3) await Promise.all([one(), one(), one()]);
  await expect.poll(aborted, { timeout: 10_000 }).toBe(true);
  return { canary, stable, kept: kept as { context: BrowserContext; page: Page } | null };
}

async function startCanaryOf(version: string, fault: CatalogFault): Promise<void> {
  fixtures.push(catalogFixture(version, fault));
  // A version whose entry does not load is refused by the promote gate: forced past it here,
  // as a failed upload the gate did not see would be.
  const force = fault === 'entry' ? ['--force'] : [];
  const started = await remotesCli(registryFile(), 'promote', 'catalog', version, '--canary', '50', '--reason', `e2e ${fault} canary`, ...force, '--bff', stack!.url);
  expect(started.code).toBe(0);
}

test.describe('release health sees what visitors meet', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-health-'));
    stack = await startStackProcess({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      env: {
        TRUST_PROXY: 'true',
        CANARY_MIN_PAGE_VIEWS: String(MIN_VISITORS),
        CANARY_FAILURE_MARGIN: String(MARGIN),
        ...SUITE_RENDER_BUDGETS,
      },
    });
  });

  test.afterAll(async () => {
    if (stack) {
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
  });

  test('a canary whose promo list throws while rendering is aborted by honest visitors from distinct networks; an installed canary tab is on stable from its next navigation', async ({ browser }) => {
    test.setTimeout(360_000);
    await startCanaryOf(renderBroken, 'render');
    const { canary, stable, kept } = await visitUntilAborted(browser, renderBroken, async (page) => {
      await expect(page.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeVisible();
    });
    const entry = readRegistry(registryFile())!.history.at(-1)!;
    expect(entry).toMatchObject({ remote: 'catalog', action: 'abort', from: renderBroken, to: originalCatalog, actor: 'auto-abort', evidence: { margin: MARGIN, confidence: 0.99 } });
    const evidence = entry.evidence!;
    // Counted: the server's failed renders and the browsers' error states, per visitor.
    expect(evidence.kinds?.ssr ?? 0).toBeGreaterThanOrEqual(1);
    expect(evidence.kinds?.render ?? 0).toBeGreaterThanOrEqual(1);
    expect(evidence.canary.failedVisitors).toBe(evidence.canary.visitors);
    expect(evidence.stable.failedVisitors).toBe(0);
    expect(evidence.lowerBound!).toBeGreaterThan(MARGIN);
    console.log(`render fault: aborted after ${canary} canary and ${stable} stable visitors — ${entry.reason}`);

    // The canary tab (its service worker installed) navigates within the site: the stable version.
    const { page } = kept!;
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Either still on the canary, or already reloaded onto stable by itself: its area had
    // failed and its poll saw a newer version (the shell reloads such a page once), which on
    // a loaded machine can come before this line.
    const recovered = catalogVersion(await bootOf(page)) === originalCatalog;
    if (!recovered) expect(catalogVersion(await bootOf(page))).toBe(renderBroken);
    const clicked = Date.now();
    await page.getByRole('link', { name: 'Tentang MyValue' }).first().click();
    await expect.poll(async () => catalogVersion(await bootOf(page)), { timeout: 15_000 }).toBe(originalCatalog);
    const tookMs = Date.now() - clicked;
    await settled(page);
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await settled(page);
    await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');
    expect(catalogVersion(await bootOf(page))).toBe(originalCatalog);
    console.log(recovered ? `the canary tab had reloaded onto ${originalCatalog} before its next navigation` : `the canary tab was on ${originalCatalog} ${tookMs} ms after its next navigation`);
    await kept!.context.close();
  });

  test('a canary whose remote entry does not load in the browser is aborted the same way', async ({ browser }) => {
    test.setTimeout(360_000);
    await startCanaryOf(entryBroken, 'entry');
    const { canary, stable, kept } = await visitUntilAborted(browser, entryBroken, (page) => expectFailedOrMovedOn(page, entryBroken));
    await kept?.context.close();
    const entry = readRegistry(registryFile())!.history.at(-1)!;
    expect(entry).toMatchObject({ action: 'abort', from: entryBroken, actor: 'auto-abort' });
    const evidence = entry.evidence!;
    // Decided on its sample (at least MIN_VISITORS on each version), the canary's failures
    // counted from the browsers' load reports: one at least for each failed visitor. (A
    // visitor whose report came after the abort is served, not failed.)
    expect(evidence.canary.visitors!).toBeGreaterThanOrEqual(MIN_VISITORS);
    expect(evidence.stable.visitors!).toBeGreaterThanOrEqual(MIN_VISITORS);
    expect(evidence.canary.failedVisitors!).toBeGreaterThan(0);
    expect(evidence.kinds?.load ?? 0).toBeGreaterThanOrEqual(evidence.canary.failedVisitors!);
    expect(evidence.stable.failedVisitors).toBe(0);
    console.log(`entry fault: aborted after ${canary} canary and ${stable} stable visitors — ${entry.reason}`);
  });

  test('with no canary running, ops still count what visitors meet of the live version: a page reached in-page is a page view on /metrics', async ({ browser }) => {
    expect(aborted()).toBe(true);
    const catalogViews = async () => {
      const text = await (await fetch(`${stack!.url}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('mv_page_views_total{') && line.includes('remote="catalog"') && line.includes(`version="${originalCatalog}"`))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    };
    // With no canary, nothing moves the tab: the tap reaches /promo in the page.
    const before = await catalogViews();
    const { context, page } = await visitor(browser);
    const answered = page.waitForResponse((r) => isServedReport(r.request()), { timeout: 20_000 });
    await promoFromAbout(page);
    await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready', { timeout: 20_000 });
    expect((await runningDocument(page)).path).toBe('/about');
    expect((await answered).status()).toBe(202);
    // /about's document ran no catalog: the one view is the page's report (counted: the
    // metrics say so, not the beacon's body, which Chromium does not always keep).
    await expect.poll(catalogViews).toBe(before + 1);
    await context.close();
  });
});
