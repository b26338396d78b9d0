// A member of one test's own with points to spend: the demo member's balance (12.500) is
// what other suites read, so no test spends it.
import { OutboxSchema } from 'shared-contracts/schemas';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { baseUrl, expect, registerFreshMember } from './fixtures';

/**
 * A member with points but no vouchers: member A registers and creates a referral code,
 * member B registers with it, verifies and takes a free event ticket; both earn referral
 * points. Returns B's page, signed in.
 */
export async function fundedMember(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const referrerContext = await browser.newContext({ baseURL: baseUrl(), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const referrer = await referrerContext.newPage();
  await referrer.goto('/promo');
  await registerFreshMember(referrer, 'Uji', { lastName: 'Katalog', fromHere: true });
  // A hand-made request, so it carries the Origin a browser would (the BFF refuses it without).
  const created = await referrer.request.post('/api/v1/users/referral/code', { headers: { origin: baseUrl() } });
  expect(created.ok()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  await referrerContext.close();

  const context = await browser.newContext({ ...options, baseURL: baseUrl(), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  await page.goto('/promo');
  const { email } = await registerFreshMember(page, 'Uji', { lastName: 'Katalog', referralCode: code, fromHere: true });
  // The referral's points come once the new member has verified an address (issue 32) and
  // made a first redeem (issue 42): a free event's ticket, so vouchers stay empty.
  await verifyEmail(page, email);
  const festival = (await (await page.request.get('/api/v1/events/slug/festival-literasi-jakarta')).json()) as { id: number };
  const ticket = await page.request.post('/api/v1/events/buy', {
    headers: { origin: baseUrl() },
    data: { eventId: festival.id, pointUsed: 0, registrationData: [{ name: 'Uji Katalog', phone: '081234567890', email }] },
  });
  expect(ticket.status()).toBe(201);
  return { page, close: () => context.close() };
}

/** Verifies the signed-in member's e-mail as the account page does, with the code from the SSO's outbox. */
async function verifyEmail(page: Page, email: string): Promise<void> {
  const headers = { origin: baseUrl() };
  expect((await page.request.post('/sso/v1/verification/send', { data: { channel: 'email' }, headers })).ok()).toBe(true);
  const box = OutboxSchema.parse(await (await page.request.get(`${process.env.E2E_SSO_URL ?? ''}/__outbox?to=${encodeURIComponent(email)}`)).json());
  const otp = box.results.at(-1)?.code ?? '';
  expect((await page.request.post('/sso/v1/verification/check', { data: { channel: 'email', otp }, headers })).ok()).toBe(true);
}
