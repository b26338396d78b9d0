// Shared e2e helpers: the stack's URLs, sign-in through the SSO stand-in's real page,
// and counting React DOM renderers.
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO, settled, signInAt } from './journeys';

export { DEMO, NEW_MEMBER, horizontalOverflow, settled } from './journeys';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set: run through playwright.config.ts');
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
