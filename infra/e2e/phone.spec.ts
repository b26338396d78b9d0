// Issue 15 "the site on a phone": every route at 360×740 (and 390) fits the screen, signed
// out and signed in as the demo member; what a member opens at the till or in the menu
// (full-screen code, logout dialog, copy message) is inside the screen and can be tapped.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO, baseUrl, expect, horizontalOverflow, settled, test } from './fixtures';
import { signInAt } from './journeys';
import { overflowCulprits } from './overflow';
import { PAGE_ROUTES, pathFor } from './site-paths';

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};
const WIDTHS = [360, 390];

function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL not set: run through playwright.config.ts');
  return url;
}

async function phone(browser: Browser, storageState?: BrowserContextOptions['storageState']): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL: baseUrl(), storageState });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** The page fits each phone width: nothing to scroll sideways, and which elements if not. */
async function expectFits(page: Page, path: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await horizontalOverflow(page);
    const culprits = overflow > 0 ? await overflowCulprits(page) : [];
    expect(overflow, `${path} at ${width} px is ${overflow} px too wide:\n${culprits.join('\n')}`).toBe(0);
  }
}

/** The element's box lies inside the screen. */
async function expectInViewport(page: Page, selector: ReturnType<Page['locator']>): Promise<{ width: number; height: number }> {
  const box = await selector.boundingBox();
  const screen = page.viewportSize();
  expect(box, 'element has a box').not.toBeNull();
  expect(screen).not.toBeNull();
  if (!box || !screen) throw new Error('unreachable');
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(screen.width + 0.5);
  expect(box.y + box.height, 'bottom edge on screen').toBeLessThanOrEqual(screen.height + 0.5);
  return box;
}

let memberState: BrowserContextOptions['storageState'];

/** Signs the demo member in once per worker; each test gets a fresh phone with the session. */
async function member(browser: Browser): Promise<BrowserContext> {
  if (!memberState) {
    const context = await phone(browser);
    const page = await context.newPage();
    await open(page, '/');
    await signInAt(page, baseUrl(), DEMO);
    memberState = await context.storageState();
    await context.close();
  }
  return phone(browser, memberState);
}

test.describe('every route fits a phone, signed out', () => {
  for (const route of PAGE_ROUTES) {
    test(route.path, async ({ browser }) => {
      const context = await phone(browser);
      const page = await context.newPage();
      const path = await pathFor(route, apiUrl());
      await open(page, path);
      await expectFits(page, path);
      await context.close();
    });
  }
});

test.describe('every route fits a phone, signed in as the demo member', () => {
  for (const route of PAGE_ROUTES) {
    test(route.path, async ({ browser }) => {
      const context = await member(browser);
      const page = await context.newPage();
      const path = await pathFor(route, apiUrl());
      await open(page, path);
      if (route.requiresSession) await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
      await expectFits(page, path);
      await context.close();
    });
  }
});

test.describe('at the till and in the menu, on a phone', () => {
  test('the full-screen code fills the screen and stays readable offline', async ({ browser }) => {
    const context = await member(browser);
    const page = await context.newPage();
    await open(page, '/account/voucher');
    // The page has loaded once its codes are drawn (the QR encoder is a chunk of its own).
    await expect(page.locator('[data-qr-value] svg').first()).toBeVisible();
    // The connection drops after the page has loaded: opening the code needs nothing more.
    // (Card thumbnails further down the page may still lazy-load; they are not the code.)
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() !== 'image') requests.push(r.url());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Tampilkan Kode' }).first().click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('fullscreen-code') });
    await expect(dialog).toBeVisible();
    await expectInViewport(page, dialog);
    const qr = dialog.locator('[data-qr-value]');
    await expect(qr.locator('svg')).toBeVisible();
    const qrBox = await expectInViewport(page, qr);
    expect(qrBox.width).toBeGreaterThanOrEqual(240);
    expect(qrBox.height).toBeGreaterThanOrEqual(240);
    const code = dialog.getByTestId('fullscreen-code');
    await expectInViewport(page, code);
    expect(Number.parseFloat(await code.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
    await expectInViewport(page, dialog.getByRole('timer'));
    await expect(dialog.getByText('Naikkan kecerahan layar')).toBeVisible();
    // Dark modules on white.
    const colours = await qr.evaluate((el) => ({
      box: getComputedStyle(el).backgroundColor,
      dark: el.querySelector('path[stroke]')?.getAttribute('stroke'),
    }));
    expect(colours).toEqual({ box: 'rgb(255, 255, 255)', dark: '#000000' });
    expect(requests).toEqual([]);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test("the logout dialog on /account is on screen and 'Batalkan' takes a normal tap", async ({ browser }) => {
    const context = await member(browser);
    const page = await context.newPage();
    await open(page, '/account');
    await page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ }).click();
    const menu = page.getByRole('dialog', { name: 'Menu akun' });
    await expectInViewport(page, menu);
    await menu.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keluar Akun' });
    await expect(dialog).toBeVisible();
    const box = await expectInViewport(page, dialog);
    expect(box.width).toBeLessThanOrEqual(360 - 2 * 16);
    await dialog.getByRole('button', { name: 'Batalkan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);
    await expectFits(page, '/account');
    await context.close();
  });

  test("'Kode Referral Berhasil Disalin' shows on screen", async ({ browser }) => {
    const context = await member(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await open(page, '/account/referral');
    await page.getByRole('button', { name: 'Salin Kode' }).click();
    const toast = page.getByText('Kode Referral Berhasil Disalin');
    await expect(toast).toBeVisible();
    await expectInViewport(page, toast);
    await context.close();
  });
});
