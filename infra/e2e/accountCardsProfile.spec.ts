// Issue 28 at 360 px: adding a card to the wallet (the code goes to the contact the partner
// has for the card; the test reads it from the SSO stand-in's outbox), its refusals and the
// throttle; the profile's dependent area choices and the SSO's refusal of an area outside
// the one above it; the name's confirmation; the photo control. Each test registers its own
// member: the throttle and the saved data are per member.
import type { Page } from '@playwright/test';
import { OutboxSchema } from 'shared-contracts/schemas';
import { DEMO, expect, horizontalOverflow, registerFreshMember, signIn, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const account = (page: Page) => page.locator('[data-remote="account"]');

function ssoUrl(): string {
  const url = process.env.E2E_SSO_URL;
  if (!url) throw new Error('E2E_SSO_URL not set: run through playwright.config.ts');
  return url;
}

/** The newest code the stand-in sent to `to`, after `since` messages were already there. */
async function codeSentTo(page: Page, to: string, since = 0): Promise<string> {
  let code = '';
  await expect(async () => {
    const box = OutboxSchema.parse(await (await page.request.get(`${ssoUrl()}/__outbox?to=${encodeURIComponent(to)}`)).json());
    expect(box.results.length).toBeGreaterThan(since);
    code = box.results.at(-1)?.code ?? '';
  }).toPass();
  return code;
}

async function outboxCount(page: Page, to: string): Promise<number> {
  return OutboxSchema.parse(await (await page.request.get(`${ssoUrl()}/__outbox?to=${encodeURIComponent(to)}`)).json()).results.length;
}

/** Opens 'Tambah Kartu', chooses the type and sends the number. */
async function sendCardNumber(page: Page, type: string, number: string): Promise<void> {
  const area = account(page);
  await area.getByRole('button', { name: 'Tambah Kartu' }).click();
  const form = area.getByRole('form', { name: 'Tambah Kartu' });
  await form.getByLabel('Jenis kartu').selectOption({ label: type });
  await form.getByLabel('Nomor kartu').fill(number);
  await form.getByRole('button', { name: 'Kirim Kode Verifikasi' }).click();
}

test.describe('membership cards', () => {
  test('the header menu leads to the page; a card is added with the code sent to the card’s contact', async ({ page }) => {
    await registerFreshMember(page, 'Kartika');
    await page.locator('header').first().getByRole('button', { name: /Kartika Uji/ }).click();
    await page.getByRole('dialog', { name: 'Menu akun' }).getByRole('link', { name: /Membership\s*1 Kartu/ }).click();
    await expect(page).toHaveURL(/\/account\/membership$/);
    await expect(page).toHaveTitle('Membership - MyValue');
    const area = account(page);
    await expect(area.getByRole('heading', { name: 'Kartu Membership (1)' })).toBeVisible();

    const contact = 'kartu.gramedia2@contoh.id';
    const before = await outboxCount(page, contact);
    await sendCardNumber(page, 'Kartu Gramedia', '7702 1100 3141 5926');
    const verify = area.getByRole('form', { name: 'Verifikasi Kartu' });
    await expect(verify.getByText(/Kode verifikasi dikirim ke email ka\*+@contoh\.id yang terdaftar untuk kartu 7702 1100 3141 5926/)).toBeVisible();
    await expect(verify.getByRole('button', { name: /^Kirim ulang dalam 0:[0-5]\d$|^Kirim ulang dalam 1:00$/ })).toBeDisabled();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('h-cards-membership-code.png'), fullPage: true });
    await verify.getByLabel('Kode Verifikasi').fill(await codeSentTo(page, contact, before));
    await verify.getByRole('button', { name: 'Tambahkan Kartu' }).click();
    await expect(area.getByText('Kartu Gramedia 7702 1100 3141 5926 berhasil ditambahkan.')).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Kartu Membership (2)' })).toBeVisible();
    await expect(area.getByRole('list', { name: 'Kartu yang terhubung' }).getByText('7702 1100 3141 5926')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('h-cards-membership.png'), fullPage: true });
  });

  test('a card linked to another account is refused with its own message', async ({ page }) => {
    await registerFreshMember(page, 'Bayu');
    await page.goto('/account/membership');
    await sendCardNumber(page, 'Kartu MyValue', '8801 2026 0000 0456');
    await expect(account(page).getByRole('alert')).toHaveText('Kartu ini sudah terhubung dengan akun MyValue lain. Hubungi Pusat Bantuan jika ini kartumu.');
    await expect(account(page).getByRole('form', { name: 'Verifikasi Kartu' })).toHaveCount(0);
  });

  test('a wrong code is refused, and five failed tries block the member even with the right code', async ({ page }) => {
    await registerFreshMember(page, 'Citra');
    await page.goto('/account/membership');
    const area = account(page);
    const contact = 'kartu.gramedia3@contoh.id';
    const before = await outboxCount(page, contact);
    await sendCardNumber(page, 'Kartu Gramedia', '7702 1100 2718 2818');
    const code = await codeSentTo(page, contact, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = area.getByRole('form', { name: 'Verifikasi Kartu' });
    for (let i = 0; i < 4; i++) {
      await verify.getByLabel('Kode Verifikasi').fill(wrong);
      await verify.getByRole('button', { name: 'Tambahkan Kartu' }).click();
      await expect(area.getByRole('alert')).toHaveText('Kode verifikasi salah.');
      await expect(verify.getByLabel('Kode Verifikasi')).toHaveAttribute('aria-invalid', 'true');
    }
    await verify.getByLabel('Kode Verifikasi').fill(wrong);
    await verify.getByRole('button', { name: 'Tambahkan Kartu' }).click();
    await expect(area.getByRole('alert')).toHaveText('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    // The code step is gone; asking again, even for the same card, is refused for now.
    const form = area.getByRole('form', { name: 'Tambah Kartu' });
    await form.getByRole('button', { name: 'Kirim Kode Verifikasi' }).click();
    await expect(area.getByRole('alert')).toHaveText('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
    await expect(area.getByRole('heading', { name: 'Kartu Membership (1)' })).toBeVisible();
  });
});

test.describe('partner accounts', () => {
  // The demo member's verified phone is the one Kompas.id has (seeded): the only demo data
  // this spec changes, and no other suite reads partner links.
  test('a partner account found by a verified contact is connected after confirming, and stays connected', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO);
    await page.goto('/account/membership');
    const area = account(page);
    const kompas = area.getByRole('listitem').filter({ hasText: 'Kompas.id' });
    await expect(kompas).toContainText('Akun ditemukan: +62812******90.');
    await kompas.getByRole('button', { name: 'Hubungkan Kompas.id' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hubungkan Akun Mitra?' });
    await expect(dialog).toContainText('Akun Kompas.id (+62812******90) akan terhubung dengan akun MyValue ini.');
    await dialog.getByRole('button', { name: 'Ya, Hubungkan' }).click();
    await expect(area.getByText('Akun Kompas.id berhasil dihubungkan.')).toBeVisible();
    await page.reload();
    await expect(account(page).getByRole('listitem').filter({ hasText: 'Kompas.id' })).toContainText(/Terhubung \(\+62812\*{6}90\) sejak \d{1,2} \w{3} \d{4}\./);
  });
});

/** PUT /v1/user/profile as the page would send it (through the site's /sso), bypassing the form's choices. */
function putProfile(page: Page, body: Record<string, string>): Promise<{ status: number; body: { errorCode: string; message: string } }> {
  return page.evaluate(async (json) => {
    const res = await fetch('/sso/v1/user/profile', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    return { status: res.status, body: (await res.json()) as { errorCode: string; message: string } };
  }, body);
}

test.describe('profile', () => {
  test('province → city → district → postcode and profession are saved and shown; a city outside its province and a postcode outside its district are refused', async ({ page }) => {
    await registerFreshMember(page, 'Dian');
    await page.goto('/account/setting');
    const form = account(page).getByRole('form', { name: 'Data Diri' });
    await expect(form.getByText('Belum ada alamat dan profesi.')).toBeVisible();
    await expect(form.getByLabel('Kota/Kabupaten')).toBeDisabled();
    await form.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
    await expect(form.getByLabel('Kota/Kabupaten').locator('option', { hasText: 'Kota Bandung' })).toHaveCount(1);
    await form.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
    await expect(form.getByLabel('Kecamatan').locator('option', { hasText: 'Coblong' })).toHaveCount(1);
    await form.getByLabel('Kecamatan').selectOption({ label: 'Coblong' });
    // Coblong has five postcodes, each with the villages it serves.
    await expect(form.getByLabel('Kode pos').locator('option', { hasText: '40132 · Lebak Gede, Lebak Siliwangi' })).toHaveCount(1);
    await form.getByLabel('Kode pos').selectOption('40132');
    await form.getByLabel('Profesi').selectOption({ label: 'Wiraswasta' });
    await form.getByRole('button', { name: 'Simpan Data Diri' }).click();
    await expect(form.getByText('Data diri berhasil disimpan.')).toBeVisible();
    await page.reload();
    const reloaded = account(page).getByRole('form', { name: 'Data Diri' });
    await expect(reloaded.getByTestId('profile-summary')).toHaveText('Tersimpan: Kec. Coblong, Kota Bandung, Jawa Barat 40132 · Wiraswasta');
    await expect(reloaded.getByLabel('Kecamatan')).toHaveValue(/^32\.73\.\d{2}$/);
    // A long district or profession name must not widen the page (it did: 442 px).
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('h-cards-settings.png'), fullPage: true });

    // The form cannot choose a city outside its province; the SSO refuses it all the same.
    const refused = await putProfile(page, { provinceId: '31', cityId: '32.73', districtId: '32.73.01', zipcode: '40132', professionId: 'wiraswasta' });
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ errorCode: 'LOCATION_MISMATCH', message: 'Kota Bandung tidak termasuk Provinsi DKI Jakarta.' }) });
    const wrongZip = await putProfile(page, { provinceId: '32', cityId: '32.73', districtId: '32.73.02', zipcode: '40151', professionId: 'wiraswasta' });
    expect(wrongZip).toEqual({ status: 422, body: expect.objectContaining({ errorCode: 'LOCATION_MISMATCH', message: 'Kode pos 40151 tidak termasuk Kecamatan Coblong.' }) });
  });

  test('the name is saved only after its confirmation; the photo is previewed and a wrong type refused', async ({ page }) => {
    await registerFreshMember(page, 'Eka');
    await page.goto('/account/setting');
    const area = account(page);
    const nameForm = area.getByRole('form', { name: 'Nama' });
    await nameForm.getByLabel('Nama belakang').fill('Uji Coba');
    await nameForm.getByRole('button', { name: 'Simpan Nama' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simpan Nama?' });
    await expect(dialog).toContainText('Nama akan menjadi Eka Uji Coba. Setelah disimpan, nama tidak dapat diubah lagi selama 30 hari.');
    await page.screenshot({ path: test.info().outputPath('h-cards-name-dialog.png') });
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('header').first().getByRole('button', { name: 'Eka Uji' })).toBeVisible();
    await nameForm.getByRole('button', { name: 'Simpan Nama' }).click();
    await dialog.getByRole('button', { name: 'Ya, Simpan Nama' }).click();
    await expect(nameForm.getByText('Nama berhasil diperbarui.')).toBeVisible();
    await expect(nameForm.getByText(/^Nama dapat diubah lagi pada /)).toBeVisible();

    const photoForm = area.getByRole('form', { name: 'Foto Profil' });
    await expect(photoForm.getByText('Pilih foto', { exact: true })).toBeVisible();
    await photoForm.getByLabel('Pilih foto').setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    await expect(photoForm.getByRole('alert')).toHaveText('animasi.gif: Format foto harus PNG, JPEG atau WEBP.');
    await expect(photoForm.getByRole('button', { name: 'Simpan Foto' })).toBeDisabled();
    await photoForm.getByLabel('Pilih foto').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(photoForm.getByAltText('Pratinjau foto profil baru')).toBeVisible();
    await expect(photoForm.getByText('foto.png (1 KB)')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('h-cards-photo.png') });
    await photoForm.getByRole('button', { name: 'Simpan Foto' }).click();
    await expect(photoForm.getByText('Foto profil berhasil diperbarui.')).toBeVisible();
  });
});
