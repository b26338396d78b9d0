// The home page's sections are in the server's HTML (issue 30): with JavaScript off a
// visitor, a member and a search engine get every section's cards and links; with
// JavaScript on a phone, no section is ever a loading placeholder while the visitor
// scrolls, and each section's parcel hydrates the server's markup without asking for its
// data again and without mismatch.
import type { Browser, Cookie, Page } from '@playwright/test';
import { HOME_WIDGETS, STRINGS } from 'shared-contracts/core';
import { PHONE_DEVICE, throttleAsPhone } from '../phone/phoneProfile';
import { collectProblems, DEMO, expect, settled, signIn, test } from './fixtures';

/** Links of each home section, as its cards lead into the site. */
async function sectionLinks(page: Page): Promise<Record<string, number>> {
  const count = (section: string, prefix: string) => page.locator(`[data-section="${section}"] a[href^="${prefix}"]`).count();
  return {
    promos: (await count('favorite-promos', '/promo/')) + (await count('newest-promos', '/promo/')),
    categories: await count('categories', '/category/'),
    events: await count('upcoming-events', '/event/'),
    campaigns: await count('campaigns', '/campaign/'),
    merchants: await count('merchants', '/merchant/'),
    articles: await count('latest-articles', '/article/'),
  };
}

async function withoutJavaScript<T>(browser: Browser, cookies: Cookie[], look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...PHONE_DEVICE, javaScriptEnabled: false });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    // Every remote with a home section rendered its widgets on the server.
    expect(res?.headers()['x-mv-ssr']).toBe('catalog=server,events=server');
    return await look(page);
  } finally {
    await context.close();
  }
}

async function expectSectionsInHtml(page: Page): Promise<void> {
  const links = await sectionLinks(page);
  expect(links.promos, JSON.stringify(links)).toBeGreaterThanOrEqual(8);
  expect(links.categories, JSON.stringify(links)).toBeGreaterThanOrEqual(4);
  expect(links.events, JSON.stringify(links)).toBeGreaterThanOrEqual(2);
  expect(links.campaigns, JSON.stringify(links)).toBeGreaterThanOrEqual(1);
  expect(links.merchants, JSON.stringify(links)).toBeGreaterThanOrEqual(2);
  expect(links.articles, JSON.stringify(links)).toBeGreaterThanOrEqual(2);
  // No section is a placeholder: no loading text, nothing busy.
  const main = page.locator('main');
  await expect(main.getByText(STRINGS.loading)).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const w of HOME_WIDGETS) await expect(page.locator(`[data-section="${w.id}"] h2`)).toHaveText(w.title);
}

