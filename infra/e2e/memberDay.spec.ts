// A member's day on a phone, the parts no other spec looked at: the session across token
// expiries, where each new page starts (scroll), Back, a lost and returning signal, the
// fatal error of a failing user service, and logout without a burst of refused calls.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, settled, signIn, test } from './fixtures';
import { signInAt } from './journeys';
import { startStackProcess, type StackProcess } from './stackProcess';

const PHONE = { width: 360, height: 740 };
const SESSION_ENDED = 'Sesi kamu telah berakhir. Silakan masuk kembali.';
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * A client-side navigation as the browser's Forward to a new entry would make it: the
 * router sees a POP to a location it has no saved position for.
 */
async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${Date.now().toString(36)}`, idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

async function toBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  return scrollY(page);
}

test.describe('a session with 5 s access tokens', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: StackProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-session-'));
    stack = await startStackProcess({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      accessTokenTtlSeconds: 5,
      faults: true,
      env: { SSR_REMOTE_BUDGET_MS: '800' },
    });
  });

  test.afterAll(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a member navigating for 2 minutes is never signed out; once the refresh token is revoked they are, and told so', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    const cleared: string[] = [];
    page.on('response', (res) => {
      const setCookie = res.headers()['set-cookie'] ?? '';
      if (/access-token=;/.test(setCookie)) cleared.push(`${new Date().toISOString()} ${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    await page.goto(`${stack.url}/account`);
    await signInAt(page, stack.url);

    // Past the tokens' exp, inside the BFF's 60 s tolerance (the SSO already refuses them)
    // and beyond it: client navigations and reloads alike.
    const steps = ['/account/poin', '/promo', '/account/voucher', '/event', '/account', '/'];
    const until = Date.now() + 120_000;
    for (let i = 0; Date.now() < until; i += 1) {
      const target = steps[i % steps.length]!;
      if (i % 3 === 2) {
        await page.goto(`${stack.url}${target}`);
      } else {
        await clientNavigate(page, target);
        await settled(page);
      }
      await expect(page).toHaveURL(`${stack.url}${target}`);
      await expect(page.getByRole('button', { name: 'Masuk / Daftar' })).toHaveCount(0);
      await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
      await page.waitForTimeout(4_000);
    }
    expect(cleared).toEqual([]);

    // The SSO revokes the sign-in (as after a password change elsewhere): the next
    // navigation finds the session gone, leaves /account for '/' and says so. It must be a
    // navigation to another address: where the loop ended depends on the machine's speed,
    // and a POP onto the address already shown (Back from the till's code) asks nothing.
    if (new URL(page.url()).pathname === '/account/poin') {
      await clientNavigate(page, '/promo');
      await settled(page);
    }
    const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh-token');
    expect(refresh).toBeDefined();
    const token = (JSON.parse(decodeURIComponent(refresh!.value)) as { token: string }).token;
    const revoked = await page.request.post(`${stack.ssoUrl}/v1/auth/revoke`, {
      data: { token, token_type_hint: 'refresh_token', client_id: 'myvalue-web' },
    });
    expect(revoked.ok()).toBe(true);
    // What the page met after the revocation, told with a failure: the notice went missing
    // once in a loaded full run (URL on '/', signed out, no notice) and never on its own.
    const met: string[] = [];
    const since = Date.now();
    const note = (s: string) => met.push(`${Date.now() - since} ms ${s}`);
    page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${new URL(f.url()).pathname}`));
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/webapi/session') void r.text().then((body) => note(`session ${r.status()} ${body}`), () => note('session (no body)'));
      else if (r.request().resourceType() === 'document') note(`document ${r.status()} ${pathname}`);
    });
    await clientNavigate(page, '/account/poin');
    try {
      await expect(page).toHaveURL(`${stack.url}/`);
      await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    } catch (error) {
      throw new Error(`${(error as Error).message}\nAfter the revocation:\n${met.join('\n')}`);
    }
    await expect(page.getByTestId('session-ended').getByRole('button', { name: 'Masuk' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-ended-360.png') });
  });

  test('a full page load of /account after the session ended lands on / with the message', async ({ page }) => {
    await page.goto(`${stack.url}/account`);
    await signInAt(page, stack.url);
    const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh-token');
    const token = (JSON.parse(decodeURIComponent(refresh!.value)) as { token: string }).token;
    await page.request.post(`${stack.ssoUrl}/v1/auth/revoke`, { data: { token, token_type_hint: 'refresh_token', client_id: 'myvalue-web' } });
    await page.goto(`${stack.url}/account/poin`);
    await expect(page).toHaveURL(`${stack.url}/`);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    // Told once: the next page says nothing more.
    await page.goto(`${stack.url}/promo`);
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('a user fetch failing with 5xx on a client navigation shows the error page with its detail (spec §8)', async ({ page }) => {
    await page.goto(`${stack.url}/promo`);
    await signInAt(page, stack.url);
    const faults = { 'x-fault-token': stack.faultToken ?? '' };
    const set = await page.request.post(`${stack.ssoUrl}/__faults`, { headers: faults, data: { route: '/v1/user', status: 503 } });
    expect(set.status()).toBe(201);
    try {
      await page.getByRole('link', { name: 'Event', exact: true }).first().click();
      const error = page.locator('[data-status="503"]');
      await expect(error.getByRole('heading', { name: 'Terjadi Kesalahan' })).toBeVisible();
      await expect(error).toHaveAttribute('data-error-message', /.+/);
    } finally {
      await page.request.delete(`${stack.ssoUrl}/__faults`, { headers: faults });
    }
    await page.getByRole('button', { name: 'Homepage' }).click();
    await expect(page.locator('[data-status="503"]')).toHaveCount(0);
  });
});

test.describe('every new page starts at the top; Back returns where it was', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

  test('a page opened by its address starts at the top, even after another page was left scrolled down; a reload keeps its place', async ({ page }) => {
    await page.goto('/promo');
    await settled(page);
    const leftAt = await toBottom(page);
    expect(leftAt).toBeGreaterThan(300);
    // A new page by its address (typed, a shared link): a new document, not Back.
    await page.goto('/event');
    await settled(page);
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    // The same page again by its address, in a fresh entry: the top as well.
    await page.goto('/promo');
    await settled(page);
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    // A reload is the same entry: it keeps where the member was.
    const at = await toBottom(page);
    await page.reload();
    await settled(page);
    await expect.poll(async () => Math.abs((await scrollY(page)) - at)).toBeLessThanOrEqual(40);
  });

  test("'Berikutnya' at the bottom of /promo opens page 2 at the list's top", async ({ page }) => {
    await page.goto('/promo');
    await toBottom(page);
    const next = page.getByRole('link', { name: /Berikutnya/ });
    await next.scrollIntoViewIfNeeded();
    const leftAt = await scrollY(page);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Halaman 2/).first()).toBeAttached();
    // The list's top (its count line) right under the sticky header, the first card in view.
    const listTop = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect().bottom;
        return document.getElementById('promo-results')!.getBoundingClientRect().top - header;
      });
    await expect.poll(listTop).toBeGreaterThanOrEqual(-1);
    await expect.poll(listTop).toBeLessThanOrEqual(40);
    await expect(page.locator('[data-remote-area="catalog"] a[href^="/promo/"]').first()).toBeInViewport();
    // Back returns to page 1 where it was left (its bottom, ±40 px), not to the list's top.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - leftAt)).toBeLessThanOrEqual(40);
  });

  test('a promo card far down opens the detail at the top; Back restores the list where it was (±40 px)', async ({ page }) => {
    await page.goto('/promo');
    const card = page.locator('[data-remote-area="catalog"] a[href^="/promo/"]').nth(5);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/\/promo\/[^/?]+$/);
    await expect(page.locator('#promo-about')).toBeAttached();
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/promo$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(40);
  });

  test("'Daftar Sekarang' opens the registration form at the top", async ({ page }) => {
    await page.goto('/event');
    await signIn(page);
    const hrefs = await page
      .locator('[data-remote-area="events"] a[href^="/event/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/event\/[^/]+$/.test(h)));
    let found = false;
    for (const href of new Set(hrefs)) {
      if (found) break;
      await page.goto(href);
      found = (await page.getByRole('link', { name: 'Daftar Sekarang' }).count()) > 0;
    }
    expect(found).toBe(true);
    await toBottom(page);
    await page.getByRole('link', { name: 'Daftar Sekarang' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(1);
  });

  test('a link with a #hash lands on its target below the sticky header', async ({ page }) => {
    await page.goto('/promo');
    const href = await page.locator('[data-remote-area="catalog"] a[href^="/promo/"]').first().getAttribute('href');
    // A client navigation (as an in-site link) to the promo's terms.
    await clientNavigate(page, `${href}#promo-tnc`);
    const heading = page.locator('#promo-tnc');
    await expect(heading).toBeInViewport();
    const { top, header } = await page.evaluate(() => ({
      top: document.getElementById('promo-tnc')!.getBoundingClientRect().top,
      header: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(top).toBeGreaterThanOrEqual(header - 1);
  });
});

