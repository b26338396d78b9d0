// Issue 28 items 2, 3, 7 and issue 32 item 2 at 360 px: forgot password on the site's own
// page (codes read from the SSO stand-in's loopback outbox), a wrong, an expired and a
// reused code, throttling after repeated wrong codes, verifying a stored e-mail from the
// account's settings, sign-up saying at once that an e-mail is already registered, and a
// social sign-in member setting a password by link (expired, used once, then signing in).
// Time is moved on the stand-in's test clock (the fault switch's /__clock), then put back.
import type { APIRequestContext, Page } from '@playwright/test';
import { OutboxSchema, type OutboxMessage } from 'shared-contracts/schemas';
import { baseUrl, expect, registerFreshMember, settled, test, throughGoogle } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const ssoUrl = () => process.env.E2E_SSO_URL ?? '';
const faultKey = () => ({ 'x-fault-token': process.env.E2E_FAULT_TOKEN ?? '' });

/** The newest message to `to` in the stand-in's outbox (after waiting for `count` of them). */
async function lastMessage(request: APIRequestContext, to: string, count?: number): Promise<OutboxMessage> {
  const read = async () => OutboxSchema.parse(await (await request.get(`${ssoUrl()}/__outbox?to=${encodeURIComponent(to)}`)).json()).results;
  if (count !== undefined) await expect.poll(async () => (await read()).length).toBe(count);
  const last = (await read()).at(-1);
  if (!last) throw new Error(`no message to ${to}`);
  return last;
}
const lastCode = async (request: APIRequestContext, to: string, count?: number) => (await lastMessage(request, to, count)).code;
async function lastLink(request: APIRequestContext, to: string, count: number): Promise<string> {
  const link = (await lastMessage(request, to, count)).link;
  if (!link) throw new Error(`the last message to ${to} has no link`);
  return link;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const advanceClock = (request: APIRequestContext, ms: number) => request.post(`${ssoUrl()}/__clock`, { data: { advanceMs: ms }, headers: faultKey() });
const resetClock = (request: APIRequestContext) => request.delete(`${ssoUrl()}/__clock`, { headers: faultKey() });

/** From the SSO's sign-in page: 'Lupa kata sandi?' → the site's page → a code to `email`. */
async function startForgot(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
  await page.waitForURL(`${baseUrl()}/lupa-kata-sandi`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa Kata Sandi' })).toBeVisible();
  await page.getByLabel('Email atau No. Handphone').fill(email);
  await page.getByRole('button', { name: 'Kirim Kode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kode verifikasi sudah dikirim ke' })).toBeVisible();
}

const codeField = (page: Page) => page.getByLabel('Kode Verifikasi');
async function tryCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

test.describe('forgot password on the site', () => {
  test.afterEach(async ({ request }) => {
    await resetClock(request);
  });

  test('by code end to end: a wrong code, the right one, a new password with its rules, signed in with it; the code cannot be used again', async ({ page, request }) => {
    test.slow();
    const { email, password: oldPassword } = await registerFreshMember(page, 'Lupa');
    await page.context().clearCookies();

    await startForgot(page, email);
    await expect(page.getByRole('button', { name: /^Kirim ulang dalam 0:[0-5]\d$|^Kirim ulang dalam 1:00$/ })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('recovery-code-360.png'), fullPage: true });
    const code = await lastCode(request, email, 1);

    await tryCode(page, wrongFor(code));
    await expect(page.getByRole('alert')).toHaveText('Kode verifikasi salah atau sudah tidak berlaku.');
    await tryCode(page, code);

    const password = page.getByLabel('Kata Sandi Baru', { exact: true });
    await expect(password).toBeVisible();
    const rules = page.getByRole('list', { name: 'Syarat kata sandi' });
    await password.fill('sandi');
    await expect(rules).toContainText('Minimal 8 karakter (belum)');
    await expect(rules).toContainText('Berisi angka (belum)');
    await password.fill('SandiBaru2026');
    await expect(rules).toContainText('Minimal 8 karakter (terpenuhi)');
    await expect(rules).toContainText('Berisi angka (terpenuhi)');
    await page.getByLabel('Ulangi Kata Sandi Baru').fill('SandiBaru2026');
    await page.screenshot({ path: test.info().outputPath('recovery-password-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('recovery-done-360.png'), fullPage: true });

    // The code is spent: the SSO says so (asked as the page would, through the site's /sso).
    const reused = await page.evaluate(
      async ([to, otp]) => {
        const res = await fetch('/sso/v1/forgot_password/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: to, otp }) });
        return { status: res.status, body: (await res.json()) as { message: string } };
      },
      [email, code] as const,
    );
    expect(reused).toEqual({ status: 422, body: expect.objectContaining({ errorCode: 'OTP_USED', message: 'Kode verifikasi ini sudah dipakai. Minta kode baru bila perlu.' }) });

    await page.getByRole('main').getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByLabel('Email atau No. Handphone').fill(email);
    await page.getByLabel('Kata Sandi').fill(oldPassword);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('salah');
    await page.getByLabel('Kata Sandi').fill('SandiBaru2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
    await settled(page);
    await expect(page).toHaveURL(`${baseUrl()}/account`);
  });

  test('an expired code is refused with its own message', async ({ page, request }) => {
    const { email } = await registerFreshMember(page, 'Kedaluwarsa');
    await page.context().clearCookies();
    await startForgot(page, email);
    const code = await lastCode(request, email, 1);
    await advanceClock(request, 5 * 60_000 + 5_000);
    await tryCode(page, code);
    await expect(page.getByRole('alert')).toHaveText('Kode verifikasi sudah kedaluwarsa. Minta kode baru.');
  });

  test('repeated wrong codes lock the code, never the account: a stranger\u2019s guesses leave the member a new code that works (issue 42)', async ({ page, request }) => {
    test.slow();
    const { email } = await registerFreshMember(page, 'Tebak');
    await page.context().clearCookies();
    await startForgot(page, email);
    const first = await lastCode(request, email, 1);
    for (let i = 0; i < 3; i++) {
      await tryCode(page, wrongFor(first));
      await expect(page.getByRole('alert')).toHaveText('Kode verifikasi salah atau sudah tidak berlaku.');
    }
    await tryCode(page, first);
    await expect(page.getByRole('alert')).toHaveText('Terlalu banyak percobaan. Minta kode baru.');
    await page.screenshot({ path: test.info().outputPath('recovery-locked-360.png'), fullPage: true });

    // A stranger keeps guessing across new codes: each code dies after its three tries…
    const ask = (path: string, body: unknown) =>
      page.evaluate(
        async ([p, b]) => (await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
        [path, body] as const,
      );
    for (let n = 2; n <= 4; n++) {
      await advanceClock(request, 61_000);
      expect(await ask('/sso/v1/forgot_password/send', { email })).toBe(200);
      const guessed = await lastCode(request, email, n);
      for (let i = 0; i < 3; i++) expect(await ask('/sso/v1/forgot_password/check', { email, otp: wrongFor(guessed) })).toBe(422);
    }
    // …and the member's own new code still works: no day-long lock.
    await advanceClock(request, 61_000);
    expect(await ask('/sso/v1/forgot_password/send', { email })).toBe(200);
    const mine = await lastCode(request, email, 5);
    await tryCode(page, mine);
    await expect(page.getByLabel('Kata Sandi Baru', { exact: true })).toBeVisible();
  });
});

test('verifying the stored e-mail from the account page', async ({ page, request }) => {
  test.slow();
  const { email } = await registerFreshMember(page, 'Verif');
  await page.goto('/account');
  await expect(page.getByText('Akun belum terverifikasi')).toBeVisible();
  await page.getByRole('link', { name: 'Verifikasi email atau nomor handphone' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/account/setting`);
  const area = page.locator('[data-remote-area="account"]');
  const emailForm = area.getByRole('region', { name: 'Email' });
  await expect(emailForm.getByText('(belum terverifikasi)', { exact: false })).toBeVisible();
  await emailForm.getByRole('button', { name: 'Verifikasi Email' }).click();
  // Masked: the first two letters and at most eight stars.
  await expect(emailForm.getByText(new RegExp(`^Kode verifikasi telah dikirim ke ${email.slice(0, 2)}\\*{8}@contoh\\.id\\. Kode berlaku 10 menit\\.$`))).toBeVisible();
  await expect(emailForm.getByRole('button', { name: /^Kirim ulang dalam / })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('recovery-verify-360.png'), fullPage: true });
  const code = await lastCode(request, email, 1);
  await emailForm.getByLabel('Kode Verifikasi').fill(wrongFor(code));
  await emailForm.getByRole('button', { name: 'Konfirmasi Kode' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('Kode verifikasi salah. Periksa kembali kode yang kami kirim.');
  await emailForm.getByLabel('Kode Verifikasi').fill(code);
  await emailForm.getByRole('button', { name: 'Konfirmasi Kode' }).click();
  await expect(emailForm.getByText('(terverifikasi)', { exact: false })).toBeVisible();
  await expect(emailForm.getByRole('button', { name: 'Verifikasi Email' })).toHaveCount(0);
  // It persists, and the account counts as verified (spec §4): the overview says so.
  await page.goto('/account');
  await expect(page.getByText('Akun terverifikasi')).toBeVisible();
});

test("sign-up says at once that an e-mail is registered, and shows every invalid field together keeping what was typed", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByRole('link', { name: 'Daftar' }).click();
  await page.getByLabel('Email', { exact: true }).fill('demo@myvalue.id');
  await page.getByLabel('Kata Sandi', { exact: true }).click(); // leaving the field checks it
  await expect(page.locator('#email-error')).toHaveText('Email sudah terdaftar. Silakan masuk atau gunakan Lupa kata sandi.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Kata Sandi', { exact: true }).fill('Sandiku12');
  await page.getByLabel('Ulangi Kata Sandi').fill('Sandiku13');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.locator('#form-error')).toHaveText('Periksa kembali data yang kamu isi.');
  await expect(page.locator('#firstName-error')).toHaveText('Nama depan wajib diisi');
  await expect(page.locator('#passwordConfirm-error')).toHaveText('Konfirmasi kata sandi tidak sama');
  await expect(page.locator('#tnc-error')).toHaveText('Kamu harus menyetujui Syarat & Ketentuan');
  await expect(page.locator('#email-error')).toHaveText('Email sudah terdaftar. Silakan masuk atau gunakan Lupa kata sandi.');
  // Nothing typed is lost, the passwords included (checked before sending).
  await expect(page.getByLabel('Kata Sandi', { exact: true })).toHaveValue('Sandiku12');
  await expect(page.getByLabel('Nama Depan')).toBeFocused();
  // The terms: a link, and a tap target of at least 44 px for the checkbox and the link.
  const terms = page.getByRole('link', { name: 'Syarat & Ketentuan MyValue' });
  await expect(terms).toHaveAttribute('href', `${baseUrl()}/terms`);
  for (const box of [await page.locator('#tnc-label').boundingBox(), await terms.boundingBox()]) expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('recovery-register-360.png'), fullPage: true });
});

test('a broken set-password link explains itself', async ({ page }) => {
  await page.goto(`/atur-kata-sandi?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Kata Sandi' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Tautan tidak valid. Periksa kembali tautan yang kamu buka atau minta tautan baru.');
  await page.screenshot({ path: test.info().outputPath('recovery-link-360.png'), fullPage: true });
});

test.describe('a member without a password (social sign-in)', () => {
  test.afterEach(async ({ request }) => {
    await resetClock(request);
  });

  test('sets one by the link from settings: an expired link is refused, a fresh one sets it once, and they sign in with it', async ({ page, browser, request }) => {
    test.slow();
    const email = `tanpa-sandi-${Date.now()}-${process.pid}@contoh.id`;
    await page.goto('/');
    await throughGoogle(page, email);
    await expect(page.getByRole('heading', { name: 'Lengkapi pendaftaran' })).toBeVisible();
    await page.getByLabel(/Saya menyetujui/).check();
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
    await settled(page);

    const sendLink = async () => {
      await page.goto('/account/setting');
      const create = page.getByRole('region', { name: 'Buat Kata Sandi' });
      await create.getByRole('button', { name: 'Kirim Tautan Buat Kata Sandi' }).click();
      await expect(create.getByRole('status')).toContainText('Tautan untuk membuat kata sandi telah dikirim ke');
      await expect(create.getByRole('status')).toContainText('berlaku 30 menit dan hanya dapat dipakai sekali');
    };
    await sendLink();
    await page.screenshot({ path: test.info().outputPath('recovery-set-password-sent-360.png'), fullPage: true });
    const first = await lastLink(request, email, 1);
    expect(new URL(first).pathname).toBe('/atur-kata-sandi');

    // Half an hour later (on the stand-in's clock) the link has expired; opened as from a
    // mail app, in a browser without the member's session.
    await advanceClock(request, 30 * 60_000 + 5_000);
    const mail = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 }, locale: 'id-ID' });
    try {
      const opened = await mail.newPage();
      await opened.goto(first);
      await expect(opened.getByRole('alert')).toHaveText('Tautan ini sudah kedaluwarsa. Minta tautan baru.');
    } finally {
      await mail.close();
    }

    // Signed in again with Google (the session's tokens are old on the moved clock), a new link.
    await page.context().clearCookies();
    await page.goto('/');
    await throughGoogle(page, email);
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
    await settled(page);
    await sendLink();
    const fresh = await lastLink(request, email, 2);
    expect(fresh).not.toBe(first);

    await page.goto(fresh);
    await expect(page.getByRole('heading', { level: 1, name: 'Buat Kata Sandi' })).toBeVisible();
    await expect(page.getByText(`Buat kata sandi untuk akun`)).toBeVisible();
    await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('SandiSosial2026');
    await page.getByLabel('Ulangi Kata Sandi Baru').fill('SandiSosial2026');
    await page.screenshot({ path: test.info().outputPath('recovery-set-password-form-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Buat Kata Sandi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kata sandi berhasil dibuat.' })).toBeVisible();

    // Single use: the same link again is refused.
    await page.goto(fresh);
    await expect(page.getByRole('alert')).toHaveText('Tautan ini sudah dipakai. Minta tautan baru bila perlu.');
    // Settings now offer a password change, not a link.
    await page.goto('/account/setting');
    await expect(page.getByRole('region', { name: 'Buat Kata Sandi' })).toHaveCount(0);

    // Signed out, they sign in with the e-mail and the new password.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
    await page.getByLabel('Email atau No. Handphone').fill(email);
    await page.getByLabel('Kata Sandi').fill('SandiSosial2026');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
    await settled(page);
    await expect(page.locator('header').first().getByRole('button', { name: /Sari/ })).toBeVisible();
  });
});
