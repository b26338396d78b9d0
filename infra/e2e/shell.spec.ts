// Issue 4 "session": the shell's client half against the real BFF and SSO stand-in —
// sign-in and return, the user menu, referral copy, logout both ways, guarded /account,
// silent token refresh, failed refresh, foreign return paths, mobile banner, QR popover.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, baseUrl, expect, memberPoints, signIn, test } from './fixtures';

const header = (page: Page) => page.locator('header').first();
const currentPoints = async (page: Page): Promise<string> => (await memberPoints(page)).shown;
const menuButton = (page: Page) => header(page).getByRole('button', { name: /Dewi Sartika/ });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu akun' });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Masuk / Daftar' }).first();

interface StoredToken {
  token: string;
  exp: number;
}

async function tokenCookie(context: BrowserContext, name: 'access-token' | 'refresh-token') {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === name);
  if (!cookie) throw new Error(`cookie ${name} missing`);
  return { cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as StoredToken };
}

async function rewriteTokenCookie(context: BrowserContext, name: 'access-token' | 'refresh-token', next: StoredToken) {
  const { cookie } = await tokenCookie(context, name);
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(next)) }]);
}

async function demoSignedInAt(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, DEMO);
  await expect(menuButton(page)).toBeVisible();
}

test.describe('sign-in and the user menu', () => {
  test("a tap on 'Masuk / Daftar' before the page is interactive (or without JavaScript) still leads to the sign-in page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/promo`);
      await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
      await expect(page.getByRole('link', { name: 'Daftar' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("without JavaScript a visitor signs in from a member page's 'Masuk' and lands on that page with their data", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/account/poin`);
      await page.getByRole('main').getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.getByLabel('Email atau No. Handphone').fill(DEMO.email);
      await page.getByLabel('Kata Sandi').fill(DEMO.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL(`${baseURL}/account/poin`);
      await expect(page.getByRole('main')).toContainText('Saldo poin');
    } finally {
      await context.close();
    }
  });

  test('signs in and comes back to the starting page; the menu shows name, tier and points', async ({ page }) => {
    await page.goto('/about');
    await expect(loginButton(page)).toBeVisible();
    await signIn(page, DEMO);
    await expect(page).toHaveURL(`${baseUrl()}/about`);
    await expect(menuButton(page)).toBeVisible();
    // The return path has served its purpose.
    expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBeNull();
    // No token is readable by page scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('token');

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByText('Dewi Sartika')).toBeVisible();
    await expect(menu(page).getByTestId('menu-tier')).toHaveText('Gold');
    await expect(menu(page).getByTestId('menu-points')).toHaveText(await currentPoints(page));
    await expect(menu(page).getByTestId('menu-cards')).toHaveText('2 Kartu');
    await expect(menu(page).getByRole('link', { name: 'Syarat & Ketentuan Tier' })).toHaveAttribute('href', /\/authorize\/tnc_tiers$/);
    await expect(menu(page).getByRole('link', { name: /Membership/ })).toHaveAttribute('href', '/account/membership');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('a signed-in member never sees the signed-out header: it comes from the server', async ({ page }) => {
    await demoSignedInAt(page, '/promo');
    // The document as the server sends it, before any script runs.
    const html = await (await page.request.get('/promo', { headers: { accept: 'text/html' } })).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain('Dewi Sartika');
    expect(header).not.toContain('Masuk / Daftar');
    expect(html).not.toMatch(/ey[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/); // no token in the page
  });

  test('copies the referral code in upper case with the success message', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await demoSignedInAt(page, '/');
    await menuButton(page).click();
    await expect(menu(page).getByTestId('referral-code')).toHaveText('DEWI2018');
    await menu(page).getByRole('button', { name: 'Salin Kode Referral' }).click();
    await expect(menu(page).getByRole('status').filter({ hasText: 'Kode Referral Berhasil Disalin' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEWI2018');
    // The copied state lasts 1500 ms.
    await expect(menu(page).getByRole('button', { name: 'Salin Kode Referral' })).toBeVisible({ timeout: 3000 });
  });

  test("a tap on the member's name while the menu's code is still on its way opens the menu when it arrives", async ({ browser }) => {
    // The service worker would serve the chunk from its cache, past the route below.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await demoSignedInAt(page, '/');
    // A slow phone: the menu's own chunk arrives 3 s after the rest of the page.
    let delayed = 0;
    await page.route(/\/_shell\/member-menu\.[^/]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/_shell\/main\./.test(e.name)));
    await menuButton(page).click();
    await expect(menu(page).getByTestId('referral-code')).toHaveText('DEWI2018', { timeout: 10_000 });
    expect(delayed).toBe(1);
    await context.close();
  });
});

test.describe('logout', () => {
  test("'Batalkan' only closes the dialog", async ({ page }) => {
    await demoSignedInAt(page, '/promo');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keluar Akun' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Batalkan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/promo$/);
    await expect(menuButton(page)).toBeVisible();
    await page.reload();
    await expect(menuButton(page)).toBeVisible();
  });

  test('confirming away from home signs out and goes to /', async ({ page, context }) => {
    await demoSignedInAt(page, '/promo');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Keluar Akun' }).getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(loginButton(page)).toBeVisible();
    const names = (await context.cookies(baseUrl())).map((c) => c.name);
    expect(names).not.toContain('access-token');
    expect(names).not.toContain('refresh-token');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: unknown }> }).dataLayer ?? []).map((e) => String(e.event)),
    );
    expect(events.some((e) => e.startsWith('logout'))).toBe(true);
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
  });

  test('confirming on home signs out and stays on home', async ({ page }) => {
    await demoSignedInAt(page, '/');
    await expect(page.getByTestId('home-header-block')).toContainText('Hai, Dewi!');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Keluar Akun' }).getByRole('button', { name: 'Keluar' }).click();
    await expect(loginButton(page)).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByTestId('home-header-block')).toContainText('Hai, selamat datang di MyValue!');
  });
});

test('an anonymous visitor to /account is told it needs an account, not shown the member area', async ({ page }) => {
  // The sign-in round trip back to this page: journeys.spec.ts.
  await page.goto('/account/voucher');
  await expect(page).toHaveURL(`${baseUrl()}/account/voucher`);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk untuk membuka halaman ini' })).toBeVisible();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('main', { name: 'Akun Saya' })).toHaveCount(0);
});

test.describe('tokens', () => {
  test('an expired access token is refreshed without the member noticing', async ({ page, context }) => {
    await demoSignedInAt(page, '/promo');
    const before = await tokenCookie(context, 'access-token');
    const refreshBefore = await tokenCookie(context, 'refresh-token');
    const past = Math.floor(Date.now() / 1000) - 3600;
    await rewriteTokenCookie(context, 'access-token', { ...before.value, exp: past });
    // A client-side navigation introspects the session: still signed in, member data loads.
    await header(page).getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await menuButton(page).click();
    await expect(menu(page).getByTestId('menu-points')).toHaveText(await currentPoints(page));
    await expect
      .poll(async () => (await tokenCookie(context, 'access-token')).value.exp, { timeout: 10_000 })
      .toBeGreaterThan(Math.floor(Date.now() / 1000));
    const after = await tokenCookie(context, 'access-token');
    expect(after.value.token).not.toBe(before.value.token);
    expect((await tokenCookie(context, 'refresh-token')).value.token).not.toBe(refreshBefore.value.token);
    // And a full page load with an expired token also just works.
    await rewriteTokenCookie(context, 'access-token', { ...after.value, exp: past });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    await expect(menuButton(page)).toBeVisible();
  });

  test('a failed refresh signs the member out and /account sends them to /', async ({ page, context }) => {
    await demoSignedInAt(page, '/');
    await page.goto('/account');
    await expect(page.getByRole('main', { name: 'Akun Saya' }).getByRole('heading', { name: 'Akun Saya' })).toBeVisible();
    const access = await tokenCookie(context, 'access-token');
    const refresh = await tokenCookie(context, 'refresh-token');
    await rewriteTokenCookie(context, 'access-token', { ...access.value, exp: Math.floor(Date.now() / 1000) - 3600 });
    await rewriteTokenCookie(context, 'refresh-token', { ...refresh.value, token: `${refresh.value.token}rusak` });
    // Navigating inside /account: introspection fails, the member is logged out and sent home.
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: /Poin Saya/ }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(loginButton(page)).toBeVisible();
    const names = (await context.cookies(baseUrl())).map((c) => c.name);
    expect(names).not.toContain('access-token');
  });
});

test.describe('foreign return paths are ignored', () => {
  for (const target of ['//evil.example', 'https://evil.example']) {
    test(`returnTo=${target} lands on /`, async ({ page }) => {
      await page.goto(`/webapi/session/login?returnTo=${encodeURIComponent(target)}`);
      await page.getByLabel('Email atau No. Handphone').fill(DEMO.email);
      await page.getByLabel('Kata Sandi').fill(DEMO.password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
      await expect(page).toHaveURL(`${baseUrl()}/`);
      await expect(menuButton(page)).toBeVisible();
    });
  }

  test('a foreign login-redirect in session storage is not used', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => sessionStorage.setItem('login-redirect', 'https://evil.example'));
    await signIn(page, DEMO);
    await expect(page).toHaveURL(`${baseUrl()}/about`);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the app banner is shown by default and closed with "Tutup"', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('mobile-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Nikmati fitur lebih lengkap di Aplikasi MyValue!')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Open in App' })).toHaveAttribute('href', /^https?:\/\//);
    await banner.getByRole('button', { name: 'Tutup' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('mobile-banner')).toHaveCount(0);
  });

  test('a search icon leads to /search and is hidden there; the desktop search bar is hidden', async ({ page }) => {
    await page.goto('/promo');
    await expect(page.getByRole('searchbox', { name: 'Cari voucher, event, promo...' })).toBeHidden();
    await page.getByRole('link', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('link', { name: 'Cari', exact: true })).toHaveCount(0);
  });
});

test.describe('desktop header', () => {
  test('the download-app popover opens with a QR code of the app-download link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('mobile-banner')).toBeHidden();
    const trigger = page.getByRole('button', { name: /Unduh Aplikasi MyValue/ });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const qr = page.getByRole('img', { name: 'Kode QR untuk mengunduh aplikasi MyValue' });
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg')).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-value', /^https?:\/\//);
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('search: Enter goes to /search?q= and the box follows the address', async ({ page }) => {
    await page.goto('/promo');
    const box = page.getByRole('searchbox', { name: 'Cari voucher, event, promo...' });
    await box.fill('kopi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kopi$/);
    await page.goto('/search?q=buku');
    await expect(box).toHaveValue('buku');
  });

  test("'Kategori Voucher' lists categories; 'Pusat Bantuan' jumps to the footer", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Kategori Voucher/ }).click();
    const panel = page.getByRole('dialog', { name: 'Kategori Voucher' });
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/category\//);
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/category\//);
    await expect(panel).toBeHidden();
    // Jump once the page has settled (late content would push the footer away again).
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang MyValue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Pusat Bantuan' }).click();
    await expect(page.locator('#pusat-bantuan')).toBeFocused();
    await expect(page.locator('#pusat-bantuan')).toBeInViewport();
  });

  test('the footer links terms, customer service, stores and the years', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: /Telepon Customer Service/ })).toHaveAttribute('href', /^tel:\+62/);
    await expect(footer.getByRole('link', { name: 'Unduh di Google Play' })).toHaveAttribute('href', /play\.google\.com/);
    await expect(footer.getByText(`© 2018–${new Date().getFullYear()} MyValue`)).toBeVisible();
  });
});

test.describe('new builds', () => {
  test('after a newer version is seen, a remote that fails to load reloads the page once, never in a loop', async ({ page }) => {
    const live = await (await page.request.get('/builds/latest')).json();
    await page.route((url) => url.pathname === '/builds/latest', (route) =>
      route.fulfill({ json: { ...live, remotes: { ...live.remotes, catalog: '99.0.0' } }, headers: { 'cache-control': 'no-store' } }),
    );
    // The old version's files are gone.
    await page.route('**/remotes/catalog/**', (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/promo');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    // The remote's load fails only after the MF runtime's own retries: allow for a slow machine.
    await expect.poll(() => loads, { timeout: 25_000 }).toBe(2);
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    // Settle: the reloaded page met the same failure and did not reload again.
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('mv-chunk-reload'))).toContain('99.0.0');
  });

  test('without a newer version a failing remote does not reload the page', async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/promo');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  });
});
