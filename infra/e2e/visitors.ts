// The browsers the page-by-page specs open: a phone (360×740, touch) or a desktop window,
// in Indonesian and Jakarta time, signed out or signed in as the demo member.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO, baseUrl } from './fixtures';
import { settled, signInAt } from './journeys';

export const SIZES = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const satisfies Record<string, BrowserContextOptions>;
export type Size = keyof typeof SIZES;

export function visitorContext(browser: Browser, size: Size): Promise<BrowserContext> {
  return browser.newContext({ ...SIZES[size], locale: 'id-ID', timezoneId: 'Asia/Jakarta', baseURL: baseUrl() });
}

/**
 * A browser signed in as the demo member through the SSO's page, with a session of its own.
 * Never a copy of another context's cookies: the BFF rotates the refresh token it seals in
 * them, and a copy that presents the rotated-away token is a reuse the SSO answers by
 * revoking the session (every copy signed out mid-suite).
 */
export async function memberContext(browser: Browser, size: Size): Promise<BrowserContext> {
  const context = await visitorContext(browser, size);
  const page = await context.newPage();
  try {
    await open(page, '/');
    await signInAt(page, baseUrl(), DEMO);
  } catch (error) {
    await context.close();
    throw error;
  } finally {
    if (!page.isClosed()) await page.close();
  }
  return context;
}

/** Opens a path and waits until the page is interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}
