// Shared e2e helpers: the stack's URLs, sign-in through the SSO stand-in's real page,
// and counting React DOM renderers.
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@myvalue.id', password: 'MyValue123!' };
export const NEW_MEMBER = { email: 'baru@myvalue.id', password: 'MyValue123!' };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set: run through playwright.config.ts');
  return url;
}

export const test = base.extend({
  // Every test's relative page.goto('/x') goes to the stack of this run.
  baseURL: async ({}, use) => use(baseUrl()),
});

export { expect };

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
export async function signIn(page: Page, account = DEMO): Promise<void> {
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByLabel('Email atau No. Handphone').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.origin === baseUrl() && url.pathname !== '/redirect');
}
