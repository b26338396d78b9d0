// Issue 5 "mf-catalog" through the real shell, BFF and local backend: list filters and
// paging in the URL, detail, redeeming (a fresh member funded through the referral
// programme, so the demo member's balance stays as other suites expect), insufficient
// points, bookmarks, numeric and slug categories, the invalid-merchant 404, search with
// markup in q, and the home widgets.
import type { Page } from '@playwright/test';
import type { PromoList } from 'shared-contracts/schemas';
import { DEMO, NEW_MEMBER, baseUrl, expect, memberPoints, registerFreshMember, signIn, test } from './fixtures';
import { fundedMember } from './fundedMember';

/** Promos through the site's own /api (the BFF), as the page's session sees them. */
async function promos(page: Page, query: string): Promise<PromoList> {
  const response = await page.request.get(`/api/v1/promos?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PromoList;
}

/** The first promo that can be redeemed right now (voucher, quota left, running). */
function redeemable(list: PromoList): PromoList['results'][number] {
  const promo = list.results.find(
    (p) => p.promoType === 'VOUCHER' && p.isQuotaAvailable && !p.isExpired && p.price > 0 && Date.parse(p.validFrom) <= Date.now(),
  );
  if (!promo) throw new Error('no redeemable promo in the seed for this query');
  return promo;
}

const catalogArea = (page: Page) => page.locator('[data-remote-area="catalog"]');

test.describe('promo list', () => {
  test('filters, sort and page live in the URL: reload and back land in the same place', async ({ page }) => {
    test.slow();
    await page.goto('/promo');
    await expect(page).toHaveTitle('Promo & Voucher - MyValue');
    const list = page.getByRole('list', { name: 'Promo & Voucher' });
    await expect(list.getByRole('link').first()).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(pager).toContainText('Halaman 1 dari');

    await pager.getByRole('link', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL(/\/promo\?page=2$/);
    await expect(pager).toContainText('Halaman 2 dari');
    const firstOnPage2 = await list.getByRole('link').first().getAttribute('href');

    await page.reload();
    await expect(pager).toContainText('Halaman 2 dari');
    await expect(list.getByRole('link').first()).toHaveAttribute('href', firstOnPage2 ?? '');

    await catalogArea(page).getByRole('combobox', { name: 'Kategori', exact: true }).selectOption({ label: 'Hotel & Perjalanan' });
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan$/);
    await catalogArea(page).getByRole('combobox', { name: 'Urutkan', exact: true }).selectOption({ label: 'Poin Terendah' });
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan&sort=points$/);
    // Every card is a hotel promo (the backend filtered) and points rise.
    const api = await promos(page, 'category=hotel-perjalanan&sort=points&pageSize=12');
    await expect(list.getByRole('link')).toHaveCount(api.results.length);
    const values = api.results.map((p) => p.price);
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    await page.goBack();
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/promo\?page=2$/);
    await expect(pager).toContainText('Halaman 2 dari');
  });

  test('two quick Back presses land the page where the history says (the remote follows each step)', async ({ page }) => {
    await page.goto('/promo?page=2');
    const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(pager).toContainText('Halaman 2 dari');
    await catalogArea(page).getByRole('combobox', { name: 'Kategori', exact: true }).selectOption({ label: 'Hotel & Perjalanan' });
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan$/);
    await catalogArea(page).getByRole('combobox', { name: 'Urutkan', exact: true }).selectOption({ label: 'Poin Terendah' });
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan&sort=points$/);
    // Both in one go, as an impatient thumb does: the second arrives while the first still updates the remote.
    await page.evaluate(() => {
      history.back();
      setTimeout(() => history.back(), 0);
    });
    await expect(page).toHaveURL(/\/promo\?page=2$/);
    await expect(pager).toContainText('Halaman 2 dari');
    await expect(catalogArea(page).getByRole('combobox', { name: 'Kategori', exact: true })).toHaveValue('');
  });

  test('two choices in one go both land in the URL (the second comes before the catalog has rendered the first)', async ({ page }) => {
    await page.goto('/promo?page=2');
    const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(pager).toContainText('Halaman 2 dari');
    await expect(catalogArea(page).getByRole('option', { name: 'Hotel & Perjalanan' })).toBeAttached();
    // As a quick thumb on a busy phone: the sort changes before the shell passed the category on.
    await catalogArea(page).evaluate((area) => {
      const choose = (label: string, value: string) => {
        const select = area.querySelector<HTMLSelectElement>(`select[name="${label}"]`)!;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose('category', 'hotel-perjalanan');
      choose('sort', 'points');
    });
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan&sort=points$/);
    await expect(catalogArea(page).getByRole('combobox', { name: 'Kategori', exact: true })).toHaveValue('hotel-perjalanan');
    await expect(catalogArea(page).getByRole('combobox', { name: 'Urutkan', exact: true })).toHaveValue('points');
    await page.goBack();
    await expect(page).toHaveURL(/\/promo\?category=hotel-perjalanan$/);
    await expect(catalogArea(page).getByRole('combobox', { name: 'Urutkan', exact: true })).toHaveValue('');
  });

  test('an empty filter result offers a way out', async ({ page }) => {
    await page.goto('/promo?q=zzzzqqqxxx');
    await expect(page.getByText('Belum ada promo yang cocok')).toBeVisible();
    await page.getByRole('link', { name: 'Hapus Filter' }).click();
    await expect(page).toHaveURL(/\/promo$/);
    await expect(page.getByRole('list', { name: 'Promo & Voucher' }).getByRole('link').first()).toBeVisible();
  });
});

test('opens a promo detail from the list, with merchant link and sanitised terms', async ({ page }) => {
  await page.goto('/promo');
  const first = page.getByRole('list', { name: 'Promo & Voucher' }).getByRole('link').first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/promo\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - MyValue`);
  await expect(page.getByRole('heading', { name: 'Syarat & Ketentuan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cara Pakai' })).toBeVisible();
  await page.locator('dd').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchant\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown promo slug shows the 404 view', async ({ page }) => {
  await page.goto('/promo/promo-yang-tidak-pernah-ada');
  await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
  await expect(page.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeVisible();
});

