// Issue 42 item 2 in real Chromium: a page on another site (127.0.0.2, neither the site's
// localhost nor the SSO's 127.0.0.1) auto-posts the attacker's e-mail and password to the
// SSO's sign-in form. Before the fix the victim's browser kept the attacker's SSO session
// and the victim's next 'Masuk / Daftar' went straight in as the attacker. Now the SSO
// refuses a form it did not show this browser (sso/formGuard.ts) and starts no session.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, NEW_MEMBER, baseUrl, expect, settled, signIn, test } from './fixtures';

const ssoUrl = () => process.env.E2E_SSO_URL ?? '';

let attacker: http.Server;
let attackerUrl = '';

test.beforeAll(async () => {
  // The attacker's page: a form to the SSO with the attacker's own credentials, sent on load.
  attacker = http.createServer((_req, res) => {
    const fields: Record<string, string> = {
      response_type: 'code',
      client_id: 'myvalue-web',
      redirect_uri: `${baseUrl()}/redirect`,
      state: 'penyerang',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      username: NEW_MEMBER.email,
      password: NEW_MEMBER.password,
    };
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="id"><title>Hadiah gratis</title><h1>Selamat! Kamu menang</h1><form id="f" method="post" action="${ssoUrl()}/v1/auth/authorize">${inputs}</form><script>document.getElementById('f').submit()</script></html>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.2', resolve));
  attackerUrl = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}/hadiah`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
});

const signInButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Masuk / Daftar' }).first();

test('a cross-site auto-posted sign-in leaves the victim signed out, and the victim signs in as themselves', async ({ page }) => {
  await page.goto('/');
  await expect(signInButton(page)).toBeVisible();
  // The victim opens the attacker's page; it posts to the SSO at once.
  const posted = page.waitForResponse((res) => res.url().startsWith(`${ssoUrl()}/v1/auth/authorize`) && res.request().method() === 'POST');
  await page.goto(attackerUrl);
  const answer = await posted;
  const planted = (await answer.allHeaders())['set-cookie'] ?? '';

  // The victim's next 'Masuk / Daftar' shows the form: no one's session was planted.
  await page.goto('/');
  await signInButton(page).click();
  await expect(page.getByLabel('Email atau No. Handphone')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/v1/auth/authorize');
  const ssoCookies = (await page.context().cookies(ssoUrl())).map((c) => c.name);
  expect(ssoCookies).not.toContain('mv_sso_session');
  expect(planted).not.toContain('mv_sso_session=');
  expect(answer.status()).toBe(403);

  // The form the SSO showed this browser works (the SameSite=Strict pre-session reaches it).
  await page.goto('/');
  await signIn(page, DEMO);
  await settled(page);
  await expect(page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseUrl());
});
