// Issue 27: the announcement pages (home box → list → one announcement, an unknown slug is
// 404), the member's activity history from the member menu, and a configured redirect
// (globalSetup.ts gives the stack '/promo-lama'). On a phone: 360 px, as most visitors.
import type { Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, signIn, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The screen as a visitor sees it from the top of the page, kept with the test's output. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`) });
}

const WEEKDAY_HEADING = /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4}$/;

test('home announcement box → every announcement → one announcement', async ({ page }) => {
  await page.goto('/');
  const box = page.getByTestId('home-announcement');
  await expect(box).toContainText('Pesta Buku Gramedia telah dimulai!');
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('home-announcement-360.png') });
  await box.getByRole('link', { name: 'Lihat Semua Pengumuman' }).click();

  await expect(page).toHaveURL(/\/announcement$/);
  await expect(page).toHaveTitle('Pengumuman - MyValue');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeVisible();
  const items = page.getByTestId('announcement-list').getByRole('article');
  // Started ones only, newest first: the running one, then those that ran before.
  await expect(items.getByRole('heading', { level: 2 })).toHaveText([
    'Pesta Buku Gramedia telah dimulai!',
    'Pembaruan Syarat & Ketentuan MyValue',
    'Pemeliharaan sistem',
    'Selamat datang di situs MyValue yang baru',
  ]);
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'announcement-list');

  await items.getByRole('link', { name: 'Pembaruan Syarat & Ketentuan MyValue' }).click();
  await expect(page).toHaveURL(/\/announcement\/pembaruan-syarat-ketentuan$/);
  await expect(page).toHaveTitle('Pembaruan Syarat & Ketentuan MyValue - MyValue');
  await expect(page.getByRole('heading', { level: 1, name: 'Pembaruan Syarat & Ketentuan MyValue' })).toBeVisible();
  await expect(page.getByTestId('announcement-content').getByRole('heading', { level: 2, name: 'Yang berubah' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'announcement-page');

  // The box's own announcement, server-rendered on a first load, with its call to action.
  const res = await page.goto('/announcement/pesta-buku-gramedia-dimulai');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesta Buku Gramedia telah dimulai!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat Promo' })).toHaveAttribute('href', '/campaign/pesta-buku-gramedia');
  await screenshot(page, 'announcement-cta');
});

test('an unknown or not yet started announcement is the 404 page', async ({ page }) => {
  for (const slug of ['tidak-ada', 'pekan-hemat-akhir-tahun']) {
    const res = await page.goto(`/announcement/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(page.locator('[data-status="404"]')).toHaveAttribute('data-error-message', `Page Not Found: /announcement/${slug}`);
  }
  await screenshot(page, 'announcement-404');
});

test("the demo member opens 'Riwayat' from the member menu and sees dated activity", async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO);
  await page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ }).click();
  await page.getByRole('dialog', { name: 'Menu akun' }).getByRole('link', { name: 'Riwayat Aktivitas' }).click();

  await expect(page).toHaveURL(/\/account\/history$/);
  await expect(page).toHaveTitle('Riwayat Aktivitas - MyValue');
  const area = page.locator('[data-remote="account"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Riwayat Aktivitas' })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Aktivitas', exact: true })).toHaveAttribute('aria-current', 'page');
  const timeline = area.getByTestId('activity-timeline');
  const days = timeline.getByRole('heading', { level: 2 });
  await expect(days.first()).toHaveText(WEEKDAY_HEADING);
  // The seeded member: a voucher used 18 days ago, earnings and redemptions of points.
  await expect(timeline.getByText('Voucher digunakan').first()).toBeVisible();
  await expect(timeline.getByText('Poin masuk').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'history');

  // 30 point transactions, ten a page: older days come with 'Muat Lebih Banyak'.
  const before = await days.count();
  await area.getByRole('button', { name: 'Muat Lebih Banyak' }).click();
  await expect.poll(() => days.count()).toBeGreaterThan(before);
  for (const text of await days.allTextContents()) expect(text).toMatch(WEEKDAY_HEADING);

  // Reached from the overview too, and rendered on the server with the member's data.
  const res = await page.goto('/account');
  expect(res?.status()).toBe(200);
  await area.getByRole('navigation', { name: 'Pintasan akun' }).getByRole('link', { name: 'Riwayat Aktivitas' }).click();
  await expect(page).toHaveURL(/\/account\/history$/);
  const served = await page.request.get('/account/history');
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(/data-testid="activity-timeline"[\s\S]*Voucher digunakan/);
});

test('a configured redirect is answered by the BFF before any page', async ({ page }) => {
  const res = await page.request.get('/promo-lama?utm_source=wa', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('https://www.myvalue.id/promo');
  expect(res.headers()['cache-control']).toBe('no-store');
  // Paths not in the table are pages as before.
  expect((await page.request.get('/promo', { maxRedirects: 0 })).status()).toBe(200);
});
