// A signed-in member while the SSO does not answer (issue 32), with the stack's fault
// switch on the SSO stand-in: down (every connection dropped, then the BFF's breaker open)
// and slow (past the BFF's time-out). The member gets their pages, public content in full,
// their own parts marked 'Data akun sementara tidak dapat dimuat' with 'Coba Lagi', never
// 'Terjadi Kesalahan'; they stay signed in, and once the SSO is back 'Coba Lagi' brings
// their account back without signing in again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { signInAt } from './journeys';
import { startStackProcess, type StackProcess } from './stackProcess';

const PHONE = { width: 360, height: 740 };
const UNAVAILABLE = 'Data akun sementara tidak dapat dimuat';

test.describe('a member through an SSO outage', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: StackProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-sso-outage-'));
    stack = await startStackProcess({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      faults: true,
      // A short time-out keeps the 'slow' case quick; the rule is the same at 8 s.
      env: { UPSTREAM_TIMEOUT_MS: '1500' },
    });
  });

  test.afterAll(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const faults = () => ({ 'x-fault-token': stack.faultToken ?? '' });
  const setFault = async (page: Page, rule: Record<string, unknown>) => {
    const res = await page.request.post(`${stack.ssoUrl}/__faults`, { headers: faults(), data: rule });
    expect(res.status()).toBe(201);
  };
  const clearFaults = (page: Page) => page.request.delete(`${stack.ssoUrl}/__faults`, { headers: faults() });

  /** A page the member opens during the outage: answered 200 with its content, their parts unavailable. */
  async function expectDegraded(page: Page, pathname: string): Promise<void> {
    const res = await page.goto(`${stack.url}${pathname}`);
    expect(res?.status()).toBe(200);
    await settled(page);
    await expect(page).toHaveURL(`${stack.url}${pathname}`);
    await expect(page.getByRole('heading', { name: 'Terjadi Kesalahan' })).toHaveCount(0);
    await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coba Lagi' }).first()).toBeVisible();
    // Still signed in as far as the site goes: no 'Masuk / Daftar', no 'session ended'.
    await expect(page.getByRole('button', { name: 'Masuk / Daftar' })).toHaveCount(0);
    await expect(page.getByText('Sesi kamu telah berakhir')).toHaveCount(0);
    // Nothing of the BFF's insides in the page.
    const html = await res!.text();
    expect(html).not.toMatch(/circuit|Upstream |timed out|unreachable|\/v1\/auth\/introspect/);
  }

  test('SSO down: public pages in full, member pages marked unavailable, still signed in; Coba Lagi once it is back', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto(`${stack.url}/promo`);
    await settled(page);
    await signInAt(page, stack.url);
    await setFault(page, { route: '/v1', drop: true });
    try {
      await expectDegraded(page, '/promo');
      // Public content is all there: the promo list.
      await expect(page.locator('[data-remote-area="catalog"] a[href^="/promo/"]').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('sso-down-promo-360.png') });
      await expectDegraded(page, '/account/poin');
      await expect(page.getByRole('heading', { level: 1, name: 'Poin Saya' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('sso-down-account-360.png') });
      // Many more requests open the BFF's breaker: answered at once, still nothing inside.
      for (let i = 0; i < 12; i += 1) await page.request.get(`${stack.url}/webapi/session`);
      const session = await page.request.get(`${stack.url}/webapi/session`);
      expect(session.status()).toBe(503);
      expect(await session.text()).not.toMatch(/127\.0\.0\.1|circuit|Upstream /);
      await expectDegraded(page, '/');
      const cookies = (await page.context().cookies()).map((c) => c.name);
      expect(cookies).toEqual(expect.arrayContaining(['access-token', 'refresh-token']));
      // 'Coba Lagi' while it is still down: the notice stays, nothing is ended.
      await page.getByRole('button', { name: 'Coba Lagi' }).first().click();
      await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
    } finally {
      await clearFaults(page);
    }
    // Back: after the breaker's reset, 'Coba Lagi' brings the member's page without a sign-in.
    await page.goto(`${stack.url}/account/poin`);
    await settled(page);
    await expect(async () => {
      if (await page.getByText(UNAVAILABLE).count()) await page.getByRole('button', { name: 'Coba Lagi' }).first().click();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Masuk / Daftar' })).toHaveCount(0);
    await expect(page.locator('[data-remote-area="account"]')).toBeVisible();
  });

  test('SSO slow: past the time-out the page comes with the member parts unavailable, and the session stays', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto(`${stack.url}/event`);
    await settled(page);
    await signInAt(page, stack.url);
    await setFault(page, { route: '/v1', latencyMs: 5_000 });
    try {
      await expectDegraded(page, '/event');
      await expect(page.locator('[data-remote-area="events"] a[href^="/event/"]').first()).toBeVisible();
      await expectDegraded(page, '/account');
    } finally {
      await clearFaults(page);
    }
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).toEqual(expect.arrayContaining(['access-token', 'refresh-token']));
    // The SSO answering again: the next page is the member's own, no sign-in needed.
    await expect(async () => {
      await page.goto(`${stack.url}/account`);
      await settled(page);
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Masuk / Daftar' })).toHaveCount(0);
  });
});
