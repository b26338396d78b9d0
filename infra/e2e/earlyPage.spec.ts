// Issue 43 item 1, "a page that answers at once": on a phone the scripts arrive seconds
// after the first screen, so what a visitor does in those seconds must work without them.
// The site's scripts are held back here (every .js request stalls, as on a slow line; the
// document's inline start script still runs, as it does on the phone): search, the promo
// filters, the merchants' search and category, the events' tabs and filters and the pagers
// still reach their pages, as documents. The app banner a visitor closed is absent from the
// next document's HTML and the next load does not shift.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { PHONE_DEVICE, throttleAsPhone } from '../phone/phoneProfile';
import { MENU_TEXT } from '../../shell/src/features/header/menuText';
import { signInCookies } from '../bench/browser';
import { baseUrl, expect, settled, test } from './fixtures';
import { recordShifts, shiftsOf } from './layoutShifts';

const BANNER_TEXT = 'Nikmati fitur lebih lengkap di Aplikasi MyValue!';
/** The home's running announcement in the seeded data. */
const ANNOUNCEMENT_TITLE = 'Pesta Buku Gramedia telah dimulai!';
/** The announcement's box in a document's markup (its data is in the page's state either way). */
const ANNOUNCEMENT_BOX = 'data-testid="home-announcement"';
const MAX_CLS = 0.02;

/** A phone whose scripts never arrive: the server's page is all there is. */
async function phoneWithoutScripts(browser: Browser, width: number = PHONE_DEVICE.viewport.width): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE_DEVICE, viewport: { width, height: 740 }, isMobile: width < 768, baseURL: baseUrl() });
  // Never answered: the request stays pending, as a script still on its way does.
  await context.route(/\.m?js(\?|$)/, () => undefined);
  const page = await context.newPage();
  return { context, page };
}

/**
 * The page as the visitor first sees it: painted, its stylesheets applied. The parsed
 * document is not enough: with the start script first in the head, nothing holds the
 * parser for the stylesheets, so a role query right after it would still find the
 * desktop's copies of the header's controls that the stylesheet hides on a phone.
 */
