// Issue 18: accessibility as third-party tools and keyboard users find it. axe-core with
// the WCAG 2.0/2.1/2.2 A and AA tags with each dialog, menu and popover open, at phone
// (360 px) and desktop size: no violation of any impact (every route's page itself:
// everyRoute.spec.ts). Then keyboard journeys: search, sign-in, a promo card,
// redeeming and the logout dialog by keyboard alone; focus moved in, kept in, returned;
// the focused control never under the sticky header, its ring never cut off. Last, the
// Nu Html Checker (vnu-jar, needs Java) on the server HTML of every public route.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { fundedMember } from './fundedMember';
import { apiUrl, baseUrl, expect, test } from './fixtures';
import { PAGE_ROUTES, pathFor } from './sitePaths';
import { SIZES, memberContext, open, visitorContext, type Size } from './visitors';

/** A voucher promo on offer for at most `maxPoints`; the first or the last of them in the list. */
async function redeemableSlug(maxPoints: number, which: 'first' | 'last' = 'first'): Promise<string> {
  const res = await fetch(`${apiUrl()}/v1/promos?pageSize=100`);
  type Row = { slug: string; price: number; promoType: string; isQuotaAvailable: boolean; isExpired: boolean };
  const promos = ((await res.json()) as { results: Row[] }).results;
  const found = promos.filter((p) => p.promoType === 'VOUCHER' && p.price > 0 && p.price <= maxPoints && p.isQuotaAvailable && !p.isExpired);
  const promo = which === 'first' ? found[0] : found.at(-1);
  if (!promo) throw new Error(`no voucher promo on offer for at most ${maxPoints} points in the seed`);
  return promo.slug;
}

/** The user menu's trigger (the member's name). */
const userMenu = (page: Page) => page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ });
/** The category popover's trigger shown at this size. */
const categoriesButton = (page: Page) => page.getByRole('button', { name: /Kategori Voucher/ }).filter({ visible: true });

/** Tab (at most `max` times) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if ((await target.count()) > 0 && (await target.evaluate((el) => el === document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused();
}

/** The focused element is below the sticky header and shows a ring no ancestor cuts off. */
async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // Controls of the header itself and of what opens from it are not covered by it.
    const header = el.closest('header, [role="dialog"]') ? null : document.querySelector('header')?.getBoundingClientRect();
    const width = Number.parseFloat(style.outlineWidth);
    const offset = Number.parseFloat(style.outlineOffset);
    // The ring's outer edge against every ancestor that clips.
    const reach = Math.max(0, width + offset);
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflow === 'visible' && s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (box.left - reach < r.left - 0.5 || box.right + reach > r.right + 0.5 || box.top - reach < r.top - 0.5 || box.bottom + reach > r.bottom + 0.5) {
        clipped = true;
      }
    }
    return {
      outline: style.outlineStyle !== 'none' && width >= 2,
      clipped,
      underHeader: header && header.bottom > 0 ? box.top < header.bottom - 0.5 && box.bottom > 0 : false,
    };
  });
  expect(state, `${what}: focus ring shown, not cut off, not under the header`).toEqual({ outline: true, clipped: false, underHeader: false });
}

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`axe with each dialog, menu and popover open at ${size} size`, () => {
    test('category popover', async ({ browser }) => {
      const ctx = await visitorContext(browser, size);
      const page = await ctx.newPage();
      await open(page, '/');
      await categoriesButton(page).click();
      const panel = page.getByRole('dialog', { name: 'Kategori Voucher' });
      await expect(panel.getByRole('link').first()).toBeVisible();
      await expectNoViolations(page, `category popover at ${size}`);
      await ctx.close();
    });

    if (size === 'desktop') {
      test('download-app popover', async ({ browser }) => {
        const ctx = await visitorContext(browser, size);
        const page = await ctx.newPage();
        await open(page, '/');
        await page.getByRole('button', { name: /Unduh Aplikasi MyValue/ }).click();
        await expect(page.getByRole('img', { name: 'Kode QR untuk mengunduh aplikasi MyValue' })).toBeVisible();
        await expectNoViolations(page, 'download-app popover');
        await ctx.close();
      });
    }

    test('sign-in prompt of a promo (signed out)', async ({ browser }) => {
      const ctx = await visitorContext(browser, size);
      const page = await ctx.newPage();
      await open(page, `/promo/${await redeemableSlug(Number.MAX_SAFE_INTEGER)}`);
      await page.getByRole('button', { name: 'Tukar Poin' }).filter({ visible: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, `sign-in prompt at ${size}`);
      await ctx.close();
    });

    test('user menu and logout dialog (member)', async ({ browser }) => {
      const ctx = await memberContext(browser, size);
      const page = await ctx.newPage();
      await open(page, '/');
      await userMenu(page).click();
      const menu = page.getByRole('dialog', { name: 'Menu akun' });
      await expect(menu.getByTestId('menu-points')).not.toBeEmpty();
      await expectNoViolations(page, `user menu at ${size}`);
      await menu.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('dialog', { name: 'Keluar Akun' })).toBeVisible();
      await expectNoViolations(page, `logout dialog at ${size}`);
      await ctx.close();
    });

    test('full-screen voucher code (member)', async ({ browser }) => {
      const ctx = await memberContext(browser, size);
      const page = await ctx.newPage();
      await open(page, '/account/voucher');
      await page.getByRole('button', { name: 'Tampilkan Kode' }).first().click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('fullscreen-code') });
      await expect(dialog.locator('[data-qr-value] svg')).toBeVisible();
      await expectNoViolations(page, `full-screen code at ${size}`);
      await ctx.close();
    });
  });
}

