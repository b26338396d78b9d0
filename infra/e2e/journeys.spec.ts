// Issue 15, items 4–6: journeys that must close in the real browser against the whole stack.
// An event registration stays known after a reload (from the backend) and a second one is
// refused with the backend's message; a signed-out /account link explains itself and returns
// there after sign-in (forgot password end to end: accountRecovery.spec.ts); search groups 'kopi' across promos, merchants, events, campaigns and
// articles, marks finished events, and explains a query over the limit on a normal page.
// Mutations use members registered here, so the demo data stays as seeded for other suites.
import type { Page } from '@playwright/test';
import { DEMO, baseUrl, expect, settled, test } from './fixtures';

const PASSWORD = 'Rahasia123';
let seq = 0;

/** Registers a new member on the SSO stand-in's page (already open) and comes back to the site. */
async function registerOnSsoPage(page: Page, firstName: string): Promise<{ email: string }> {
  seq += 1;
  const email = `journey-${Date.now()}-${process.pid}-${seq}@contoh.id`;
  await page.getByRole('link', { name: 'Daftar' }).click();
  await page.getByLabel('Nama Depan').fill(firstName);
  await page.getByLabel('Nama Belakang').fill('Uji');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Ulangi Kata Sandi').fill(PASSWORD);
  await page.getByLabel('Saya menyetujui Syarat & Ketentuan MyValue').check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
  await settled(page);
  return { email };
}

