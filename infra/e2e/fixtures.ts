// Shared e2e helpers: the stack's URLs, sign-in through the SSO stand-in's real page,
// and counting React DOM renderers.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO, settled, signInAt } from './journeys';

export { DEMO, NEW_MEMBER, horizontalOverflow, settled } from './journeys';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set: run through playwright.config.ts');
  return url;
}

/** The local backend (Content API) of this run, for slugs and seeded data. */
export function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL not set: run through playwright.config.ts');
  return url;
}

export const test = base.extend({
  // Every test's relative page.goto('/x') goes to the stack of this run.
  baseURL: async ({}, use) => use(baseUrl()),
  // page.goto, reload, goBack and goForward return once the page is interactive, not
  // merely painted: the app starts after the first screen has painted (afterFirstScreen),
  // which can be after the load event. (Without JavaScript nothing hydrates.)
  page: async ({ page, javaScriptEnabled }, use) => {
    type Load = Awaited<ReturnType<Page['goto']>>;
    const interactive = async (response: Load): Promise<Load> => {
      // Only the site's own pages hydrate (not the SSO's sign-in page a redirect may land on).
      const ours = new URL(page.url()).origin === baseUrl();
      if (javaScriptEnabled && ours && response?.headers()['content-type']?.includes('text/html')) await settled(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    page.goto = async (url, options) => interactive(await goto(url, options));
    page.reload = async (options) => interactive(await reload(options));
    page.goBack = async (options) => interactive(await goBack(options));
    page.goForward = async (options) => interactive(await goForward(options));
    await use(page);
  },
});

export { expect };

/**
 * The signed-in member's points as the SSO has them now, formatted as the site shows them
 * ('12.500'): specs on the suite's stack redeem as the demo member (engines, offline
 * wallet), so the seed's 12.500 is only what a fresh stack starts with.
 */
export async function memberPoints(page: Page): Promise<{ point: number; shown: string }> {
  const { point } = (await (await page.request.get('/sso/v1/point')).json()) as { point: number };
  return { point, shown: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(point) };
}

/** Counts React DOM renderers registering with the devtools hook (must be 1). */
export async function installRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        id += 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export async function rendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size),
  );
}

/**
 * Signs in through the site's 'Masuk / Daftar' and the SSO stand-in's page, from the
 * page the test is on; the site brings the member back there.
 */
export function signIn(page: Page, account = DEMO): Promise<void> {
  return signInAt(page, baseUrl(), account);
}

let seq = 0;

export interface FreshMemberOptions {
  lastName?: string;
  /** A friend's code, typed in 'Kode Referral (opsional)'. */
  referralCode?: string;
  /** Start from the page the test is on (and come back to it) instead of the home page. */
  fromHere?: boolean;
}

/**
 * Registers a new member through the SSO stand-in's registration page (reached from the
 * site's 'Masuk / Daftar') and comes back signed in. Returns the member's data. Tests that
 * change a member's data use one, so the demo data stays as seeded for the other suites.
 */
export async function registerFreshMember(
  page: Page,
  firstName = 'Rahma',
  opts: FreshMemberOptions = {},
): Promise<{ email: string; password: string; firstName: string; lastName: string }> {
  seq += 1;
  const member = {
    email: `akun-e2e-${Date.now()}-${process.pid}-${seq}@contoh.id`,
    password: 'Rahasia123',
    firstName,
    lastName: opts.lastName ?? 'Uji',
  };
  if (!opts.fromHere) await page.goto('/');
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByRole('link', { name: 'Daftar' }).click();
  await page.getByLabel('Nama Depan').fill(member.firstName);
  await page.getByLabel('Nama Belakang').fill(member.lastName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(member.password);
  await page.getByLabel('Ulangi Kata Sandi').fill(member.password);
  if (opts.referralCode) await page.getByLabel('Kode Referral (opsional)').fill(opts.referralCode);
  await page.getByLabel('Saya menyetujui Syarat & Ketentuan MyValue').check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
  await settled(page);
  return member;
}

/**
 * 'Masuk / Daftar' → the SSO page → 'Lanjutkan dengan Google' → the stand-in's consent
 * page, confirmed for `email`. Returns the provider callback's URL (to replay it).
 */
export async function throughGoogle(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click();
  await expect(page.getByRole('heading', { name: /dengan akun Google/ })).toBeVisible();
  await page.getByLabel('Email akun Google').fill(email);
  await page.getByLabel('Nama depan').fill('Sari');
  await page.getByLabel('Nama belakang (opsional)').fill('Wulandari');
  const callback = page.waitForRequest((r) => r.url().includes('/v1/social_login/callback'));
  await page.getByRole('button', { name: 'Izinkan' }).click();
  return (await callback).url();
}

/** Console errors and warnings of a page (hydration mismatches are reported there). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