test.describe('a member at the till and offline', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

  test('Back closes the full-screen code and stays on Voucher Saya', async ({ page }) => {
    await page.goto('/account/voucher');
    await signIn(page);
    await page.getByRole('button', { name: 'Tampilkan Kode' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('fullscreen-code')).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/voucher$/);
    await expect(page.getByRole('button', { name: 'Tampilkan Kode' }).first()).toBeVisible();
    // The close button goes back the same way: no extra history entry is left behind.
    await page.getByRole('button', { name: 'Tampilkan Kode' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/voucher$/);
  });

  test("offline says so, and 'Riwayat' and a new section come back by themselves when the signal returns", async ({ page, context }) => {
    await page.goto('/account/voucher');
    await signIn(page);
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Voucher' }).getByRole('link', { name: 'Riwayat' }).click();
    const failure = page.getByText('Tidak ada koneksi internet').first();
    await expect(failure).toBeVisible();
    await expect(page.getByText(/sedang bermasalah/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Coba Lagi' }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-riwayat-360.png') });
    await context.setOffline(false);
    await expect(page.getByText('Tidak ada koneksi internet')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /Riwayat/ }).first()).toBeVisible();

    // A section of another remote that was never loaded: offline, then back without a tap.
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Event', exact: true }).first().click();
    await expect(page.getByText('Tidak ada koneksi internet').first()).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('[data-remote-area="events"][data-remote-state="ready"]')).toBeVisible({ timeout: 15_000 });
  });

  test('logout from /account sends no member call that the ended session would refuse', async ({ page }) => {
    await page.goto('/account');
    await signIn(page);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401) refused.push(new URL(res.url()).pathname);
    });
    await page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ }).click();
    await page.getByRole('dialog', { name: 'Menu akun' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Keluar Akun' }).getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Masuk / Daftar' }).first()).toBeVisible();
    await page.waitForTimeout(1500);
    expect(refused).toEqual([]);
  });
});