async function painted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/** No script of the app ran: the shell never hydrated. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.mvHydrated ?? null)).toBeNull();
}

test.describe('before the scripts run', () => {
  test('the search page: typing and Enter reach the results', async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/search', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const box = page.getByRole('search').getByRole('searchbox');
      await box.fill('kopi');
      await Promise.all([page.waitForURL(/\/search\?q=kopi$/, { waitUntil: 'domcontentloaded' }), box.press('Enter')]);
      await painted(page);
      await expect(page.getByText(/hasil untuk “kopi”/)).toBeVisible();
      await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('kopi');
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test("the header's search bar (wide screens): typing and Enter reach the results", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser, 1280);
    try {
      await page.goto('/promo', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const box = page.getByRole('search', { name: 'Pencarian' }).getByRole('searchbox');
      await box.fill('buku');
      await Promise.all([page.waitForURL(/\/search\?q=buku$/, { waitUntil: 'domcontentloaded' }), box.press('Enter')]);
      await painted(page);
      await expect(page.getByText(/hasil untuk “buku”/)).toBeVisible();
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test('the promo filters reach the filtered list, and the pager its next page', async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/promo', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const filters = page.getByRole('form', { name: 'Filter promo' });
      await filters.getByLabel('Urutkan').selectOption('ending');
      await Promise.all([page.waitForURL(/\/promo\?.*sort=ending/, { waitUntil: 'domcontentloaded' }), filters.getByRole('button', { name: 'Terapkan' }).click()]);
      await painted(page);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('ending');
      await expect(page.getByRole('form', { name: 'Filter promo' }).getByLabel('Urutkan')).toHaveValue('ending');
      // The pager is links with the page in the query, the filters kept.
      const next = page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: /Berikutnya/ });
      await Promise.all([page.waitForURL(/page=2/, { waitUntil: 'domcontentloaded' }), next.click()]);
      await painted(page);
      const url = new URL(page.url());
      expect([url.searchParams.get('sort'), url.searchParams.get('page')]).toEqual(['ending', '2']);
      await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toContainText('Halaman 2');
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test("the merchants' search and category reach the filtered list", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/merchant', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const grid = page.getByRole('list', { name: 'Merchant Partner' });
      const all = await grid.getByRole('link').count();
      const form = page.getByRole('search').filter({ has: page.getByRole('searchbox', { name: 'Cari merchant' }) });
      await form.getByRole('searchbox', { name: 'Cari merchant' }).fill('santika');
      await form.getByRole('combobox', { name: 'Kategori', exact: true }).selectOption({ label: 'Hotel & Perjalanan' });
      await Promise.all([page.waitForURL(/\/merchant\?.*category=hotel-perjalanan/, { waitUntil: 'domcontentloaded' }), form.getByRole('button', { name: 'Terapkan' }).click()]);
      await painted(page);
      const url = new URL(page.url());
      expect([url.searchParams.get('q'), url.searchParams.get('category')]).toEqual(['santika', 'hotel-perjalanan']);
      // The server's list is the filtered one, as the Content API answers it.
      const expected = (await (await page.request.get('/api/v1/merchants?q=santika&category=hotel-perjalanan&pageSize=24')).json()) as { results: Array<{ name: string }> };
      expect(expected.results.length).toBeGreaterThan(0);
      expect(expected.results.length).toBeLessThan(all);
      await expect(grid.getByRole('link')).toHaveCount(expected.results.length);
      for (const m of expected.results) await expect(grid.getByRole('link').filter({ hasText: m.name })).toHaveCount(1);
      await expect(page.getByRole('searchbox', { name: 'Cari merchant' })).toHaveValue('santika');
      await expect(page.getByRole('combobox', { name: 'Kategori', exact: true })).toHaveValue('hotel-perjalanan');
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test("the events' tabs and filters reach their lists", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/event', { waitUntil: 'domcontentloaded' });
      await painted(page);
      // The tab is a link: the past events' list, as a document.
      await Promise.all([page.waitForURL(/\/event\?status=past$/, { waitUntil: 'domcontentloaded' }), page.getByRole('tab', { name: 'Sudah Selesai' }).click()]);
      await painted(page);
      await expect(page.getByRole('tab', { name: 'Sudah Selesai' })).toHaveAttribute('aria-selected', 'true');
      const whole = await page.getByTestId('event-card').count();
      // A city chosen and 'Terapkan': the tab travels with the form.
      const filters = page.getByRole('form', { name: 'Filter event' });
      await filters.getByLabel('Kota').selectOption('Jakarta');
      await Promise.all([page.waitForURL(/\/event\?.*city=Jakarta/, { waitUntil: 'domcontentloaded' }), filters.getByRole('button', { name: 'Terapkan' }).click()]);
      await painted(page);
      const url = new URL(page.url());
      expect([url.searchParams.get('status'), url.searchParams.get('city')]).toEqual(['past', 'Jakarta']);
      await expect(page.getByRole('form', { name: 'Filter event' }).getByLabel('Kota')).toHaveValue('Jakarta');
      // The server's list is the filtered one, as the Content API answers it.
      const expected = (await (await page.request.get('/api/v1/events?status=past&city=Jakarta')).json()) as { results: Array<{ title: string }> };
      expect(expected.results.length).toBeGreaterThan(0);
      expect(expected.results.length).toBeLessThan(whole);
      await expect(page.getByTestId('event-card')).toHaveCount(expected.results.length);
      for (const e of expected.results) await expect(page.getByTestId('event-card').filter({ hasText: e.title })).toHaveCount(1);
      // 'Hapus Filter' is a link back to the tab's whole list.
      await Promise.all([page.waitForURL(/\/event\?status=past$/, { waitUntil: 'domcontentloaded' }), page.getByRole('form', { name: 'Filter event' }).getByRole('link', { name: 'Hapus Filter' }).click()]);
      await painted(page);
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test("the header's category menu opens at a tap and reaches a category; a tap outside closes it", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/promo', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Kategori Voucher' });
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('dialog', { name: 'Kategori Voucher' });
      const first = panel.getByRole('link').first();
      await expect(first).toBeVisible();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/category\//);
      // A tap outside (the app banner's text, above the header) closes it.
      await page.getByText(BANNER_TEXT).tap();
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.tap();
      await Promise.all([page.waitForURL((url) => url.pathname === href, { waitUntil: 'domcontentloaded' }), panel.getByRole('link').first().tap()]);
      await painted(page);
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test("a tap while the page is still arriving: the header's menu opens before the parser has reached the page's end", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      // The body's end stays unparsed: a script that never arrives stands before it, as the
      // rest of a long page still on its way on a slow line does.
      await page.route(
        (url) => url.pathname === '/promo',
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace('<script id="mv-boot"', '<script src="/_shell/never-arrives.js"></script><script id="mv-boot"');
          await route.fulfill({ response, body: html });
        },
      );
      await page.goto('/promo', { waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('loading');
      // Painted while still parsing: the phone's stylesheet hides the desktop's copy of the menu.
      await painted(page);
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Kategori Voucher' });
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog', { name: 'Kategori Voucher' }).getByRole('link').first()).toBeVisible();
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
    } finally {
      await context.close();
    }
  });

  test("a member's menu opens at a tap with the member's points and links", async ({ browser }) => {
    const cookies = await signInCookies(browser, baseUrl());
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await context.addCookies(cookies);
      await page.goto('/promo', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const trigger = page.getByRole('banner').getByRole('button', { name: /Dewi Sartika/ });
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('dialog', { name: MENU_TEXT.panel });
      await expect(panel.getByTestId('menu-points')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
      await Promise.all([page.waitForURL(/\/account\/voucher$/, { waitUntil: 'domcontentloaded' }), panel.getByRole('link', { name: MENU_TEXT.vouchers }).tap()]);
      await painted(page);
      await expectNotHydrated(page);
    } finally {
      await context.close();
    }
  });

  test('the app banner closes, and the next document comes without it', async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/promo?sort=ending', { waitUntil: 'domcontentloaded' });
      await painted(page);
      await expect(page.getByText(BANNER_TEXT)).toBeVisible();
      await Promise.all([page.waitForURL(/\/promo\?sort=ending$/, { waitUntil: 'domcontentloaded' }), page.getByTestId('mobile-banner').getByRole('button', { name: 'Tutup' }).click()]);
      await painted(page);
      await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
      const next = await page.request.get('/');
      expect(await next.text()).not.toContain(BANNER_TEXT);
    } finally {
      await context.close();
    }
  });

  test("the home's announcement closes, and the next document comes without it", async ({ browser }) => {
    const { context, page } = await phoneWithoutScripts(browser);
    try {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await painted(page);
      const box = page.getByTestId('home-announcement');
      await expect(box.getByText(ANNOUNCEMENT_TITLE)).toBeVisible();
      await Promise.all([page.waitForURL(/\/$/, { waitUntil: 'domcontentloaded' }), box.getByRole('button', { name: 'Tutup pengumuman' }).click()]);
      await painted(page);
      await expect(page.getByText(ANNOUNCEMENT_TITLE)).toHaveCount(0);
      await expectNotHydrated(page);
      expect(await (await page.request.get('/')).text()).not.toContain(ANNOUNCEMENT_BOX);
    } finally {
      await context.close();
    }
  });
});

/** The home loaded again in a new tab as the phone gets it (throttled), its CLS within the budget. */
async function nextHomeWithoutShift(context: BrowserContext): Promise<Page> {
  const next = await context.newPage();
  await throttleAsPhone(context, next);
  await recordShifts(next);
  await next.goto('/', { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await expectNoShift(next);
  return next;
}

/** The CLS the page met since its first paint, settled and idle, within the budget. */
async function expectNoShift(page: Page): Promise<void> {
  await painted(page);
  await settled(page);
  await page.waitForLoadState('networkidle');
  const { cls, shifts } = await shiftsOf(page);
  expect(cls, `CLS ${cls.toFixed(3)} from ${shifts.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
}

test('hydrated, the banner closes in the page; the next load is painted without it and does not shift', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE_DEVICE, baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await settled(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByTestId('mobile-banner').getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    // No reload: the same window.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // The next document's HTML, as the browser gets it with its cookies.
    expect(await (await page.request.get('/')).text()).not.toContain(BANNER_TEXT);

    // The next load as the phone gets it: no banner painted and taken away.
    const next = await nextHomeWithoutShift(context);
    await expect(next.getByText(BANNER_TEXT)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("hydrated, the home's announcement closes in the page; the next load is painted without it and does not shift", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE_DEVICE, baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await settled(page);
    // Until it is closed, the server paints it.
    expect(await (await page.request.get('/')).text()).toContain(ANNOUNCEMENT_BOX);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByTestId('home-announcement').getByRole('button', { name: 'Tutup pengumuman' }).click();
    await expect(page.getByText(ANNOUNCEMENT_TITLE)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await (await page.request.get('/')).text()).not.toContain(ANNOUNCEMENT_BOX);
    // Another page and back in the page (a client navigation): still closed.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Promo', exact: true }).click();
    await page.waitForURL(/\/promo$/);
    await page.goBack();
    await page.waitForURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Promo Favorit' })).toBeVisible();
    await expect(page.getByText(ANNOUNCEMENT_TITLE)).toHaveCount(0);

    const next = await nextHomeWithoutShift(context);
    await expect(next.getByText(ANNOUNCEMENT_TITLE)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a closing remembered on this device the old way (its storage) moves to the cookie: the next document comes without it', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE_DEVICE, baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await page.goto('/about');
    const id = await page.evaluate(async () => ((await (await fetch('/api/v1/home-announcement')).json()) as { announcement: { id: number } }).announcement.id);
    await page.evaluate((closed) => localStorage.setItem('mv-dismissed-announcement', String(closed)), id);
    await page.goto('/');
    await settled(page);
    await expect(page.getByText(ANNOUNCEMENT_TITLE)).toHaveCount(0);
    expect(await (await page.request.get('/')).text()).not.toContain(ANNOUNCEMENT_BOX);
  } finally {
    await context.close();
  }
});
