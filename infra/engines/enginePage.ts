// One page in one engine, with the few things the engine tests do: open, reload, go back,
// run a function in the page, click and type (real input events, as the engine's own
// automation makes them), take a screenshot. Three ways in, one interface, so the member's
// day (memberDay.ts) is written once: Chromium through Playwright (infra/chromium.ts),
// Firefox ESR through puppeteer-core over WebDriver BiDi (infra/firefox.ts), WebKitGTK
// through W3C WebDriver (infra/webkit.ts). Every engine's requests go through the test's
// signal (signal.ts), so each can lose it the same way.
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from '@playwright/test';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { launchFirefox, type FirefoxOptions } from '../firefox';
import { launchWebKit, type WebKitSession } from '../webkit';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. `fn` is sent as source: it must not use anything outside itself. */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click on the element the CSS selector names (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Types into the input the selector names, replacing its value. */
  fill(selector: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** A phone: 360 x 740 CSS px at two device pixels each, the site's first audience. */
export const PHONE = { width: 360, height: 740, deviceScaleFactor: 2 } as const;

/** Chromium: a Playwright context of the suite's browser (Debian's chromium, infra/chromium.ts). */
export async function chromiumPage(browser: PlaywrightBrowser, proxyPort: number): Promise<EnginePage> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // '<-loopback>' takes localhost off Chromium's implicit bypass list: the site is on it.
    proxy: { server: `http://127.0.0.1:${proxyPort}`, bypass: '<-loopback>' },
  });
  const page: PlaywrightPage = await context.newPage();
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    back: async () => void (await page.goBack()),
    url: async () => page.url(),
    // Playwright's evaluate types its argument by what it can serialise; ours is JSON already.
    run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (a: unknown) => R | Promise<R>, arg as unknown),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, text) => page.locator(selector).fill(text),
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    close: () => context.close(),
  };
}

/** Firefox ESR: its own browser per page (the tests need one profile each: proxy, scrollbars). */
export async function firefoxPage(options: FirefoxOptions): Promise<EnginePage> {
  const browser: PuppeteerBrowser = await launchFirefox(options);
  try {
    const page: PuppeteerPage = (await browser.pages())[0] ?? (await browser.newPage());
    // The launch's default viewport reaches only pages opened later, not the first tab.
    await page.setViewport(PHONE);
    return {
      engine: 'firefox',
      goto: async (url) => void (await page.goto(url)),
      reload: async () => void (await page.reload()),
      back: async () => void (await page.goBack()),
      url: async () => page.url(),
      run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (a: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
      click: (selector) => page.locator(selector).click(),
      fill: (selector, text) => page.locator(selector).fill(text),
      screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** W3C WebDriver's name for an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKitGTK: one WebDriver session, the phone-sized browser of infra/webkitBrowser.py. */
export async function webkitPage(proxyPort: number): Promise<EnginePage> {
  const session: WebKitSession = await launchWebKit({ proxyPort });
  const element = async (selector: string) => {
    const found = await session.call<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    const id = found[ELEMENT];
    if (!id) throw new Error(`WebDriver: no element id for ${selector}`);
    return id;
  };
  // WebDriver's navigation commands wait for the load event; none waits for the app (memberDay.ts does).
  return {
    engine: 'webkit',
    goto: async (url) => void (await session.call('POST', '/url', { url })),
    reload: async () => void (await session.call('POST', '/refresh')),
    back: async () => void (await session.call('POST', '/back')),
    url: () => session.call<string>('GET', '/url'),
    run: (fn, arg) => session.call('POST', '/execute/sync', { script: `return (${fn.toString()})(arguments[0]);`, args: [arg] }),
    click: async (selector) => void (await session.call('POST', `/element/${await element(selector)}/click`)),
    fill: async (selector, text) => {
      const id = await element(selector);
      await session.call('POST', `/element/${id}/clear`);
      await session.call('POST', `/element/${id}/value`, { text });
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await session.call<string>('GET', '/screenshot'), 'base64')),
    close: () => session.close(),
  };
}
