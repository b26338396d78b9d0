// Browser steps shared by the specs (through fixtures.ts) and the screenshot script: they
// take the site's origin as an argument and need no Playwright Test runner.
import type { Page } from '@playwright/test';

export const DEMO = { email: 'demo@myvalue.id', password: 'MyValue123!' };
export const NEW_MEMBER = { email: 'baru@myvalue.id', password: 'MyValue123!' };

/**
 * Server-rendered markup is visible before it is interactive: wait until the shell has
 * hydrated and every remote area on the page has mounted (or shown its fallback).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.mvHydrated === '1' &&
      [...document.querySelectorAll('[data-remote-area]')].every((el) =>
        ['ready', 'failed'].includes((el as HTMLElement).dataset.remoteState ?? ''),
      ),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Signs in through the site's 'Masuk / Daftar' and the SSO stand-in's page, from the
 * page the browser is on; the site brings the member back there.
 */
export async function signInAt(page: Page, origin: string, account = DEMO): Promise<void> {
  await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
  await page.getByLabel('Email atau No. Handphone').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.origin === origin && url.pathname !== '/redirect');
  await settled(page);
}

/**
 * How far the page is wider than the screen (0 when it fits). A mobile browser widens its
 * layout viewport (and innerWidth) to a page that overflows, so the page is measured
 * against the screen's own width as well as against innerWidth.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return Math.max(0, scrollWidth - Math.min(innerWidth, screenWidth));
}
