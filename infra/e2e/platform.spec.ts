// Issue "Platform": routes reach their owners, remotes navigate without reloads, one
// React DOM, a blocked remote falls back alone, unknown paths are 404.
import { SITE_ROUTES } from '../ssr/siteRoutes';
import type { Page } from '@playwright/test';
import { expect, installRendererCounter, rendererCount, test } from './fixtures';
import { slugPath } from './sitePaths';

/** The owner's parcel mounted and rendered its page inside its area. */
const mounted = (page: Page, owner: string) =>
  page
    .locator(`[data-remote-area="${owner}"][data-remote-state="ready"] > div > *`)
    .filter({ visible: true })
    .first();

test.describe('route ownership', () => {
  for (const route of SITE_ROUTES.filter((r) => !r.requiresSession && r.path !== '/redirect')) {
    test(`${route.path} reaches ${route.owner}`, async ({ page }) => {
      const response = await page.goto(await slugPath(route, process.env.E2E_API_URL ?? ''));
      expect(response?.status()).toBe(200);
      if (route.owner === 'shell') {
        await expect(page.locator('[data-owner="shell"]').first()).toBeVisible();
      } else {
        await expect(mounted(page, route.owner)).toBeVisible();
      }
    });
  }
});

test('a link inside a remote navigates without a full page load', async ({ page }) => {
  await page.goto('/promo');
  await expect(mounted(page, 'catalog')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.locator('[data-remote-area="catalog"] a[href="/merchant"]').first().click();
  await expect(page).toHaveURL(/\/merchant$/);
  await expect(page).toHaveTitle('Merchant Partner - MyValue');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  // And from the shell's header into another remote.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event' }).click();
  await expect(mounted(page, 'events')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test("the title follows client navigations across two remotes (a detail page's from its data) and Back restores each", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Promo & Voucher dari Merchant Partner - MyValue');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await nav.getByRole('link', { name: 'Promo', exact: true }).click();
  await expect(page).toHaveTitle('Promo & Voucher - MyValue');
  const promo = page.getByRole('list', { name: 'Promo & Voucher' }).getByRole('link').first();
  const promoTitle = (await promo.getByRole('heading').textContent())?.trim() ?? '';
  await promo.click();
  await expect(page).toHaveURL(/\/promo\/[^/]+$/);
  await expect(page).toHaveTitle(`${promoTitle} - MyValue`);
  await nav.getByRole('link', { name: 'Event' }).click();
  await expect(page).toHaveTitle('Event - MyValue');
  await page.locator('[data-remote-area="events"]').getByRole('link', { name: 'Kelas Kopi Manual Brew' }).click();
  await expect(page).toHaveURL(/\/event\/[^/]+$/);
  await expect(page).toHaveTitle('Kelas Kopi Manual Brew - MyValue');

  for (const title of ['Event', promoTitle, 'Promo & Voucher', 'Promo & Voucher dari Merchant Partner']) {
    await page.goBack();
    await expect(page).toHaveTitle(`${title} - MyValue`);
  }
  // All of it without a page load.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('React DOM is instantiated once on a page with a remote', async ({ page }) => {
  await installRendererCounter(page);
  await page.goto('/promo');
  await expect(mounted(page, 'catalog')).toBeVisible();
  await page.goto('/event');
  await expect(mounted(page, 'events')).toBeVisible();
  expect(await rendererCount(page)).toBe(1);
});

test('a blocked remote shows its fallback while header and footer remain', async ({ page }) => {
  await page.route('**/remotes/catalog/**', (route) => route.abort());
  await page.goto('/promo');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bagian ini gagal dimuat' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  // Navigation keeps working: another remote still mounts.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event' }).click();
  await expect(mounted(page, 'events')).toBeVisible();
});

test('an unknown path gets the 404 page and status 404', async ({ page }) => {
  const response = await page.goto('/tidak-ada-halaman-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
  await expect(page.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeVisible();
  await expect(page).toHaveTitle('Tidak Ditemukan - MyValue');
  await page.getByRole('button', { name: 'Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the document carries theme colour and description', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#84329B');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /promo/i);
});

test('serves browser files immutable and keeps the Node renderers private', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; version: string }> };
  const catalog = remotes.remotes.find((r) => r.name === 'catalog')!;
  const entry = await request.get(`/remotes/catalog/${catalog.version}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toContain('immutable');
  expect(entry.headers()['content-encoding']).toBe('br');
  expect((await request.get(`/remotes/catalog/${catalog.version}/server/remoteEntry.js`)).status()).toBe(404);
  expect((await request.get('/_shell/server/main.js')).status()).toBe(404);
  expect((await request.get('/_shell/document.html')).status()).toBe(404);
});
