// Server rendering: public pages arrive rendered (JavaScript off shows their data), hydrate
// without mismatch warnings or refetching, answer 404 for unknown slugs, carry their head,
// and a slow remote server module falls back to client rendering.
import type { APIRequestContext, Page } from '@playwright/test';
import { baseUrl, collectProblems, expect, test } from './fixtures';

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
    // The Event is in the head's JSON-LD, as every app's pages carry theirs; Open Graph has
    // no event type, so the page stays a 'website' there (shell/server/src/page/html.ts).
    expect(html).toMatch(/<head>[\s\S]*"@type":"Event"[\s\S]*<\/head>/);
    expect(html).toContain('<meta property="og:type" content="website" />');
  });
});

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
    // takes 7 s: over the suite's 5 s budget for a remote, within its 9 s for the page
    // (renderBudgets.ts).
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-mv-ssr-delay': 'catalog=7000' } });
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

// The remaining public pages: the catalog's merchant list and search, the events'
// campaigns, and the shell's own pages (home, CMS pages, articles).
interface MoreSlugs {
  merchant: { slug: string; name: string };
  category: { slug: string; title: string };
  categoryMerchant: { name: string };
  campaign: { slug: string; title: string };
  campaignEvent: { slug: string; title: string };
  article: { slug: string; title: string; category: { slug: string; title: string } };
  banner: { title: string };
  cms: Record<string, string>;
}

const CMS_PATHS = ['/about', '/business', '/referral', '/learn-more', '/gramedia-troops'] as const;

async function moreSlugs(request: APIRequestContext): Promise<MoreSlugs> {
  const get = async <T>(path: string): Promise<T> => (await (await request.get(`${baseUrl()}${path}`)).json()) as T;
  const merchant = (await get<{ results: Array<{ slug: string; name: string }> }>('/api/v1/merchants?pageSize=1')).results[0]!;
  const categories = await get<{ results: Array<{ slug: string; title: string; merchantCount?: number }> }>('/api/v1/categories?page_size=50');
  // A category with merchants, and the first merchant the page shows for it (same query as the page).
  let category = categories.results[0]!;
  let categoryMerchant: { name: string } | undefined;
  for (const c of categories.results) {
    const found = (await get<{ results: Array<{ name: string }> }>(`/api/v1/merchants?page=1&pageSize=24&category=${c.slug}`)).results[0];
    if (found) {
      category = c;
      categoryMerchant = found;
      break;
    }
  }
  const campaign = (await get<{ results: Array<{ slug: string; title: string }> }>('/api/v1/campaigns?status=active')).results[0]!;
  const campaignEvent = (await get<{ results: Array<{ slug: string; title: string }> }>('/api/v1/campaign-event?pageSize=1')).results[0]!;
  const article = (await get<{ results: MoreSlugs['article'][] }>('/api/v1/articles?pageSize=1')).results[0]!;
  const banner = (await get<{ results: Array<{ title: string; order: number }> }>('/api/v1/banners')).results.sort((a, b) => a.order - b.order)[0]!;
  const cms: Record<string, string> = {};
  for (const path of CMS_PATHS) cms[path] = (await get<{ title: string }>(`/api/v1/pages${path}`)).title;
  return { merchant, category, categoryMerchant: categoryMerchant!, campaign, campaignEvent, article, banner, cms };
}