test.describe('redeeming', () => {
  test('a visitor is told Tukar Poin needs an account, signs in and comes back to the promo', async ({ page }) => {
    const promo = redeemable(await promos(page, 'type=VOUCHER&pageSize=20'));
    await page.goto(`/promo/${promo.slug}?dari=tes`);
    await page.getByRole('button', { name: 'Tukar Poin' }).click();
    await page.getByRole('dialog', { name: 'Masuk ke Akun MyValue' }).getByRole('button', { name: 'Masuk' }).click();
    await page.getByLabel('Email atau No. Handphone').fill(NEW_MEMBER.email);
    await page.getByLabel('Kata Sandi').fill(NEW_MEMBER.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === `/promo/${promo.slug}`);
    expect(new URL(page.url()).search).toBe('?dari=tes');
    await expect(page.getByRole('heading', { level: 1, name: promo.title })).toBeVisible();
  });

  test('the demo member sees the cost and the balance after, and may cancel', async ({ page }) => {
    const promo = redeemable(await promos(page, 'type=VOUCHER&maxPoint=5000&sort=points_desc&pageSize=20'));
    await page.goto(`/promo/${promo.slug}`);
    await signIn(page, DEMO);
    await page.getByRole('button', { name: 'Tukar Poin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tukar Poin' });
    const { point, shown } = await memberPoints(page);
    await expect(dialog).toContainText(`${shown} Poin`);
    const after = new Intl.NumberFormat('id-ID').format(point - promo.price);
    await expect(dialog).toContainText(`${after} Poin`);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a member redeems once (double click), sees code and QR, and finds the voucher under /account/voucher', async ({ browser }) => {
    // Two registrations and a redemption.
    test.slow();
    const { page, close } = await fundedMember(browser);
    try {
      const balance = ((await (await page.request.get('/sso/v1/point')).json()) as { point: number }).point;
      expect(balance).toBeGreaterThan(0);
      const promo = redeemable(await promos(page, `type=VOUCHER&maxPoint=${balance}&sort=points_desc&pageSize=20`));

      await page.goto(`/promo/${promo.slug}`);
      await page.getByRole('button', { name: 'Tukar Poin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tukar Poin' });
      await expect(dialog).toContainText(`${new Intl.NumberFormat('id-ID').format(balance - promo.price)} Poin`);
      await dialog.getByRole('button', { name: 'Tukar Sekarang' }).dblclick();

      const done = page.getByRole('dialog', { name: 'Voucher Berhasil Ditukar' });
      await expect(done).toBeVisible();
      const code = (await done.locator('[aria-label^="Kode voucher "]').textContent())?.trim() ?? '';
      expect(code.length).toBeGreaterThan(3);
      await expect(done.getByRole('img', { name: `Kode QR voucher ${code}` })).toBeVisible();

      // Redeemed once: one voucher, points down by one price.
      const vouchers = (await (await page.request.get('/api/v2/vouchers')).json()) as { count: number };
      expect(vouchers.count).toBe(1);
      const point = ((await (await page.request.get('/sso/v1/point')).json()) as { point: number }).point;
      expect(point).toBe(balance - promo.price);

      await done.getByRole('link', { name: 'Lihat Voucher Saya' }).click();
      await expect(page).toHaveURL(/\/account\/voucher$/);
      await expect(page.locator('[data-remote-area="account"]')).toContainText(promo.title);
    } finally {
      await close();
    }
  });

  test('the new member is told their points are not enough', async ({ page }) => {
    // The dearest voucher: more than a new member has.
    const promo = redeemable(await promos(page, 'type=VOUCHER&sort=points_desc&pageSize=20'));
    await page.goto(`/promo/${promo.slug}`);
    await signIn(page, NEW_MEMBER);
    const bar = page.getByRole('region', { name: 'Tukar promo' });
    await expect(bar.getByRole('note')).toContainText(`Poin kamu belum cukup, kurang ${new Intl.NumberFormat('id-ID').format(promo.price)} Poin.`);
    await expect(bar.getByRole('button', { name: 'Tukar Poin' })).toBeDisabled();
  });
});

