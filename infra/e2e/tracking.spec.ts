// Spec §7 tracking in a real browser: events in the tag manager's data layer, named by the
// spec's host rule (the 'Staging' suffix when the page's host IS the production host); one
// page_view per navigation, first load and client navigations (a remote's own links
// included), each with its path and the title its page set; the tag manager's container
// only when GTM_ID is set, run under the page's CSP by its nonce.
//
// The suite's stack runs with the default PRODUCTION_HOST (www.myvalue.id): the site is at
// localhost, not the production host, so names are plain and no container is configured.
// A second stack of this spec's own runs with PRODUCTION_HOST=localhost and a GTM_ID. The
// machine is offline, so gtm.js cannot load there; the test makes that certain (the request
// is refused as a disconnected network would) and the page must not care.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TRACK_EVENTS } from 'shared-contracts/core';
import { startStack, type Stack } from '../stack/stack';
import { expect, settled, test } from './fixtures';

type DataLayerEntry = Record<string, unknown> & { event?: string };

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

/** The page views so far, whatever their name's suffix. */
async function pageViews(page: Page): Promise<DataLayerEntry[]> {
  return (await dataLayer(page)).filter((e) => String(e.event).startsWith(TRACK_EVENTS.pageView));
}

/** The site's own events (not the tag manager's gtm.* ones). */
async function siteEvents(page: Page): Promise<string[]> {
  return (await dataLayer(page)).map((e) => String(e.event)).filter((name) => !name.startsWith('gtm.'));
}

/** Waits for the n-th page view and checks it names the page the browser shows: its path and its title. */
async function expectPageView(page: Page, n: number, eventName: string): Promise<DataLayerEntry> {
  await expect.poll(async () => (await pageViews(page)).length, { timeout: 15_000 }).toBe(n);
  const view = (await pageViews(page))[n - 1]!;
  const shown = await page.evaluate(() => ({ path: `${location.pathname}${location.search}`, title: document.title }));
  expect(view).toEqual({ event: eventName, page_path: shown.path, page_title: shown.title });
  return view;
}

const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/gtm.js"]';

test.describe('tracking on a host that is not the production host', () => {
  test('page_view on the first load and on two client navigations, plain names, no container', async ({ page }) => {
    const gtmRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager')) gtmRequests.push(r.url());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
    const home = await expectPageView(page, 1, 'page_view');
    expect(home).toMatchObject({ page_path: '/', page_title: 'Promo & Voucher dari Merchant Partner - MyValue' });

    // To a remote's page through the shell's header (its code loads now).
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Promo', exact: true }).click();
    await expect(page).toHaveURL(/\/promo$/);
    await settled(page);
    const list = await expectPageView(page, 2, 'page_view');
    expect(list).toMatchObject({ page_path: '/promo', page_title: 'Promo & Voucher - MyValue' });

    // Within the remote: its own link moves the shell's history; the title comes with the promo's data.
    const first = page.getByRole('list', { name: 'Promo & Voucher' }).getByRole('link').first();
    const promoTitle = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/promo\/[^/]+$/);
    await expect(page).toHaveTitle(`${promoTitle} - MyValue`);
    const detail = await expectPageView(page, 3, 'page_view');
    expect(detail.page_title).toBe(`${promoTitle} - MyValue`);

    // One view per navigation: nothing doubled or late.
    await page.waitForTimeout(2000);
    expect(await pageViews(page)).toHaveLength(3);
    // Not the production host: no name carries the suffix.
    const names = await siteEvents(page);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.filter((name) => name.endsWith('Staging'))).toEqual([]);
    // No GTM_ID: no container, not even asked for.
    await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
    expect(await page.content()).not.toContain('googletagmanager');
    expect(gtmRequests).toEqual([]);
  });
});

test.describe('tracking on the production host, with a tag manager container', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: Stack | null = null;

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-tracking-'));
    stack = await startStack({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      // The stack serves http://localhost:<port>: that is the production host here.
      env: { PRODUCTION_HOST: 'localhost', GTM_ID: 'GTM-E2E0TEST' },
    });
  });

  test.afterAll(async () => {
    if (!stack) return;
    const dataDir = path.dirname(stack.registryFile);
    await stack.close();
    stack = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the container loads by the page nonce; gtm.js failing to load breaks nothing; names carry Staging', async ({ browser }) => {
    test.setTimeout(90_000);
    const url = stack!.url;
    const context = await browser.newContext();
    const page = await context.newPage();
    // Offline as the test machine is, for certain: gtm.js fails as on a disconnected network.
    const gtmRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const pageErrors: string[] = [];
    const cspErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });

    const response = await page.goto(`${url}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(scriptSrc).toMatch(/'nonce-[^']+'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    await settled(page);

    // The snippet ran (the CSP let it, by its nonce) before anything else pushed, and asked
    // for the container with the configured id, handing the nonce on to gtm.js.
    const layer = await dataLayer(page);
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    expect(gtmRequests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E0TEST']);
    const gtm = page.locator(GTM_SCRIPT);
    await expect(gtm).toHaveCount(1);
    expect(await gtm.evaluate((el) => (el as HTMLScriptElement).nonce)).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    // On the production host the names carry the suffix (spec §7 as written).
    await expectPageView(page, 1, 'page_viewStaging');
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event', exact: true }).click();
    await expect(page).toHaveURL(/\/event$/);
    await settled(page);
    const events = await expectPageView(page, 2, 'page_viewStaging');
    expect(events).toMatchObject({ page_path: '/event', page_title: 'Event - MyValue' });
    const names = await siteEvents(page);
    expect(names.filter((name) => !name.endsWith('Staging'))).toEqual([]);

    // The failed container changed nothing: no error, no CSP violation, the page works.
    await expect(page.locator('[data-remote-area="events"]')).toHaveAttribute('data-remote-state', 'ready');
    expect(pageErrors).toEqual([]);
    expect(cspErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
    await context.close();
  });
});
