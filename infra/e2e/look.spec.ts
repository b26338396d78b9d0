// Issue 15 "one look": the shared primitives look the same in every app — one heading
// colour, one breadcrumb separator, pagination whose disabled control keeps AA contrast,
// 16 px phone gutters — and desktop rows can be moved with previous/next buttons.
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';
import { revealDeferred } from './journeys';

/** WCAG contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const headingColour = (page: Page) => page.locator('main h1').first().evaluate((el) => getComputedStyle(el).color);

test('page headings have one colour in the shell and in every remote', async ({ page }) => {
  const colours = new Set<string>();
  for (const path of ['/article', '/about', '/promo', '/merchant', '/event']) {
    await page.goto(path);
    colours.add(await headingColour(page));
  }
  await page.goto('/');
  await signIn(page, DEMO);
  await page.goto('/account/poin');
  colours.add(await headingColour(page));
  expect([...colours]).toHaveLength(1);
});

test("the disabled '‹ Sebelumnya' on a first page meets WCAG AA contrast", async ({ page }) => {
  for (const path of ['/promo', '/article']) {
    await page.goto(path);
    const previous = page.locator('main nav [aria-disabled="true"]').filter({ hasText: 'Sebelumnya' }).first();
    await expect(previous).toBeVisible();
    const { color, background } = await previous.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
    expect(contrast(color, background), `${path}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('breadcrumbs use one separator in every app', async ({ page, request }) => {
  const slugOf = async (list: string) => ((await (await request.get(`${process.env.E2E_API_URL}${list}`)).json()) as { results: Array<{ slug: string }> }).results[0]!.slug;
  const separators = new Set<string>();
  for (const path of [`/promo/${await slugOf('/v1/promos')}`, `/event/${await slugOf('/v1/events?status=upcoming')}`, `/article/${await slugOf('/v1/articles')}`]) {
    await page.goto(path);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li + li').first();
    separators.add(await crumb.evaluate((el) => getComputedStyle(el, '::before').content));
  }
  expect([...separators]).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('content keeps 16 px from the screen edge in the shell and in the remotes', async ({ page }) => {
    for (const path of ['/article', '/promo', '/event', '/merchant']) {
      await page.goto(path);
      const box = await page.locator('main h1').first().boundingBox();
      expect(box?.x, path).toBe(16);
    }
  });

  test("a promo's facts keep each label clear of its value: 'Periode' is not drawn under its dates", async ({ page }) => {
    await page.goto('/promo');
    await page.locator('main a[href^="/promo/"]').first().click();
    const facts = page.locator('main dl').first();
    await expect(facts.getByText('Periode')).toBeVisible();
    const overlapping = await facts.evaluate((dl) => {
      const lines = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()];
      };
      const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...dl.querySelectorAll('dt')]
        .filter((dt) => dt.nextElementSibling && lines(dt).some((a) => lines(dt.nextElementSibling!).some((b) => meet(a, b))))
        .map((dt) => dt.textContent);
    });
    expect(overlapping).toEqual([]);
  });
});

test('desktop rows on home move with previous and next buttons, shown once the pointer is over the row', async ({ page }) => {
  await page.goto('/');
  for (const label of ['Promo Favorit', 'Promo Terbaru', 'Event mendatang', 'Merchant Partner']) {
    const list = page.getByRole('list', { name: label, exact: true });
    // The row is the server's markup until the pointer comes over it; then it hydrates and measures itself.
    await list.hover();
    const row = list.locator('xpath=..');
    const next = row.getByRole('button', { name: 'Geser ke berikutnya' });
    const previous = row.getByRole('button', { name: 'Geser ke sebelumnya' });
    await expect(next, label).toBeVisible();
    await expect(previous, label).toBeDisabled();
    await next.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft), { message: label }).toBeGreaterThan(0);
    await expect(previous, label).toBeEnabled();
  }
});

// Issue 27: on a desktop screen the rows' buttons sit beside the cards, never on them, and
// the home header's category chips are whole.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a home row's previous and next buttons cover no card", async ({ page }) => {
    await page.goto('/');
    await revealDeferred(page);
    for (const label of ['Promo Favorit', 'Promo Terbaru', 'Event mendatang', 'Merchant Partner']) {
      const list = page.getByRole('list', { name: label, exact: true });
      await list.scrollIntoViewIfNeeded();
      const row = list.locator('xpath=..');
      const listBox = (await list.boundingBox())!;
      for (const name of ['Geser ke sebelumnya', 'Geser ke berikutnya']) {
        const button = row.getByRole('button', { name });
        await expect(button, `${label}: ${name}`).toBeVisible();
        const b = (await button.boundingBox())!;
        const overlaps = b.x < listBox.x + listBox.width && listBox.x < b.x + b.width && b.y < listBox.y + listBox.height && listBox.y < b.y + b.height;
        expect(overlaps, `${label}: '${name}' lies on the cards`).toBe(false);
      }
    }
    // The case that was seen: '‹' on the first promo card's merchant name.
    const favorites = page.getByRole('list', { name: 'Promo Favorit', exact: true });
    const merchant = (await favorites.getByRole('listitem').first().locator('p').first().boundingBox())!;
    const previous = (await favorites.locator('xpath=..').getByRole('button', { name: 'Geser ke sebelumnya' }).boundingBox())!;
    expect(previous.x + previous.width).toBeLessThanOrEqual(merchant.x);
  });

  test('the home header shows every category chip whole', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Kategori populer' }).getByRole('list');
    const chips = list.getByRole('link');
    expect(await chips.count()).toBeGreaterThanOrEqual(8);
    const box = (await list.boundingBox())!;
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), 'nothing to scroll to').toBe(0);
    for (const chip of await chips.all()) {
      const c = (await chip.boundingBox())!;
      expect(c.x + c.width, `${await chip.textContent()} is whole`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth), `${await chip.textContent()} text fits`).toBe(true);
    }
  });
});

test("the footer's 'Syarat & Ketentuan' opens the terms on the site, with its header and footer", async ({ page }) => {
  await page.goto('/promo');
  const origin = new URL(page.url()).origin;
  await page.locator('footer').getByRole('link', { name: 'Syarat & Ketentuan' }).click();
  await expect(page).toHaveURL(`${origin}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Syarat & Ketentuan MyValue');
  await expect(page.locator('main')).toContainText('Keanggotaan MyValue terbuka untuk Warga Negara Indonesia');
  await expect(page.locator('header').first().getByRole('link', { name: 'Promo', exact: true })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  // The upstream document's own head and style stay out; its heading is the page's one h1.
  await expect(page.locator('main style, main title, main script')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  // A first load of the page is rendered by the server with the copy, and is 200.
  const response = await page.request.get('/terms');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Keanggotaan MyValue terbuka');
});