test('a member bookmarks a promo; it stays after reload and can be removed', async ({ page }) => {
  test.slow();
  const [promo] = (await promos(page, 'pageSize=1&sort=newest')).results;
  if (!promo) throw new Error('no promo seeded');
  await page.goto(`/promo/${promo.slug}`);
  await registerFreshMember(page, 'Uji', { lastName: 'Katalog', fromHere: true });
  await expect(page).toHaveURL(new RegExp(`/promo/${promo.slug}$`));
  const save = page.getByRole('button', { name: /Simpan/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: /Tersimpan/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Promo disimpan ke Voucher Saya.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Tersimpan/ })).toHaveAttribute('aria-pressed', 'true');
  const saved = (await (await page.request.get('/api/v1/promos/bookmarks')).json()) as PromoList;
  expect(saved.results.map((p) => p.id)).toEqual([promo.id]);
  await page.getByRole('button', { name: /Tersimpan/ }).click();
  await expect(page.getByRole('button', { name: /Simpan/ })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('categories and merchants', () => {
  test('a category by numeric id and by slug is the same page; an unknown one is the 404 page', async ({ page }) => {
    await page.goto('/category/1');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())?.trim() ?? '';
    await expect(page).toHaveTitle(`${title} - MyValue`);
    await expect(page.getByRole('list', { name: `Promo ${title}` }).getByRole('link').first()).toBeVisible();

    const slug = await page.request.get('/api/v1/categories/1').then(async (r) => ((await r.json()) as { slug: string }).slug);
    await page.goto(`/category/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Spec §8: an unknown category is the 404 page (pages.spec.ts checks every detail route).
    expect((await page.goto('/category/kategori-tidak-ada'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Homepage' })).toBeVisible();
  });

  test('an invalid merchant shows the 404 view with Kembali and Homepage', async ({ page }) => {
    await page.goto('/merchant/merchant-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeVisible();
    await page.getByRole('button', { name: 'Homepage' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseUrl()}/?$`));
  });

  test('merchants: search by name and filter by category, kept in the URL', async ({ page }) => {
    await page.goto('/merchant');
    await expect(page).toHaveTitle('Merchant Partner - MyValue');
    await catalogArea(page).getByRole('searchbox', { name: 'Cari merchant' }).fill('gramedia');
    await catalogArea(page).getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/merchant\?q=gramedia$/);
    const grid = page.getByRole('list', { name: 'Merchant Partner' });
    await expect(grid.getByRole('link').first()).toContainText(/Gramedia/i);
    await catalogArea(page).getByRole('combobox', { name: 'Kategori', exact: true }).selectOption({ label: 'Digital & Langganan' });
    await expect(page).toHaveURL(/\/merchant\?q=gramedia&category=digital$/);
    await expect(grid.getByRole('link')).toHaveCount(1);
    await grid.getByRole('link').click();
    await expect(page).toHaveURL(/\/merchant\/gramedia-digital$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gramedia Digital' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('groups results with counts and Lihat Semua', async ({ page }) => {
    await page.goto('/search?q=kopi');
    await expect(page.getByText(/\d+ hasil untuk “kopi”/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Voucher & Promo \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Merchant \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Kata kunci' })).toHaveValue('kopi');
    await expect(page.locator('mark').first()).toHaveText(/kopi/i);
    await page.getByRole('link', { name: 'Lihat Semua Voucher & Promo' }).click();
    await expect(page).toHaveURL(/\/promo\?q=kopi$/);
  });

  test('markup in q is shown as text, never run', async ({ page }) => {
    const q = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByText(`Tidak ada hasil untuk “${q}”`).or(page.getByText(`hasil untuk “${q}”`))).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Kata kunci' })).toHaveValue(q);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await catalogArea(page).locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('an empty search offers popular categories', async ({ page }) => {
    await page.goto('/search?q=qwxzqwxz');
    await expect(page.getByText('Tidak ada hasil untuk “qwxzqwxz”')).toBeVisible();
    await page.getByRole('heading', { name: 'Kategori Populer' }).waitFor();
    await catalogArea(page).locator('a[href^="/category/"]').first().click();
    await expect(page).toHaveURL(/\/category\/[^/]+$/);
  });
});

test('the home page shows the catalog widgets, each linking into the catalog', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Promo Favorit', 'Promo Terbaru', 'Kategori Voucher', 'Merchant Partner']) {
    // A widget loads as the visitor scrolls to its section.
    await page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name }).getByRole('link').first()).toBeVisible();
  }
  await page.getByRole('list', { name: 'Promo Terbaru' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/promo\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
