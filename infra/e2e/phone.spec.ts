// Issue 15 "the site on a phone" (every route fitting 360 and 390 px: everyRoute.spec.ts):
// what a member opens at the till or in the menu
// (full-screen code, logout dialog, copy message) is inside the screen and can be tapped.
import type { Page } from '@playwright/test';
import { apiUrl, baseUrl, expect, test } from './fixtures';
import { expectFits } from './overflow';
import { slugPath } from './sitePaths';
import { memberContext, open, visitorContext } from './visitors';

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

test.describe('at the till and in the menu, on a phone', () => {
  test('the full-screen code fills the screen and stays readable offline', async ({ browser }) => {
    const context = await memberContext(browser, 'phone');
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
    const context = await memberContext(browser, 'phone');
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
    const context = await memberContext(browser, 'phone');
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

// Issue 27 "phone polish": layout rules that a phone showed broken, each held by its boxes.
test.describe('issue 27: the pages look finished on a phone', () => {
  test("the point history's filters each stay in their own column, arrow included", async ({ browser }) => {
    const context = await memberContext(browser, 'phone');
    const page = await context.newPage();
    await open(page, '/account/poin');
    const filters = page.getByRole('group', { name: 'Filter riwayat poin' });
    // The brand list comes from the backend: the longest brand name is what widened the select.
    await expect(filters.getByLabel('Brand').locator('option')).not.toHaveCount(1);
    const boxes = await filters.locator('label').evaluateAll((labels) =>
      labels.map((label) => {
        const l = label.getBoundingClientRect();
        const s = label.querySelector('select')!.getBoundingClientRect();
        return { name: label.firstChild?.textContent?.trim() ?? '', label: { left: l.left, right: l.right, top: l.top }, select: { left: s.left, right: s.right } };
      }),
    );
    expect(boxes.map((b) => b.name)).toEqual(['Periode', 'Jenis', 'Brand', 'Unit bisnis']);
    const fieldset = await filters.boundingBox();
    for (const b of boxes) {
      expect(b.select.right, `${b.name}: select inside its column`).toBeLessThanOrEqual(b.label.right + 0.5);
      expect(b.select.right, `${b.name}: select inside the filter row`).toBeLessThanOrEqual(fieldset!.x + fieldset!.width + 0.5);
    }
    // Side by side on one line, a select never reaches into its neighbour's column.
    for (const [a, b] of boxes.slice(0, -1).map((x, i) => [x, boxes[i + 1]!] as const)) {
      if (Math.abs(a.label.top - b.label.top) < 1) expect(a.select.right, `${a.name} next to ${b.name}`).toBeLessThanOrEqual(b.label.left);
    }
    await expectFits(page, '/account/poin');
    await context.close();
  });

  test("'Lihat Semua' on a category page stays on one line", async ({ browser }) => {
    // The category with the longest title pushes hardest on the link beside its headings.
    const categories = ((await (await fetch(`${apiUrl()}/v1/categories`)).json()) as { results: Array<{ slug: string; title: string }> }).results;
    const longest = [...categories].sort((a, b) => b.title.length - a.title.length)[0]!;
    const context = await visitorContext(browser, 'phone');
    const page = await context.newPage();
    await open(page, `/category/${longest.slug}`);
    const links = page.locator('main').getByRole('link', { name: 'Lihat Semua', exact: true });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      // Line boxes of the link's text: one top per line.
      const lines = await link.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `'Lihat Semua' in ${longest.title}`).toBe(1);
    }
    await context.close();
  });

  test("a promo's share row is one row of controls of one kind", async ({ browser }) => {
    const context = await visitorContext(browser, 'phone');
    const page = await context.newPage();
    await open(page, await slugPath({ path: '/promo/:slug' }, apiUrl()));
    const controls = [
      page.getByRole('button', { name: 'Simpan' }),
      page.getByRole('link', { name: 'Bagikan ke WhatsApp' }),
      page.getByRole('button', { name: 'Salin Tautan' }),
    ];
    const looks = [];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      const style = await control.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}`, background: s.backgroundColor, underline: s.textDecorationLine, radius: s.borderTopLeftRadius };
      });
      looks.push({ ...style, top: Math.round(box.y), height: Math.round(box.height), right: box.x + box.width });
    }
    expect(new Set(looks.map((l) => l.top)).size, 'one row').toBe(1);
    expect(new Set(looks.map((l) => l.height)).size, 'one height').toBe(1);
    expect(looks[0]!.height).toBeGreaterThanOrEqual(44);
    for (const look of looks) {
      expect({ border: look.border, background: look.background, underline: look.underline, radius: look.radius }).toEqual({
        border: looks[0]!.border,
        background: looks[0]!.background,
        underline: 'none',
        radius: looks[0]!.radius,
      });
      expect(look.right).toBeLessThanOrEqual(360 - 16 + 0.5);
    }
    await context.close();
  });

  test("the sticky redeem bar leaves nothing of the promo peeking out below it, and the last text shows above it", async ({ browser }) => {
    const context = await visitorContext(browser, 'phone');
    const page = await context.newPage();
    await open(page, await slugPath({ path: '/promo/:slug' }, apiUrl()));
    const bar = page.getByRole('region', { name: 'Tukar promo' });
    await expect(bar).toBeVisible();
    const article = page.locator('main article').first();
    const height = page.viewportSize()!.height;
    // While the article runs on below the screen, the bar is stuck to the screen's bottom
    // edge: the bottom row of the screen is the bar's, not the article's text.
    const { top: articleTop, bottom: articleBottom } = await article.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
    });
    let stuck = 0;
    for (let y = Math.max(0, articleTop - height / 2); y + height < articleBottom - 120; y += 200) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      const bottomRow = await page.evaluate((h) => {
        const bar = document.querySelector('section[aria-label="Tukar promo"]')!;
        const xs = [4, window.innerWidth / 2, window.innerWidth - 4];
        return xs.map((x) => {
          const el = document.elementFromPoint(x, h - 1);
          return el !== null && (bar.contains(el) || el === bar);
        });
      }, height);
      expect(bottomRow, `scrolled to ${y}`).toEqual([true, true, true]);
      stuck += 1;
    }
    expect(stuck, 'the bar was seen stuck').toBeGreaterThan(0);
    // At the article's end the last text is whole above the bar.
    const last = article.getByRole('region', { name: 'Syarat & Ketentuan' }).locator('li, p').last();
    await page.evaluate((to) => window.scrollTo(0, to), articleBottom - height);
    const lastBox = (await last.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(lastBox.y + lastBox.height, 'last text ends above the bar').toBeLessThanOrEqual(barBox.y);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(height + 0.5);
    await context.close();
  });

  test("a promo's message ('Tautan berhasil disalin') shows above the redeem bar, not on it", async ({ browser }) => {
    const context = await visitorContext(browser, 'phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await open(page, await slugPath({ path: '/promo/:slug' }, apiUrl()));
    await page.getByRole('button', { name: 'Salin Tautan' }).click();
    const toast = page.getByText('Tautan berhasil disalin');
    await expect(toast).toBeVisible();
    await expectInViewport(page, toast);
    const toastBox = (await toast.boundingBox())!;
    const barBox = (await page.getByRole('region', { name: 'Tukar promo' }).boundingBox())!;
    expect(barBox.y + barBox.height, 'the bar is stuck at the bottom').toBeGreaterThan(page.viewportSize()!.height - 1);
    expect(toastBox.y + toastBox.height, 'message ends above the bar').toBeLessThanOrEqual(barBox.y);
    await context.close();
  });

  test('the home header category chips run to the screen edge and scroll', async ({ browser }) => {
    const context = await visitorContext(browser, 'phone');
    const page = await context.newPage();
    await open(page, '/');
    const chips = page.getByRole('navigation', { name: 'Kategori populer' }).getByRole('list');
    const row = await chips.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, scrolls: el.scrollWidth > el.clientWidth, overflowX: getComputedStyle(el).overflowX };
    });
    expect(row).toEqual({ left: 0, right: 360, scrolls: true, overflowX: 'auto' });
    // The first chip keeps the page's 16 px gutter.
    expect((await chips.getByRole('link').first().boundingBox())!.x).toBe(16);
    // On the brand gradient the focus ring is white (the block's own ring colour).
    expect(await chips.evaluate((el) => getComputedStyle(el).getPropertyValue('--mv-focus-ring').trim())).toBe('#fff');
    await expectFits(page, '/');
    await context.close();
  });
});