/** Page errors and console errors (a stuck page often shows up here first). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
}

const events = (page: Page) => page.locator('[data-remote-area="events"]');

test.describe('event registration', () => {
  test('registered: known on the event and register pages after a reload; a second registration is refused and says so', async ({ page }) => {
    test.slow();
    const slug = 'pameran-buku-makassar';
    await page.goto(`/event/${slug}`);
    await events(page).getByRole('button', { name: 'Masuk untuk Daftar' }).click();
    await registerOnSsoPage(page, 'Ratna');
    await expect(page).toHaveURL(new RegExp(`/event/${slug}/register$`));

    // A second tab opens the same form before the first registers.
    const other = await page.context().newPage();
    await other.goto(`/event/${slug}/register`);
    await settled(other);
    const otherForm = events(other);
    await otherForm.getByLabel('Nomor Handphone').fill('0812-1111-2222');

    const area = events(page);
    await area.getByLabel('Nomor Handphone').fill('0812-3456-7890');
    await area.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(area.getByRole('heading', { name: 'Pendaftaran Berhasil' })).toBeVisible();

    // The success page reloaded: the backend says registered; no empty form again.
    await page.reload();
    const notice = area.getByRole('region', { name: /Kamu sudah terdaftar/ });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Lihat Tiket' })).toHaveAttribute('href', '/account/voucher');
    await expect(area.getByLabel('Nama Lengkap')).toHaveCount(0);

    // The event page, navigated to and reloaded (server-rendered with the member's data).
    await page.goto(`/event/${slug}`);
    await expect(area.getByRole('region', { name: /Kamu sudah terdaftar/ })).toBeVisible();
    await expect(area.getByRole('link', { name: 'Daftar Sekarang' })).toHaveCount(0);
    await page.reload();
    await expect(area.getByRole('region', { name: /Kamu sudah terdaftar/ })).toBeVisible();

    // The other tab submits its stale form: the backend refuses (409) and the page says why.
    await otherForm.getByRole('button', { name: 'Daftar Sekarang' }).click();
    const refused = otherForm.getByRole('region', { name: /Kamu sudah terdaftar/ });
    await expect(refused.getByRole('alert')).toHaveText('Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.');
    await other.close();

    // The same through the API, as any client would.
    const eventId = ((await (await page.request.get(`/api/v1/events/slug/${slug}`)).json()) as { id: number }).id;
    const again = await page.request.post('/api/v1/events/buy', {
      // A state-changing call needs the site's own Origin (as the page's fetch sends it).
      headers: { origin: new URL(page.url()).origin },
      data: { eventId, pointUsed: 0, registrationData: [{ name: 'Ratna Uji', phone: '081234567890', email: 'ratna@contoh.id' }] },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ errorCode: 'ALREADY_REGISTERED', message: 'Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.' });

    // 'Lihat Tiket' leads to the one ticket.
    await area.getByRole('link', { name: 'Lihat Tiket' }).click();
    await expect(page).toHaveURL(/\/account\/voucher$/);
    const tickets = page.locator('[data-remote-area="account"]').getByRole('region', { name: 'Tiket Event' });
    await expect(tickets.getByRole('listitem')).toHaveCount(1);
    await expect(tickets).toContainText('Pameran Buku Makassar');
  });
});

test.describe('sign-in hand-offs', () => {
  test('a signed-out /account/voucher visit explains why, and sign-in returns there', async ({ page }) => {
    await page.goto('/account/voucher');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Masuk untuk membuka halaman ini' })).toBeVisible();
    await expect(main).toContainText('hanya bisa dibuka setelah masuk');
    await main.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByLabel('Email atau No. Handphone').fill(DEMO.email);
    await page.getByLabel('Kata Sandi').fill(DEMO.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
    await settled(page);
    await expect(page).toHaveURL(`${baseUrl()}/account/voucher`);
    await expect(page.locator('[data-remote-area="account"]').getByRole('heading', { level: 1, name: 'Voucher Saya' })).toBeVisible();
  });

  test('a guest is told Simpan needs an account and may stay (Batal)', async ({ page }) => {
    const list = (await (await page.request.get('/api/v1/promos?pageSize=1&sort=newest')).json()) as { results: Array<{ slug: string }> };
    const slug = list.results[0]!.slug;
    await page.goto(`/promo/${slug}`);
    await page.getByRole('button', { name: /Simpan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Masuk ke Akun MyValue' });
    await expect(dialog).toContainText('Untuk menyimpan promo ini ke Voucher Saya, masuk dulu dengan akun MyValue.');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/promo/${slug}$`));
  });
});

test.describe('search', () => {
  test("'kopi' is grouped across promos, merchants, events, campaigns and articles", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/search?q=kopi');
    const area = page.locator('[data-remote-area="catalog"]');
    await expect(area.getByText(/^\d+ hasil untuk “kopi”$/)).toBeVisible();
    const headings = (await area.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.replace(/\s*\(\d+\)$/, ''));
    expect(headings).toEqual(['Voucher & Promo', 'Merchant', 'Event', 'Campaign', 'Artikel']);
    await expect(area.getByRole('list', { name: 'Hasil campaign' }).getByRole('link', { name: /Pekan Kopi Nusantara/ })).toHaveAttribute(
      'href',
      '/campaign/pekan-kopi-nusantara',
    );
    const article = area.getByRole('list', { name: 'Hasil artikel' }).getByRole('link', { name: /Kopi Nusantara yang Wajib Dicoba/ });
    await article.click();
    await expect(page).toHaveURL(/\/article\/kopi-nusantara-yang-wajib-dicoba$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kopi Nusantara yang Wajib Dicoba' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("finished events are marked 'Selesai' and listed after upcoming ones", async ({ page }) => {
    await page.goto('/search?q=buku');
    const items = page.getByRole('list', { name: 'Hasil event' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const finished = await items.evaluateAll((lis) => lis.map((li) => /Selesai/.test(li.textContent ?? '')));
    expect(finished).toContain(true);
    expect(finished).toContain(false);
    // No upcoming event after the first finished one.
    expect(finished.slice(finished.indexOf(true)).every(Boolean)).toBe(true);
    await expect(items.filter({ hasText: 'Bedah Buku: Sejarah Rempah Nusantara' })).toContainText('Selesai');
  });

  test('a query over the length limit gets a clear message on a normal page, never a 404 or a lasting Memuat…', async ({ page }) => {
    const problems = collectProblems(page);
    const q = 'kopi susu gula aren '.repeat(12).trim();
    expect(q.length).toBeGreaterThan(200);
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status()).toBe(200);
    const area = page.locator('[data-remote-area="catalog"]');
    await expect(area.getByText('Kata kunci terlalu panjang')).toBeVisible();
    await expect(area.getByText('Kata kunci pencarian paling banyak 200 karakter.', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle('Pencarian - MyValue');
    await expect(area.getByRole('heading', { name: 'Kategori Populer' })).toBeVisible();
    await expect(area.getByText('Memuat…')).toHaveCount(0);
    await expect(area.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);

    // Shortened in the box, the search runs.
    await area.getByRole('searchbox', { name: 'Kata kunci' }).fill('kopi');
    await area.getByRole('button', { name: 'Cari' }).click();
    await expect(area.getByText(/^\d+ hasil untuk “kopi”$/)).toBeVisible();
  });
});
