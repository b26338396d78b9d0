// Issue "Shell pages": the home sections with links into the remotes (and a failing
// remote taking down only its own sections), the partner form rejecting bad input and
// accepting good input, an article opening, and the referral call to action.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/** Home sections: heading, where 'Lihat Semua' leads, and a link the widget itself renders. */
const SECTIONS: Array<{ id: string; title: string; more: string | null; content: string }> = [
  { id: 'favorite-promos', title: 'Promo Favorit', more: '/promo', content: 'a[href^="/promo/"]' },
  { id: 'categories', title: 'Kategori Voucher', more: '/promo', content: 'a[href^="/category/"]' },
  { id: 'newest-promos', title: 'Promo Terbaru', more: '/promo', content: 'a[href^="/promo/"]' },
  { id: 'upcoming-events', title: 'Event Mendatang', more: '/event', content: 'a[href^="/event/"]' },
  { id: 'campaigns', title: 'Campaign Pilihan', more: null, content: 'a[href^="/campaign/"]' },
  { id: 'merchants', title: 'Merchant Partner', more: '/merchant', content: 'a[href^="/merchant/"]' },
  { id: 'latest-articles', title: 'Artikel Terbaru', more: '/article', content: 'a[href^="/article/"]' },
];

test.describe('home', () => {
  test('renders banners, the announcement and every section with its link into the remotes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Promo & Voucher dari Merchant Partner - MyValue');
    const carousel = page.getByRole('region', { name: 'Banner promo' });
    await expect(carousel.getByRole('img', { name: 'Pesta Buku Gramedia' })).toBeVisible();
    await expect(page.getByTestId('home-announcement')).toContainText('Pesta Buku Gramedia telah dimulai!');

    for (const s of SECTIONS) {
      const section = page.locator(`[data-owner="shell"] [data-section="${s.id}"]`);
      // A widget loads as the visitor scrolls to its section.
      await section.scrollIntoViewIfNeeded();
      // The shell's own heading of the section (the section is labelled by it).
      await expect(section.locator(':scope > div > h2')).toHaveText(s.title);
      const more = section.getByRole('link', { name: `Lihat Semua ${s.title}`, exact: true });
      if (s.more) await expect(more).toHaveAttribute('href', s.more);
      else await expect(more).toHaveCount(0);
      await expect(section.locator(s.content).first(), `${s.title} shows its content`).toBeVisible();
    }

    await page.locator('[data-section="favorite-promos"]').getByRole('link', { name: 'Lihat Semua Promo Favorit' }).click();
    await expect(page).toHaveURL(/\/promo$/);
    // The catalog remote's list page mounted (it renders its own heading and promo links).
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main a[href^="/promo/"]').first()).toBeVisible();
    await expect(page.locator('[data-owner="shell"]')).toHaveCount(0);
  });

  // The shell draws each section's heading and 'Lihat Semua'; a widget that draws them
  // again doubles the page outline and the links for screen-reader users.
  test('no section repeats its heading or its Lihat Semua link', async ({ page }) => {
    await page.goto('/');
    for (const s of SECTIONS) {
      const section = page.locator(`[data-section="${s.id}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator(s.content).first()).toBeVisible();
      await expect(section.getByRole('heading', { name: s.title, exact: true }), `${s.title}: one heading`).toHaveCount(1);
      await expect(section.getByRole('link', { name: /^Lihat Semua/ }), `${s.title}: links`).toHaveCount(s.more ? 1 : 0);
    }
  });

  test('the banner carousel moves with its buttons and opens the banner link', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Banner promo' });
    await expect(carousel.getByRole('img', { name: 'Pesta Buku Gramedia' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Banner berikutnya' }).click();
    await expect(carousel.getByRole('img', { name: 'Staycation Akhir Tahun' })).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'Pesta Buku Gramedia' })).toBeHidden();
    await carousel.getByRole('button', { name: /^Tampilkan banner 4:/ }).click();
    await carousel.getByRole('img', { name: 'Ajak Teman, Dapat Poin' }).click();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Program Referral' })).toBeVisible();
  });

  test('a dismissed announcement stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const announcement = page.getByTestId('home-announcement');
    await expect(announcement).toBeVisible();
    await announcement.getByRole('button', { name: 'Tutup pengumuman' }).click();
    await expect(announcement).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-section="latest-articles"] a[href^="/article/"]').first()).toBeVisible();
    await expect(page.getByTestId('home-announcement')).toHaveCount(0);
  });

  test('a remote that fails takes down only its own sections', async ({ page }) => {
    await page.route('**/remotes/events/**', (route) => route.abort());
    await page.goto('/');
    for (const id of ['upcoming-events', 'campaigns']) {
      const section = page.locator(`[data-section="${id}"]`);
      await section.scrollIntoViewIfNeeded();
      // The server's cards stay until the visitor touches the section; then its remote's
      // files fail to load and the area shows its fallback (with a retry).
      await section.locator('[data-remote-area="events"]').hover();
      await expect(section.getByTestId('remote-fallback')).toBeVisible();
      // The shell's heading stays, so the way into the area does too.
      await expect(section.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await page.locator('[data-section="favorite-promos"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="favorite-promos"] a[href^="/promo/"]').first()).toBeVisible();
    await expect(page.locator('[data-section="latest-articles"] a[href^="/article/"]').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Banner promo' })).toBeVisible();
  });
});

test.describe('Menjadi Partner', () => {
  test('rejects bad input at each field and accepts good input with a confirmation', async ({ page }) => {
    await page.goto('/business');
    await expect(page).toHaveTitle('Menjadi Partner - MyValue');
    await expect(page.getByRole('heading', { level: 1, name: 'Menjadi Partner' })).toBeVisible();
    await expect(page.getByText('Promosi di situs dan aplikasi MyValue')).toBeVisible();

    const form = page.getByRole('form', { name: 'Formulir Kemitraan' });
    const company = form.getByLabel('Nama Perusahaan');
    const email = form.getByLabel('Email');
    const phone = form.getByLabel('No. Handphone');
    await email.fill('bukan-email');
    await phone.fill('12345');
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();

    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Nama perusahaan wajib diisi.')).toBeVisible();
    await expect(form.getByText('Nama kontak wajib diisi.')).toBeVisible();
    await expect(form.getByText(/^Format email tidak valid/)).toBeVisible();
    await expect(form.getByText(/^Nomor handphone tidak valid/)).toBeVisible();
    await expect(form.getByText('Pesan wajib diisi.')).toBeVisible();
    await expect(page.getByTestId('partner-confirmation')).toHaveCount(0);

    await company.fill('PT Roti Kampung Nusantara');
    await form.getByLabel('Nama Kontak').fill('Budi Santoso');
    await email.fill('budi@rotikampung.co.id');
    await phone.fill('0812 9876 5432');
    await form.getByLabel('Pesan').fill('Kami ingin bergabung sebagai mitra dan menawarkan promo roti untuk member.');
    await expect(company).not.toHaveAttribute('aria-invalid', 'true');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/partner-enquiries') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Kirim Permintaan' }).click();

    const response = await posted;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ company: 'PT Roti Kampung Nusantara', phone: '+6281298765432' });
    const confirmation = page.getByTestId('partner-confirmation');
    await expect(confirmation).toContainText('Terima kasih, permintaan kemitraan kamu sudah kami terima');
    await expect(confirmation).toContainText('budi@rotikampung.co.id');
  });
});

test.describe('articles', () => {
  test('an article opens from the list with its reading time and related articles', async ({ page }) => {
    await page.goto('/article');
    await expect(page).toHaveTitle('Artikel - MyValue');
    const first = page.locator('[data-owner="shell"] a[href^="/article/"]').first();
    await expect(first).toBeVisible();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();

    await expect(page).toHaveURL(/\/article\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - MyValue`);
    await expect(page.getByText(/^\d+ menit baca$/)).toBeVisible();
    await expect(page.getByTestId('article-content')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Artikel Terkait' }).getByRole('link').first()).toBeVisible();
  });

  test('filters by category and pages, with both in the address', async ({ page }) => {
    await page.goto('/article');
    await page.getByRole('navigation', { name: 'Kategori artikel' }).getByRole('link', { name: 'Tips & Trik' }).click();
    await expect(page).toHaveURL(/\/article\?category=tips$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel Tips & Trik' })).toBeVisible();
    const cards = page.locator('[data-owner="shell"] ul article');
    // The previous list stays (aria-busy) until the filtered one arrives: read the new one.
    await expect(page.locator('[data-owner="shell"] [aria-busy="true"]')).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Tips & Trik');
    await page.goto('/article?page=2');
    await expect(page.getByRole('navigation', { name: 'Halaman artikel' })).toContainText('Halaman 2 dari 2');
  });

  test('an unknown article is the 404 page', async ({ page }) => {
    await page.goto('/article/artikel-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(page.locator('[data-owner="shell"]')).toBeVisible();
  });
});

test.describe('content pages', () => {
  for (const [path, heading] of [
    ['/about', 'Tentang MyValue'],
    ['/learn-more', 'Pelajari Lebih Lanjut'],
    ['/gramedia-troops', 'Gramedia Troops'],
  ] as const) {
    test(`${path} shows its CMS copy`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[data-owner="shell"] h2').first()).toBeVisible();
      await expect(page).toHaveTitle(`${heading} - MyValue`);
    });
  }

  test('/referral leads a visitor through sign-in to their referral code', async ({ page }) => {
    await page.goto('/referral');
    await expect(page.getByText('Kamu mendapat 500 Poin dan temanmu mendapat 250 Poin.')).toBeVisible();
    const cta = page.getByTestId('referral-cta');
    await cta.getByRole('button', { name: 'Masuk / Daftar' }).click();
    await page.getByLabel('Email atau No. Handphone').fill(DEMO.email);
    await page.getByLabel('Kata Sandi').fill(DEMO.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/account\/referral$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kode Referral' })).toBeVisible();

    await page.goto('/referral');
    await page.getByTestId('referral-cta').getByRole('link', { name: 'Lihat Kode Referral Saya' }).click();
    await expect(page).toHaveURL(/\/account\/referral$/);
  });
});

// Spec §8 'Route validation failure → status 404, Page Not Found: {path}': every detail
// route, for a slug that names nothing and for one of a shape no page has, answers 404 and
// shows the 404 page (its Indonesian copy) with that message as the error's; a client-side
// navigation to the same path shows the same.
test.describe('route validation (spec §8)', () => {
  const UNKNOWN = 'slug-yang-tidak-ada';
  const MALFORMED = '-awal-strip';
  const ROUTES = ['/promo/:slug', '/merchant/:slug', '/category/:slug', '/event/:slug', '/event/:slug/register', '/campaign/:slug', '/campaign-event/:slug', '/article/:slug'];
  const PATHS = [
    ...ROUTES.flatMap((route) => [route.replace(':slug', UNKNOWN), route.replace(':slug', MALFORMED)]),
    // A numeric category is looked up by id; a slug with a space is malformed too.
    '/category/987654',
    '/promo/ada%20spasi',
  ];
  const errorPage = (page: Page) => page.locator('main [data-status="404"]');

  test('a first load answers 404 with the 404 page and its message', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PATHS) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(errorPage(page), path).toHaveAttribute('data-error-message', `Page Not Found: ${path}`);
      await expect(errorPage(page).getByRole('heading', { level: 1, name: 'Tidak Ditemukan' }), path).toBeVisible();
      await expect(errorPage(page), path).toContainText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan');
      await expect(page, path).toHaveTitle('Tidak Ditemukan - MyValue');
    }
  });

  test('a client-side navigation to the same paths shows the same page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/event');
    for (const path of PATHS) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(errorPage(page), path).toHaveAttribute('data-error-message', `Page Not Found: ${path}`);
      await expect(errorPage(page).getByRole('heading', { level: 1, name: 'Tidak Ditemukan' }), path).toBeVisible();
    }
  });

  test('an unmatched path keeps spec §8\'s own message', async ({ page }) => {
    expect((await page.goto('/promo/a/b'))?.status()).toBe(404);
    await expect(errorPage(page)).toHaveAttribute('data-error-message', 'Page not found: /promo/a/b');
  });
});