test.describe('by keyboard alone', () => {
  test('search: Tab from the top reaches the skip link, then the search box; Enter searches', async ({ browser }) => {
    const ctx = await visitorContext(browser, 'desktop');
    const page = await ctx.newPage();
    await open(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused();
    const box = page.getByRole('searchbox').filter({ visible: true });
    await tabTo(page, box);
    await expectFocusVisible(page, 'search box');
    await page.keyboard.type('kopi');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kopi/);
    await ctx.close();
  });

  test("sign-in: 'Masuk / Daftar' by Tab and Enter goes to the sign-in page", async ({ browser }) => {
    const ctx = await visitorContext(browser, 'phone');
    const page = await ctx.newPage();
    await open(page, '/promo');
    const login = page.getByRole('button', { name: 'Masuk / Daftar' });
    await tabTo(page, login);
    await expectFocusVisible(page, "'Masuk / Daftar'");
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email atau No. Handphone')).toBeVisible();
    await ctx.close();
  });

  for (const size of Object.keys(SIZES) as Size[]) {
    test(`a promo card and the list's controls at ${size} size: ring visible, never under the header`, async ({ browser }) => {
      const ctx = await visitorContext(browser, size);
      const page = await ctx.newPage();
      await open(page, '/promo');
      const card = page.locator('main a[href^="/promo/"]').first();
      await tabTo(page, card);
      await expectFocusVisible(page, 'first promo card');
      // Further down the list: every card and the pagination as Tab scrolls to them.
      const next = page.getByRole('link', { name: /Berikutnya/ });
      for (let i = 0; i < 80; i += 1) {
        if (await next.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press('Tab');
        await expectFocusVisible(page, `control ${i + 1} after the first card`);
      }
      await expect(next).toBeFocused();
      // Back up: Shift+Tab scrolls the page up; the control still clears the header.
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Shift+Tab');
        await expectFocusVisible(page, `control ${i + 1} before 'Berikutnya'`);
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/promo\//);
      await ctx.close();
    });
  }

  test('redeem: a promo is redeemed by Tab and Enter, focus in the dialog, back on close', async ({ browser }) => {
    test.slow();
    // A member of its own: the demo member's balance is what other suites read.
    const { page, close } = await fundedMember(browser, SIZES.desktop);
    const balance = ((await (await page.request.get('/sso/v1/point')).json()) as { point: number }).point;
    await open(page, `/promo/${await redeemableSlug(balance, 'last')}`);
    const redeem = page.getByRole('button', { name: 'Tukar Poin' }).filter({ visible: true }).first();
    await tabTo(page, redeem, 80);
    await expectFocusVisible(page, "'Tukar Poin'");
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tukar Poin' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Tukar Sekarang' });
    await tabTo(page, confirm, 6);
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Voucher Berhasil Ditukar' });
    await expect(done).toBeVisible();
    await expect.poll(() => done.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(done).toBeHidden();
    await close();
  });

  for (const size of Object.keys(SIZES) as Size[]) {
    test(`logout dialog at ${size} size: opened by keyboard, Tab stays inside, the page behind is inert, Escape returns focus`, async ({ browser }) => {
      const ctx = await memberContext(browser, size);
      const page = await ctx.newPage();
      await open(page, '/promo');
      const trigger = userMenu(page);
      await tabTo(page, trigger);
      await expectFocusVisible(page, 'user menu');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu akun' });
      await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await tabTo(page, menu.getByRole('button', { name: 'Logout' }), 20);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Keluar Akun' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await page.locator('main').first().evaluate((el) => el.closest('[inert]') !== null), 'the page behind is inert').toBe(true);
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await page.locator('[inert]').count()).toBe(0);
      await ctx.close();
    });
  }

  test('full-screen voucher code: focus on its close button, kept inside, returned to the opener', async ({ browser }) => {
    const ctx = await memberContext(browser, 'phone');
    const page = await ctx.newPage();
    await open(page, '/account/voucher');
    const show = page.getByRole('button', { name: 'Tampilkan Kode' }).first();
    await tabTo(page, show, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('fullscreen-code') });
    await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the code`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(show).toBeFocused();
    await ctx.close();
  });

  test('category popover on a phone: opens by keyboard, focus inside, Escape returns to its button', async ({ browser }) => {
    const ctx = await visitorContext(browser, 'phone');
    const page = await ctx.newPage();
    await open(page, '/');
    const trigger = categoriesButton(page);
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Kategori Voucher' });
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await ctx.close();
  });

  test('the phone header on / leaves the page room (sticky part at most 120 of 844 px)', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, baseURL: baseUrl() });
    const page = await ctx.newPage();
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 600));
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height).toBeLessThanOrEqual(120);
    await ctx.close();
  });
});

test.describe('valid HTML', () => {
  test('the Nu Html Checker finds no error in the server HTML of any public route', async () => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-vnu-'));
    try {
      const files: string[] = [];
      for (const route of PAGE_ROUTES.filter((r) => !r.requiresSession)) {
        const pagePath = await pathFor(route, apiUrl());
        const res = await fetch(`${baseUrl()}${pagePath}`, { headers: { accept: 'text/html' } });
        expect(res.headers.get('content-type'), pagePath).toContain('text/html');
        const file = path.join(dir, `${route.path === '/' ? 'home' : route.path.slice(1).replace(/[/:]+/g, '-')}.html`);
        writeFileSync(file, await res.text());
        files.push(file);
      }
      const jar = String(createRequire(__filename)('vnu-jar'));
      // vnu exits 1 when it reports errors; the JSON report is on stderr either way.
      const { stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: { code?: string; stderr?: string }) => {
          if (error.code === 'ENOENT') throw new Error('java not found: install a JRE (Debian: apt-get install default-jre-headless)');
          return { stderr: error.stderr ?? '' };
        },
      );
      const report = JSON.parse(stderr) as { messages: Array<{ type: string; url: string; lastLine?: number; message: string; extract?: string }> };
      const errors = report.messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.type}: ${m.message} ${m.extract ?? ''}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
