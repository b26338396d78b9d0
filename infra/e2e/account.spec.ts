// Issue 7 "mf-account": the member area as the demo member (every page with its seeded data,
// read-only apart from the clipboard) and as freshly registered members (empty states, a new
// referral code in the header menu, profile changes the header follows). Mutations use a
// member registered in the test, so the demo data stays as seeded for the other suites.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO, baseUrl, expect, memberPoints, registerFreshMember, signIn, test } from './fixtures';
import { OutboxSchema } from 'shared-contracts/schemas';

const account = (page: Page) => page.locator('[data-remote="account"]');
const header = (page: Page) => page.locator('header').first();

/** Signs the demo member in from home, then opens an account page. */
async function demoAt(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await signIn(page, DEMO);
  await page.goto(path);
}

test.describe('demo member', () => {
  test('overview: name, Value ID, tier progress, points, expiry and both cards', async ({ page }) => {
    await demoAt(page, '/account');
    await expect(page).toHaveTitle('Akun Saya - MyValue');
    const area = account(page);
    await expect(area.getByTestId('account-name')).toHaveText('Dewi Sartika');
    await expect(area.getByText('Value ID: MV1811220001')).toBeVisible();
    await expect(area.getByText('Akun terverifikasi')).toBeVisible();
    await expect(area.getByTestId('tier-name')).toHaveText('Gold');
    await expect(area.getByText(/^[\d.]+ poin lagi ke Platinum$/)).toBeVisible();
    await expect(area.getByRole('link', { name: 'Syarat & Ketentuan Tier' })).toHaveAttribute('href', /\/authorize\/tnc_tiers$/);
    await expect(area.getByTestId('overview-points')).toHaveText(`${(await memberPoints(page)).shown} Poin`);
    await expect(area.getByText(/^1\.500 poin hangus \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    const wallet = area.getByRole('region', { name: 'Membership (2)' });
    await expect(wallet.getByRole('listitem')).toHaveCount(2);
    await expect(wallet.getByRole('link', { name: 'Kelola Kartu' })).toHaveAttribute('href', '/account/membership');
  });

  test('/account/poin: the balance, the expiry wallet and the filtered history', async ({ page }) => {
    await demoAt(page, '/account/poin');
    await expect(page).toHaveTitle('Poin Saya - MyValue');
    const area = account(page);
    await expect(area.getByTestId('point-balance')).toHaveText(`${(await memberPoints(page)).shown} Poin`);
    await expect(area.getByText(/^1\.500 poin hangus /)).toBeVisible();
    await expect(area.getByRole('list', { name: 'Rincian poin yang akan hangus' }).getByRole('listitem')).toHaveCount(2);
    const history = area.getByRole('region', { name: 'Riwayat Poin' });
    await expect(history.getByText(/^\+[\d.]+$/).first()).toBeVisible();
    await history.getByLabel('Jenis').selectOption('REDEEM');
    await expect(history.getByText(/^\+[\d.]+$/)).toHaveCount(0);
    await expect(history.getByText(/^-[\d.]+$/).first()).toBeVisible();
    // MyValue's own brand only ever credits (referral bonuses): no redemptions to show.
    await history.getByLabel('Brand').selectOption('MYV');
    await expect(history.getByText('Tidak ada transaksi untuk filter ini')).toBeVisible();
    await history.getByRole('button', { name: 'Hapus filter' }).click();
    await expect(history.getByText(/^\+[\d.]+$/).first()).toBeVisible();
  });

  test("/account/badge: 'x dari y' overall and per category, and a badge's detail", async ({ page }) => {
    await demoAt(page, '/account/badge');
    const area = account(page);
    await expect(area.getByTestId('badge-overall')).toHaveText(/^6 dari \d+$/);
    await expect(area.getByRole('progressbar', { name: 'Badge terkumpul' })).toHaveAttribute('aria-valuenow', '6');
    const obtained = area.getByRole('button', { name: /, sudah didapat$/ });
    await expect(obtained).toHaveCount(6);
    await area.getByRole('button', { name: /, belum didapat$/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Cara mendapatkan')).toBeVisible();
    await expect(dialog.getByText('Belum didapat')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('/account/voucher: codes with QR and countdown, full-screen, history and bookmarks', async ({ page }) => {
    await demoAt(page, '/account/voucher');
    await expect(page).toHaveTitle('Voucher Saya - MyValue');
    const area = account(page);
    const promos = area.getByRole('region', { name: 'Voucher Promo' });
    await expect(promos.getByRole('listitem')).toHaveCount(2);
    await expect(promos.getByRole('timer').first()).toHaveText(/lagi$/);
    await expect(area.getByRole('region', { name: 'Tiket Event' }).getByRole('listitem')).toHaveCount(1);
    await expect(area.locator('svg').first()).toBeVisible();

    await promos.getByRole('button', { name: /^Tampilkan kode .+ layar penuh$/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('fullscreen-code')).toHaveText(/^[A-Z0-9]{6,}$/);
    await expect(dialog.getByRole('img', { name: /^Kode QR / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toHaveCount(0);

    await area.getByRole('navigation', { name: 'Voucher' }).getByRole('link', { name: 'Riwayat' }).click();
    await expect(page).toHaveURL(/\/account\/voucher\/history$/);
    await expect(page).toHaveTitle('Riwayat Voucher - MyValue');
    await expect(area.getByText(/^Digunakan \d/)).toHaveCount(3); // two promo vouchers and one ticket
    await expect(area.getByText(/^Kedaluwarsa \d/)).toHaveCount(1);

    await area.getByRole('navigation', { name: 'Voucher' }).getByRole('link', { name: 'Disimpan' }).click();
    await expect(page).toHaveURL(/\/account\/voucher\/bookmark$/);
    const saved = area.getByRole('region', { name: 'Promo Disimpan' });
    await expect(saved.getByRole('button', { name: /^Hapus .+ dari simpanan$/ })).toHaveCount(3);
    const first = saved.getByRole('link', { name: 'Lihat Promo' }).first();
    await expect(first).toHaveAttribute('href', /^\/promo\/[^/]+$/);
  });

  test('/account/referral: the code, friends who joined, copy with the spec message', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await demoAt(page, '/account/referral');
    const area = account(page);
    await expect(area.getByTestId('referral-code')).toHaveText('DEWI2018');
    await expect(area.getByTestId('referral-friends')).toHaveText('3');
    const share = area.getByRole('link', { name: 'Bagikan via WhatsApp' });
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*DEWI2018/);
    await area.getByRole('button', { name: 'Salin Kode' }).click();
    await expect(area.getByText('Kode Referral Berhasil Disalin')).toBeVisible();
    await expect(area.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEWI2018');
    // The copied state ends after 1500 ms.
    await expect(area.getByRole('button', { name: 'Salin Kode' })).toBeVisible({ timeout: 3000 });
  });

  test('the server paint opens at the top of the page; on a phone the tab row shows the current page', async ({ page, browser }) => {
    await demoAt(page, '/account/voucher');
    const cookies = await page.context().cookies();
    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      try {
        await context.addCookies(cookies);
        const paint = await context.newPage();
        await paint.goto(`${baseUrl()}/account/voucher`);
        const current = paint.getByRole('navigation', { name: 'Navigasi akun' }).getByRole('link', { name: 'Voucher Saya' });
        await expect(current).toHaveAttribute('aria-current', 'page');
        expect({ width, scrollY: await paint.evaluate(() => scrollY) }).toEqual({ width, scrollY: 0 });
        await expect(current).toBeInViewport();
      } finally {
        await context.close();
      }
    }
  });

  test('sub-navigation moves between pages without a reload', async ({ page }) => {
    await demoAt(page, '/account');
    const area = account(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const nav = area.getByRole('navigation', { name: 'Navigasi akun' });
    await nav.getByRole('link', { name: 'Pengaturan Profil' }).click();
    await expect(page).toHaveURL(/\/account\/setting$/);
    await expect(page).toHaveTitle('Pengaturan Profil - MyValue');
    await expect(nav.getByRole('link', { name: 'Pengaturan Profil' })).toHaveAttribute('aria-current', 'page');
    await expect(area.getByText(/Email saat ini: demo@myvalue\.id/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });
});

/** A downloaded calendar file read by a real parser: each entry's summary and its alarms' triggers. */
async function calendarEntries(download: Download): Promise<Array<{ summary: string; end: Date; alarms: string[] }>> {
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, end: event.endDate.toJSDate(), alarms: vevent.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))) };
  });
}

test.describe("'Ingatkan Saya' on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the expiring points and an active voucher each download a calendar file that parses, with its alarms', async ({ page }) => {
    await demoAt(page, '/account/poin');
    const area = account(page);
    const [points] = await Promise.all([page.waitForEvent('download'), area.getByRole('button', { name: 'Ingatkan Saya sebelum poin hangus' }).click()]);
    expect(points.suggestedFilename()).toBe('pengingat-poin-hangus.ics');
    const batches = await calendarEntries(points);
    expect(batches).toHaveLength(2);
    expect(batches[0]!.summary).toBe('1.500 poin MyValue hangus');
    expect(batches[0]!.end.getTime()).toBeGreaterThan(Date.now());
    // The defaults still ahead of the batch (30, 7 and 1 days before), at least the day before.
    expect(batches[0]!.alarms).toContain('-P1D');
    await expect(page.getByText('File kalender diunduh. Buka file untuk menambahkan pengingat ke kalender kamu.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ingatkan-poin-360.png') });

    await page.goto('/account/voucher');
    const promos = area.getByRole('region', { name: 'Voucher Promo' });
    const reminder = promos.getByRole('button', { name: /^Ingatkan Saya sebelum voucher .+ berakhir$/ }).first();
    await expect(reminder).toBeVisible();
    const code = (await promos.getByRole('button', { name: /^Tampilkan kode .+ layar penuh$/ }).first().getAttribute('aria-label'))!.replace(/^Tampilkan kode | layar penuh$/g, '');
    const [voucher] = await Promise.all([page.waitForEvent('download'), reminder.click()]);
    const [entry] = await calendarEntries(voucher);
    expect(entry!.summary).toMatch(/^Voucher berakhir: /);
    expect(entry!.alarms).toEqual(['-P3D', '-P1D'].filter((t) => entry!.alarms.includes(t)));
    expect(entry!.alarms.length).toBeGreaterThan(0);
    expect(await readFile(await voucher.path(), 'utf8')).not.toContain(code);
    await page.screenshot({ path: test.info().outputPath('ingatkan-voucher-360.png'), fullPage: true });
  });
});

test.describe('new member', () => {
  test('empty states on every list', async ({ page }) => {
    await registerFreshMember(page, 'Sinta');
    await page.goto('/account/poin');
    const area = account(page);
    await expect(area.getByTestId('point-balance')).toHaveText('0 Poin');
    await expect(area.getByText('Tidak ada poin yang akan hangus dalam waktu dekat.')).toBeVisible();
    await expect(area.getByText('Belum ada riwayat poin')).toBeVisible();

    await page.goto('/account/voucher');
    await expect(area.getByText('Belum ada voucher aktif')).toBeVisible();
    await expect(area.getByRole('link', { name: 'Tukar Poin' })).toHaveAttribute('href', '/promo');
    await expect(area.getByText('Belum ada tiket event')).toBeVisible();
    await page.goto('/account/voucher/history');
    await expect(area.getByText('Belum ada voucher yang digunakan atau kedaluwarsa')).toBeVisible();
    await page.goto('/account/voucher/bookmark');
    await expect(area.getByText('Belum ada voucher yang disimpan')).toBeVisible();

    await page.goto('/account/badge');
    await expect(area.getByTestId('badge-overall')).toHaveText(/^0 dari \d+$/);

    await page.goto('/account');
    await expect(area.getByTestId('account-name')).toHaveText('Sinta Uji');
    await expect(area.getByTestId('tier-name')).toHaveText('Silver');
  });

  test("creates a referral code and the header menu shows it at once", async ({ page }) => {
    await registerFreshMember(page, 'Bayu');
    await page.goto('/account/referral');
    const area = account(page);
    await expect(area.getByText('Belum ada teman yang bergabung dengan kode kamu.')).toBeVisible();
    await area.getByRole('button', { name: 'Buat Kode Baru' }).click();
    const code = area.getByTestId('referral-code');
    await expect(code).toHaveText(/^[A-Z0-9]{6,12}$/);
    const value = (await code.textContent()) ?? '';

    await header(page).getByRole('button', { name: /Bayu Uji/ }).click();
    await expect(header(page).getByTestId('referral-code')).toHaveText(value);
  });

  test('name, photo, email and password changes; the header follows without a reload', async ({ page }) => {
    const member = await registerFreshMember(page, 'Rahma');
    await page.goto('/account/setting');
    await expect(header(page).getByRole('button', { name: 'Rahma Uji' })).toBeVisible();
    const area = account(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));

    // Field-level validation before anything is sent.
    const nameForm = area.getByRole('form', { name: 'Nama' });
    await nameForm.getByLabel('Nama depan').fill('R4hma');
    await nameForm.getByRole('button', { name: 'Simpan Nama' }).click();
    await expect(nameForm.getByText('Nama depan hanya boleh berisi huruf')).toBeVisible();

    await nameForm.getByLabel('Nama depan').fill('rahmawati');
    await nameForm.getByRole('button', { name: 'Simpan Nama' }).click();
    await page.getByRole('dialog', { name: 'Simpan Nama?' }).getByRole('button', { name: 'Ya, Simpan Nama' }).click();
    await expect(nameForm.getByText('Nama berhasil diperbarui.')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Rahmawati Uji' })).toBeVisible();
    // The update-name rule now locks the name.
    await expect(nameForm.getByText(/^Nama dapat diubah lagi pada /)).toBeVisible();

    // Photo: preview, upload, the header avatar follows.
    const photoForm = area.getByRole('form', { name: 'Foto Profil' });
    await photoForm.getByLabel('Pilih foto').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(photoForm.getByAltText('Pratinjau foto profil baru')).toBeVisible();
    await photoForm.getByRole('button', { name: 'Simpan Foto' }).click();
    await expect(photoForm.getByText('Foto profil berhasil diperbarui.')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Rahmawati Uji' }).locator('img')).toHaveAttribute('src', /\/users\/[A-Za-z0-9_-]{22}\.png$/);

    // Email change with an OTP: the stand-in records the code in its outbox; the member types it.
    const newEmail = member.email.replace('@', '.baru@');
    const emailForm = area.getByRole('region', { name: 'Email' });
    await emailForm.getByLabel('Email baru').fill(newEmail);
    // Issue 42: the current password goes with it; a wrong one is said on its field.
    await emailForm.getByLabel('Kata sandi saat ini').fill('SalahSekali1');
    await emailForm.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    await expect(emailForm.getByText('Kata sandi saat ini salah.')).toBeVisible();
    await emailForm.getByLabel('Kata sandi saat ini').fill(member.password);
    await emailForm.getByRole('button', { name: 'Kirim Kode OTP' }).click();
    await expect(emailForm.getByLabel('Kode OTP')).toHaveValue('');
    const box = OutboxSchema.parse(await (await page.request.get(`${process.env.E2E_SSO_URL ?? ''}/__outbox?to=${encodeURIComponent(newEmail)}`)).json());
    const debugOtp = box.results.at(-1)?.code ?? '';
    expect(debugOtp).toMatch(/^\d{6}$/);
    await emailForm.getByLabel('Kode OTP').fill(debugOtp === '000000' ? '111111' : '000000');
    await emailForm.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(emailForm.getByRole('alert')).toHaveText('Kode OTP salah.');
    await emailForm.getByLabel('Kode OTP').fill(debugOtp);
    await emailForm.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(emailForm.getByText('Email berhasil diubah dan terverifikasi.')).toBeVisible();
    await expect(emailForm.getByText(`Email saat ini: ${newEmail}`, { exact: false })).toBeVisible();

    // Password with the current one: a wrong one is refused on its field.
    const passwordForm = area.getByRole('form', { name: 'Kata Sandi' });
    await passwordForm.getByLabel('Kata sandi saat ini').fill('SalahSekali1');
    await passwordForm.getByLabel('Kata sandi baru', { exact: true }).fill('BaruLagi456');
    await passwordForm.getByLabel('Ulangi kata sandi baru').fill('BaruLagi456');
    await passwordForm.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
    await expect(passwordForm.getByText('Kata sandi saat ini salah.')).toBeVisible();
    await passwordForm.getByLabel('Kata sandi saat ini').fill(member.password);
    await passwordForm.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
    await expect(passwordForm.getByText('Kata sandi berhasil diubah.')).toBeVisible();

    // Everything happened in one page: no reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(9);

    // The changes persist: a reload shows them from the backend.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Rahmawati Uji' })).toBeVisible();
    await expect(area.getByText(`Email saat ini: ${newEmail}`, { exact: false })).toBeVisible();
  });
});