test.describe('the home page without JavaScript', () => {
  test("a visitor gets every section's cards and links, and from the page cache too", async ({ browser, request }) => {
    await withoutJavaScript(browser, [], async (page) => {
      await expectSectionsInHtml(page);
      await page.screenshot({ path: test.info().outputPath('home-ssr-nojs-360.png'), fullPage: true });
      // A plain link leads into the site without any script.
      const promo = page.locator('[data-section="favorite-promos"] a[href^="/promo/"]').first();
      const href = await promo.getAttribute('href');
      await promo.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
    // The anonymous page cache serves the same sections.
    const first = await request.get('/');
    const again = await request.get('/');
    expect(again.headers()['x-mv-cache']).toMatch(/hit|stale/);
    const html = await again.text();
    expect(html.match(/href="\/promo\/[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(first.headers()['x-mv-ssr']).toBe('catalog=server,events=server');
  });

  test("a member gets the same sections and their greeting, and nothing of theirs reaches a visitor's cached page", async ({ browser, page, request }) => {
    await page.goto('/');
    await signIn(page, DEMO);
    const cookies = await page.context().cookies();
    const memberName = await withoutJavaScript(browser, cookies, async (memberPage) => {
      await expectSectionsInHtml(memberPage);
      const greeting = (await memberPage.getByText(/^Hai, /).first().innerText()).replace(/^Hai, |!$/g, '');
      expect(greeting.length).toBeGreaterThan(1);
      return greeting;
    });
    const anonymous = await (await request.get('/', { headers: { cookie: '' } })).text();
    expect(anonymous).not.toContain(`Hai, ${memberName}!`);
    expect(anonymous).toContain('Masuk / Daftar');
  });
});

test.describe('the home page with JavaScript', () => {
  test('scrolled past, the sections stay server markup whose links navigate in the app; touched, each hydrates in place: no warnings, no refetch', async ({ page }) => {
    const problems = collectProblems(page);
    const dataCalls: string[] = [];
    const widgetScripts: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/(promos|merchants|categories|events|campaigns|articles|banners)/.test(r.url())) dataCalls.push(r.url());
      if (r.resourceType() === 'script' && r.url().includes('/remotes/')) widgetScripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await settled(page);
    // Scrolled through without touching: nothing of the remotes loads, the markup stays the server's.
    for (const w of HOME_WIDGETS) await page.locator(`[data-section="${w.id}"]`).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    for (const w of HOME_WIDGETS) await expect(page.locator(`[data-section="${w.id}"] [data-remote-area="${w.remote}"]`), w.id).toHaveAttribute('data-remote-state', 'deferred');
    expect(widgetScripts).toEqual([]);
    // A card's link in that markup navigates in the app (no new document): the shell routes it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('[data-section="merchants"] a[href^="/merchant/"]').first().click();
    await expect(page).toHaveURL(/\/merchant\/[^/]+$/);
    // Right after the click the merchant page's area may not exist yet: its files are still loading.
    await expect(page.locator('[data-remote-area="catalog"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // A fresh home page: each section hydrates its island when the visitor touches it.
    await page.goto('/');
    await settled(page);
    dataCalls.length = 0;
    for (const w of HOME_WIDGETS) {
      const area = page.locator(`[data-section="${w.id}"] [data-remote-area="${w.remote}"]`);
      await area.scrollIntoViewIfNeeded();
      await area.hover();
      await expect(area, w.id).toHaveAttribute('data-remote-state', 'ready', { timeout: 20_000 });
      await expect(area.locator(`[data-remote-island="${w.remote}:${w.widget}"]`), w.id).toHaveCount(1);
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(dataCalls).toEqual([]);
    // Hydrated, a card's link is the parcel's own <Link>: still no reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('[data-section="merchants"] a[href^="/merchant/"]').first().click();
    await expect(page).toHaveURL(/\/merchant\/[^/]+$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('reached in the page while the banners are still coming, the home keeps their room: nothing below moves when they arrive', async ({ browser, baseURL }) => {
    const context = await browser.newContext(PHONE_DEVICE);
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/promo`);
      await settled(page);
      // The banners' answer held until the placeholder has been measured (a phone's slow data).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/banners*', async (route) => {
        await held;
        await route.continue();
      });
      // The first section's top: what a shift of the banner area moves (the announcement, whose
      // own answer decides whether it shows at all, is left out of the page for this).
      await page.addStyleTag({ content: '[data-testid="home-announcement"] { display: none !important; }' });
      await page.locator('header a[href="/"]').first().click();
      const placeholder = page.locator('[data-owner="shell"] [role="status"]').first();
      await expect(placeholder).toBeVisible();
      const firstSection = page.locator('[data-owner="shell"] [data-section]').first();
      const before = (await firstSection.boundingBox())!.y;
      release();
      await expect(page.getByRole('button', { name: 'Banner berikutnya' })).toBeVisible();
      const after = (await firstSection.boundingBox())!.y;
      await page.screenshot({ path: test.info().outputPath('home-banners-arrived-360.png') });
      expect(Math.abs(after - before), `the first section moved from ${before} to ${after} px`).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  test('on a throttled phone, scrolling from the first moments never shows a placeholder', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(PHONE_DEVICE);
    try {
      const page = await context.newPage();
      await throttleAsPhone(context, page);
      // Every frame from the document's start: any loading placeholder in the viewport is recorded.
      await page.addInitScript((loading: string) => {
        const w = window as unknown as { __placeholders: string[] };
        w.__placeholders = [];
        const inView = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
        };
        const sample = () => {
          for (const el of Array.from(document.querySelectorAll('main [aria-busy="true"], main [role="status"]'))) {
            const busy = el.getAttribute('aria-busy') === 'true' || (el.textContent ?? '').includes(loading);
            if (busy && inView(el)) w.__placeholders.push(`${Math.round(performance.now())} ms at ${Math.round(scrollY)} px: ${el.outerHTML.slice(0, 120)}`);
          }
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, STRINGS.loading);
      await page.goto(`${baseURL}/`, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForSelector('[data-section="latest-articles"]', { state: 'attached', timeout: 60_000 });
      // A visitor scrolling down at once, as a thumb does, to the page's end.
      for (let step = 0; step < 40; step += 1) {
        await page.mouse.wheel(0, 250);
        await page.waitForTimeout(100);
        const atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 4);
        if (atEnd) break;
      }
      await page.waitForTimeout(1500);
      await page.screenshot({ path: test.info().outputPath('home-ssr-phone-scrolled-360.png') });
      const seen = await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders);
      expect(seen).toEqual([]);
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath('home-ssr-js-360.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
