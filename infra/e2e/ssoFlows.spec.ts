// Issue 28 items 5 and 6 in a real browser at 360 px against the whole stack: social
// sign-in (a new person registers, a returning one goes straight in, a spent code is
// refused), a browser signed in on the SSO is not shown the form again
// (authorize_logged_in), a bad redirect URI gets a clear page, Back after signing in shows
// no filled sign-in form, and 'Perangkat' lists the member's browsers and signs one out
// (its replayed cookies then get 401 and its next page is signed out).
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, baseUrl, expect, horizontalOverflow, registerFreshMember, settled, signIn, test, throughGoogle } from './fixtures';

const PHONE = { width: 360, height: 780 };
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ssoUrl = () => process.env.E2E_SSO_URL ?? '';
/** A new screen at 360 px: a screenshot to look at, no sideways scrolling, no axe WCAG 2.2 AA violation. */
async function look(page: Page, name: string): Promise<void> {
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${name}: axe`).toEqual([]);
}

test.use({ viewport: PHONE });

const header = (page: Page) => page.locator('header').first();
const signInButton = (page: Page) => page.getByRole('button', { name: 'Masuk / Daftar' }).first();

async function expectSignedInAs(page: Page, name: RegExp): Promise<void> {
  await expect(header(page).getByRole('button', { name })).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
}

test.describe('social sign-in', () => {
  test('a new person registers with Google; returning, they go straight in; their spent code is refused', async ({ page, browser }) => {
    const email = `sari.${Date.now()}@contoh.id`;
    // What the sign-in page asks its service for and does not get (its icon was a 404 in
    // every sign-in's console).
    // (The browser's own icon request is no network event of the page: its console reports it.)
    const missing: string[] = [];
    page.on('console', (message) => {
      const { url } = message.location();
      if (message.type() === 'error' && url.startsWith(ssoUrl())) missing.push(`${message.text()} ${url}`);
    });
    await page.goto('/promo');
    await signInButton(page).click();
    await expect(page.getByRole('button', { name: 'Lanjutkan dengan Facebook' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lanjutkan dengan Apple' })).toBeVisible();
    await look(page, 'sso-signin');
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
    await page.goBack();

    await throughGoogle(page, email);
    await expect(page.getByRole('heading', { name: 'Lengkapi pendaftaran' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByLabel('Nama Depan')).toHaveValue('Sari');
    // Every missing field at once, what was typed kept.
    await page.getByLabel('Nama Depan').fill('');
    await page.getByLabel('No. Handphone (opsional)').fill('0813 1111 2222');
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    await expect(page.getByText('Nama depan wajib diisi')).toBeVisible();
    await expect(page.getByText('Kamu harus menyetujui Syarat & Ketentuan')).toBeVisible();
    await expect(page.getByLabel('No. Handphone (opsional)')).toHaveValue('0813 1111 2222');
    await look(page, 'social-register');
    await page.getByLabel('Nama Depan').fill('Sari');
    await page.getByLabel(/Saya menyetujui/).check();
    await page.getByRole('button', { name: 'Buat Akun' }).click();
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/promo');
    await settled(page);
    await expectSignedInAs(page, /Sari Wulandari/);

    // Returning, in a browser that has never signed in: no registration, straight back.
    const other = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    try {
      const again = await other.newPage();
      await again.goto('/');
      const callbackUrl = await throughGoogle(again, email);
      await again.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/');
      await settled(again);
      await expectSignedInAs(again, /Sari Wulandari/);
      // Back returns to the provider's (spent) consent step: the signed-in browser goes on, no form.
      await again.goBack();
      await again.waitForURL((url) => url.origin === baseUrl());
      await settled(again);
      await expect(again.getByLabel('Email akun Google')).toHaveCount(0);
      await expectSignedInAs(again, /Sari Wulandari/);
      // The code is single use: through the site's /sso proxy, the same code is refused.
      const back = new URL(callbackUrl);
      const replay = await again.request.post('/sso/v1/social_login/token', {
        headers: { origin: baseUrl() },
        data: { provider: 'google', code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      });
      expect(replay.status()).toBe(400);
      expect(await replay.json()).toMatchObject({ errorCode: 'INVALID_GRANT', message: expect.stringContaining('sudah dipakai') });
    } finally {
      await other.close();
    }
  });

  test('the consent page at 360 px, and cancelling it returns to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await signInButton(page).click();
    await page.getByRole('button', { name: 'Lanjutkan dengan Apple' }).click();
    await expect(page.getByRole('heading', { name: /dengan akun Apple/ })).toBeVisible();
    await look(page, 'social-consent');
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByText('Masuk dengan Apple dibatalkan.')).toBeVisible();
    await expect(page.getByLabel('Email atau No. Handphone')).toBeVisible();
  });
});

test.describe('SSO flows', () => {
  test("with an SSO session, 'Masuk / Daftar' signs in without the form", async ({ page, context }) => {
    await page.goto('/');
    await signIn(page, DEMO);
    await expectSignedInAs(page, /Dewi Sartika/);
    // The site forgets the member (its cookies only); the SSO still knows this browser.
    await context.clearCookies({ domain: 'localhost' });
    await page.goto('/promo');
    await expect(signInButton(page)).toBeVisible();
    const forms: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/v1/auth/authorize' && res.status() === 200) forms.push(res.url());
    });
    const loggedIn = page.waitForRequest((r) => r.url().includes('/v1/auth/authorize_logged_in'));
    await signInButton(page).click();
    await loggedIn;
    await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/promo');
    await settled(page);
    await expectSignedInAs(page, /Dewi Sartika/);
    expect(forms).toEqual([]);
  });

  test('a bad redirect URI or client gets a clear page and no redirect', async ({ page }) => {
    const q = (extra: Record<string, string>) =>
      new URLSearchParams({
        response_type: 'code',
        client_id: 'myvalue-web',
        redirect_uri: `${baseUrl()}/redirect`,
        state: 'x',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        ...extra,
      }).toString();
    const bad = await page.goto(`${ssoUrl()}/v1/auth/authorize?${q({ redirect_uri: 'https://jahat.example/redirect' })}`);
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Tautan masuk tidak valid' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Alamat pengalihan (redirect_uri) tidak terdaftar untuk aplikasi ini.');
    expect(new URL(page.url()).origin).toBe(ssoUrl());
    await look(page, 'sso-bad-redirect');
    await page.goto(`${ssoUrl()}/v1/auth/authorize?${q({ client_id: 'aplikasi-asing' })}`);
    await expect(page.getByRole('alert')).toHaveText('Aplikasi tidak dikenal (client_id tidak terdaftar).');
  });

  test('Back after signing in shows no filled sign-in form', async ({ page }) => {
    await page.goto('/promo');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/promo$/);
    await expectSignedInAs(page, /Dewi Sartika/);
    await page.goBack();
    await page.waitForURL((url) => url.origin === baseUrl());
    await settled(page);
    await expect(page.getByLabel('Email atau No. Handphone')).toHaveCount(0);
    await expect(page.getByText('Gagal masuk')).toHaveCount(0);
    await expectSignedInAs(page, /Dewi Sartika/);
  });
});

test.describe('Perangkat', () => {
  async function signedInPhone(browserContext: BrowserContext, account: { email: string; password: string }): Promise<Page> {
    const page = await browserContext.newPage();
    await page.goto('/account/setting');
    await signIn(page, account);
    return page;
  }

  test('lists the browsers with this one marked, and signs another out: its cookies get 401, its next page is signed out', async ({ page, browser, playwright }) => {
    // A member of this test alone: parallel specs sign the seeded ones in elsewhere.
    const member = await registerFreshMember(page, 'Perangkat');
    const phoneContext = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, userAgent: ANDROID_UA, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    try {
      const phone = await signedInPhone(phoneContext, member);
      await expect(phone.getByRole('heading', { name: 'Pengaturan Profil' })).toBeVisible();

      await page.goto('/account/setting');
      const devicesLink = page.getByRole('link', { name: 'Kelola Perangkat' });
      await devicesLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('settings-perangkat-link-360.png') });
      await devicesLink.click();
      await expect(page).toHaveURL(/\/account\/setting\/perangkat$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Perangkat' })).toBeVisible();
      const current = page.locator('[data-testid="web-session"][data-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current.getByText('Perangkat ini')).toBeVisible();
      await expect(current.getByRole('heading', { name: /^Chrome di / })).toBeVisible();
      const android = page.locator('[data-testid="web-session"][data-current="false"]').filter({ has: page.getByRole('heading', { name: 'Chrome di Android' }) });
      await expect(android).toHaveCount(1);
      await expect(android.getByText('Ponsel · MyValue Web')).toBeVisible();
      await look(page, 'perangkat');

      const copy = (await phoneContext.cookies(baseUrl())).filter((c) => c.name === 'access-token' || c.name === 'refresh-token');
      expect(copy).toHaveLength(2);

      await android.getByRole('button', { name: 'Keluarkan Chrome di Android' }).click();
      const dialog = page.getByRole('dialog', { name: 'Keluarkan perangkat?' });
      await expect(dialog).toBeVisible();
      await look(page, 'perangkat-confirm');
      await dialog.getByRole('button', { name: 'Keluarkan' }).click();
      await expect(page.getByText('Chrome di Android sudah dikeluarkan dari akunmu.')).toBeVisible();
      await expect(android).toHaveCount(0);

      // The phone's cookies, replayed as they were: refused, nothing refreshes.
      const replay = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { cookie: copy.map((c) => `${c.name}=${c.value}`).join('; ') } });
      try {
        expect((await replay.get('/sso/v1/user')).status()).toBe(401);
        expect((await replay.get('/webapi/session/refresh')).status()).toBe(401);
      } finally {
        await replay.dispose();
      }
      // The phone's next page: signed out (spec §4: from /account… to /), no member data.
      await phone.goto('/account/poin');
      await expect(phone).toHaveURL(`${baseUrl()}/`);
      await expect(signInButton(phone)).toBeVisible();
      expect(await phone.content()).not.toContain('"status":"member"');
      // And its browser is not signed straight back in by the SSO: the form is asked for.
      await signInButton(phone).click();
      await expect(phone.getByLabel('Email atau No. Handphone')).toBeVisible();
      // This browser goes on.
      await page.reload();
      await expect(page.locator('[data-testid="web-session"][data-current="true"]')).toHaveCount(1);
      await expect(page.getByText('Tidak ada perangkat lain yang sedang masuk ke akunmu.')).toBeVisible();
    } finally {
      await phoneContext.close();
    }
  });
});
