// Debian's chromium driven by Playwright: launching it off the network, counting React
// DOM renderers, and signing the demo member in through the real SSO page.
import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';

export const DEMO = { email: 'demo@myvalue.id', password: 'MyValue123!' };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
}

/** A fresh context: empty cache and storage, the site's locale and zone. */
export async function coldContext(browser: Browser, cookies: Cookie[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', viewport: { width: 1280, height: 800 } });
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/** Turns the HTTP cache off for the page, so every request goes to the server. */
export async function disableCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * A stub React DevTools hook: every React DOM renderer that starts registers with it,
 * so the count is the number of React DOM copies instantiated on the page (must be 1).
 */
export async function installRendererCounter(page: Page): Promise<void> {
  // A string, not a function: tsx's keepNames would put a __name() helper into the
  // function's source that does not exist in the page.
  await page.addInitScript(`(() => {
    const renderers = new Map();
    let id = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer) { id += 1; renderers.set(id, renderer); return id; },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  })();`);
}

export function rendererCount(page: Page): Promise<number> {
  return page.evaluate('window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size') as Promise<number>;
}

/** Signs the demo member in through 'Masuk / Daftar' and the SSO page; returns the site's cookies. */
export async function signInCookies(browser: Browser, siteUrl: string): Promise<Cookie[]> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await page.getByRole('button', { name: 'Masuk / Daftar' }).first().click();
    await page.getByLabel('Email atau No. Handphone').fill(DEMO.email);
    await page.getByLabel('Kata Sandi').fill(DEMO.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.origin === siteUrl && url.pathname !== '/redirect', { timeout: 30_000 });
    const cookies = await context.cookies(siteUrl);
    if (cookies.length === 0) throw new Error('Sign-in left no cookies for the site');
    return cookies;
  } finally {
    await context.close();
  }
}

export function cookieHeader(cookies: Cookie[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
