// Browser steps shared by the specs (through fixtures.ts) and the screenshot script: they
// take the site's origin as an argument and need no Playwright Test runner.
import type { Page } from '@playwright/test';

export const DEMO = { email: 'demo@myvalue.id', password: 'MyValue123!' };
export const NEW_MEMBER = { email: 'baru@myvalue.id', password: 'MyValue123!' };

/**
 * Server-rendered markup is visible before it is interactive: wait until the shell has
 * hydrated and every remote area on the page has mounted (or shown its fallback). A home
 * widget far below the viewport stays 'deferred' until the visitor scrolls near it.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.mvHydrated === '1' &&
      [...document.querySelectorAll('[data-remote-area]')].every((el) =>
        ['ready', 'failed', 'deferred'].includes((el as HTMLElement).dataset.remoteState ?? ''),
      ),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Wakes every deferred home widget as a visitor does: scrolled to and touched (a
 * server-rendered widget hydrates on a first touch, hover or focus; one the browser renders
 * loads when near the viewport). Waits until all mounted, back to the top.
 */
export async function revealDeferred(page: Page): Promise<void> {
  const deferred = page.locator('[data-remote-state="deferred"]');
  for (let step = 0; step < 12 && (await deferred.count()) > 0; step += 1) {
    const area = await deferred.first().elementHandle();
    if (!area) break;
    await area.scrollIntoViewIfNeeded();
    await area.hover();
    // The area hydrates, or is replaced by the widget's outlet.
    await page.waitForFunction((el) => !el.isConnected || (el as HTMLElement).dataset.remoteState !== 'deferred', area, { timeout: 10_000 });
    await settled(page);
  }
  const left = await deferred.count();
  if (left > 0) throw new Error(`${left} home widget(s) stayed deferred after scrolling to and touching them`);
  await page.evaluate(() => window.scrollTo(0, 0));
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
