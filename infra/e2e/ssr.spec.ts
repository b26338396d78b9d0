// Server rendering: public pages arrive rendered (JavaScript off shows their data), hydrate
// without mismatch warnings or refetching, answer 404 for unknown slugs, carry their head,
// and a slow remote server module falls back to client rendering.
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { baseUrl, expect, test } from './fixtures';

interface Slugs {
  promo: { slug: string; title: string };
  merchant: { slug: string; name: string };
  category: { slug: string; title: string };
  event: { slug: string; title: string };
}

async function slugs(request: APIRequestContext): Promise<Slugs> {
  const get = async <T>(path: string): Promise<T> => (await (await request.get(`${baseUrl()}${path}`)).json()) as T;
  const promos = await get<{ results: Array<{ slug: string; title: string }> }>('/api/v1/promos?pageSize=1');
  const merchants = await get<{ results: Array<{ slug: string; name: string }> }>('/api/v1/merchants?pageSize=1');
  const categories = await get<{ results: Array<{ slug: string; title: string }> }>('/api/v1/categories?page_size=1');
  const events = await get<{ results: Array<{ slug: string; title: string }> }>('/api/v1/events?status=upcoming&pageSize=1');
  return { promo: promos.results[0]!, merchant: merchants.results[0]!, category: categories.results[0]!, event: events.results[0]! };
}

test.describe('without JavaScript, public pages show their data', () => {
  test.use({ javaScriptEnabled: false });

  test('promo list, promo detail, merchant, category and event detail', async ({ page, request }) => {
    const s = await slugs(request);

    const list = await page.goto('/promo');
    expect(list?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo & Voucher' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: s.promo.title }).first()).toBeVisible();

    const detail = await page.goto(`/promo/${s.promo.slug}`);
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: s.promo.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Syarat & Ketentuan' })).toBeVisible();

    await page.goto(`/merchant/${s.merchant.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: s.merchant.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Promo dari ${s.merchant.name}` })).toBeVisible();

    await page.goto(`/category/${s.category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: s.category.title })).toBeVisible();

    await page.goto(`/event/${s.event.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: s.event.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jadwal' })).toBeVisible();

    // The chrome is there too: header navigation and footer.
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('unknown paths and unknown slugs answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/promo/tidak-ada-promo-ini', '/merchant/tidak-ada', '/event/tidak-ada', '/halaman-tidak-ada']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
  });
});

test.describe('head from the server', () => {
  test('promo page: title, description, canonical, Open Graph and an Offer in JSON-LD', async ({ request }) => {
    const s = await slugs(request);
    const res = await request.get(`${baseUrl()}/promo/${s.promo.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/promo/${s.promo.slug}" />`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+" \/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);
    const ld = /<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Offer', url: `${baseUrl()}/promo/${s.promo.slug}` });
    // The CSP allows exactly this response's nonce.
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(res.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  test('event page: its title and the Event JSON-LD in the server markup', async ({ request }) => {
    const s = await slugs(request);
    const html = await (await request.get(`${baseUrl()}/event/${s.event.slug}`)).text();
    expect(html).toContain('"@type":"Event"');
    expect(html).toMatch(/<title>[^<]+ - MyValue<\/title>/);
    expect(html).toContain('<meta property="og:type" content="website" />');
  });
});

/** Console errors and warnings of a page (hydration mismatches are reported there). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('with JavaScript, server markup hydrates', () => {
  test('no hydration warnings and no refetch of data the server rendered', async ({ page, request }) => {
    const s = await slugs(request);
    const problems = collectProblems(page);
    const dataCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/(promos|merchants|categories|events)/.test(r.url())) dataCalls.push(r.url());
    });
    const pages: Array<[string, string]> = [
      ['/promo', 'catalog'],
      [`/promo/${s.promo.slug}`, 'catalog'],
      [`/merchant/${s.merchant.slug}`, 'catalog'],
      [`/category/${s.category.slug}`, 'catalog'],
      [`/event/${s.event.slug}`, 'events'],
      ['/event', 'events'],
    ];
    for (const [path, remote] of pages) {
      const res = await page.goto(path);
      expect(res?.headers()['x-mv-ssr'], path).toBe(`${remote}=server`);
      // The remote's parcel hydrated the server markup in place.
      await expect(page.locator(`[data-remote-area="${remote}"][data-remote-state="ready"] [data-remote-island="${remote}"]`)).toBeVisible();
      await page.waitForTimeout(300);
    }
    expect(problems).toEqual([]);
    expect(dataCalls).toEqual([]);
  });

  test('a hydrated page stays interactive: client navigation to another remote', async ({ page, request }) => {
    const s = await slugs(request);
    const problems = collectProblems(page);
    await page.goto(`/promo/${s.promo.slug}`);
    await expect(page.locator('[data-remote-area="catalog"][data-remote-state="ready"]')).toBeVisible();
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event', exact: true }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.locator('[data-remote-area="events"][data-remote-state="ready"] [data-remote-app="events"]')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: s.promo.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('resilience', () => {
  test('a slow remote server module renders on the client for that request', async ({ browser, request }) => {
    const s = await slugs(request);
    // Outside production the BFF honours this testing header: the catalog's server module
    // takes 1 s, over the 300 ms budget.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-mv-ssr-delay': 'catalog=1000' } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const res = await page.goto(`/promo/${s.promo.slug}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-mv-ssr']).toBe('catalog=client');
    const html = await res!.text();
    expect(html).not.toContain('data-remote-island');
    // The header and footer were server-rendered; the area streamed its loading state.
    expect(html).toContain('aria-label="Navigasi utama"');
    expect(html).toMatch(/data-remote-area="catalog" data-remote-state="loading"/);
    await expect(page.getByRole('heading', { level: 1, name: s.promo.title })).toBeVisible();
    await expect(page.locator('[data-remote-area="catalog"][data-remote-state="ready"]')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