test.describe('without JavaScript, the remaining public pages show their data', () => {
  test.use({ javaScriptEnabled: false });

  test('merchant list with its filters, search, campaign and campaign event', async ({ page, request }) => {
    const s = await moreSlugs(request);
    const main = page.locator('main');

    expect((await page.goto('/merchant'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant Partner' })).toBeVisible();
    await expect(main.getByText(/^\d+ merchant$/)).toBeVisible();

    expect((await page.goto(`/merchant?category=${s.category.slug}`))?.status()).toBe(200);
    await expect(main.getByText(s.categoryMerchant.name, { exact: false }).first()).toBeVisible();
    // The category filter shows the URL's choice.
    await expect(main.getByRole('combobox', { name: 'Kategori' })).toHaveValue(s.category.slug);

    expect((await page.goto(`/merchant?q=${encodeURIComponent(s.merchant.name)}`))?.status()).toBe(200);
    await expect(main.getByRole('searchbox')).toHaveValue(s.merchant.name);
    await expect(main.getByText(s.merchant.name, { exact: false }).first()).toBeVisible();

    expect((await page.goto(`/search?q=${encodeURIComponent(s.merchant.name)}`))?.status()).toBe(200);
    await expect(page).toHaveTitle(`Pencarian: ${s.merchant.name} - MyValue`);
    await expect(main.getByText(/\d+ hasil untuk/)).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Merchant \(\d+\)$/ })).toBeVisible();

    expect((await page.goto(`/campaign/${s.campaign.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: s.campaign.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Event Campaign' })).toBeVisible();

    expect((await page.goto(`/campaign-event/${s.campaignEvent.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: s.campaignEvent.title })).toBeVisible();
    await expect(main.getByText('Lokasi', { exact: true })).toBeVisible();
  });

  test('home, CMS pages, article list and article', async ({ page, request }) => {
    const s = await moreSlugs(request);
    const main = page.locator('main');

    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(main.getByRole('img', { name: s.banner.title })).toBeVisible();
    await expect(main.getByTestId('home-announcement')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Artikel Terbaru' }).getByRole('link').first()).toBeVisible();

    for (const path of CMS_PATHS) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: s.cms[path] })).toBeVisible();
      await expect(page).toHaveTitle(`${s.cms[path]} - MyValue`);
      await expect(main.locator('[role="status"]')).toHaveCount(0);
    }

    expect((await page.goto(`/article?category=${s.article.category.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Artikel ${s.article.category.title}` })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Semua' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: s.article.title })).toBeVisible();

    expect((await page.goto(`/article/${s.article.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: s.article.title })).toBeVisible();
    await expect(main.getByTestId('article-content')).toBeVisible();
  });

  test('every page is in place in the server HTML: no part left to a script (outlined Suspense content or a loading state)', async ({ request }) => {
    const s = await moreSlugs(request);
    const paths = ['/', '/promo', '/merchant', '/event', '/article', `/article/${s.article.slug}`, '/business', '/referral', ...CMS_PATHS];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(body.length, path).toBeGreaterThan(0);
      // React streams a Suspense boundary it did not finish (or outlines a large one) as
      // <template id="B:n"> plus hidden content that only a script reveals.
      expect(html, `${path}: outlined boundary`).not.toMatch(/<template id="B:\d+"/);
      expect(body, `${path}: loading state`).not.toMatch(/aria-busy="true"/);
    }
  });

  test('unknown campaign, campaign event and article slugs answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/campaign/tidak-ada', '/campaign-event/tidak-ada', '/article/tidak-ada']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
  });
});

test.describe('head of the remaining pages from the server', () => {
  test('CMS page, article and campaign: title, description, canonical and Open Graph', async ({ request }) => {
    const s = await moreSlugs(request);
    const about = await (await request.get(`${baseUrl()}/about`)).text();
    expect(about).toContain(`<title>${s.cms['/about']} - MyValue</title>`);
    expect(about).toContain(`<link rel="canonical" href="${baseUrl()}/about" />`);

    const article = await (await request.get(`${baseUrl()}/article/${s.article.slug}`)).text();
    expect(article).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);
    expect(article).toMatch(/<meta property="og:image" content="[^"]+" \/>/);
    const ld = /<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/s.exec(article);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Article', url: `${baseUrl()}/article/${s.article.slug}` });

    const campaign = await (await request.get(`${baseUrl()}/campaign/${s.campaign.slug}`)).text();
    expect(campaign).toMatch(/<meta property="og:image" content="[^"]+" \/>/);
    expect(campaign).toContain(`<link rel="canonical" href="${baseUrl()}/campaign/${s.campaign.slug}" />`);
  });
});

test.describe('with JavaScript, the remaining pages hydrate without refetching', () => {
  const REMOTE_DATA = /\/api\/v[12]\/(promos|merchants|categories|events|campaigns|campaign-event)/;
  // The shell's own data must come from the server (the home page's remote widgets are
  // islands of their own: infra/e2e/homeSsr.spec.ts).
  const SHELL_DATA = /\/api\/v1\/(banners|home-announcement|articles|pages)/;

  async function visit(page: Page, path: string, remote: 'catalog' | 'events' | null, calls: string[]) {
    const pattern = remote ? REMOTE_DATA : SHELL_DATA;
    const onRequest = (r: { url(): string }) => {
      if (pattern.test(r.url())) calls.push(`${path} → ${r.url()}`);
    };
    page.on('request', onRequest);
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    // The home page's sections are the remotes' widgets, server-rendered too (homeSsr.spec.ts).
    const shellPage = path === '/' ? 'catalog=server,events=server' : 'shell';
    expect(res?.headers()['x-mv-ssr'], path).toBe(remote ? `${remote}=server` : shellPage);
    if (remote) {
      await expect(page.locator(`[data-remote-area="${remote}"][data-remote-state="ready"] [data-remote-island="${remote}"]`)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
  }

  test('merchant list, search, campaign and campaign event', async ({ page, request }) => {
    const s = await moreSlugs(request);
    const problems = collectProblems(page);
    const calls: string[] = [];
    await visit(page, '/merchant', 'catalog', calls);
    await visit(page, `/merchant?category=${s.category.slug}&page=1`, 'catalog', calls);
    await visit(page, `/search?q=${encodeURIComponent(s.merchant.name)}`, 'catalog', calls);
    await visit(page, `/campaign/${s.campaign.slug}`, 'events', calls);
    await visit(page, `/campaign-event/${s.campaignEvent.slug}`, 'events', calls);
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('unknown slugs: the 404 page hydrates without asking again', async ({ page }) => {
    const problems = collectProblems(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v[12]\//.test(r.url())) calls.push(r.url());
    });
    for (const path of ['/campaign/tidak-ada', '/campaign-event/tidak-ada', '/article/tidak-ada']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('home, CMS pages, article list and article', async ({ page, request }) => {
    test.setTimeout(60_000);
    const s = await moreSlugs(request);
    const problems = collectProblems(page);
    const calls: string[] = [];
    await visit(page, '/', null, calls);
    await expect(page.getByTestId('home-announcement')).toBeVisible();
    for (const path of CMS_PATHS) await visit(page, path, null, calls);
    await visit(page, `/article?category=${s.article.category.slug}&page=1`, null, calls);
    await visit(page, `/article/${s.article.slug}`, null, calls);
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
    // Hydrated: the page reacts to a click (the category chip navigates on the client).
    await page.goto('/article');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Kategori artikel' }).getByRole('link', { name: s.article.category.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Artikel ${s.article.category.title}` })).toBeVisible();
  });
});
