// Issue 15 "one look": the shared primitives look the same in every app — one heading
// colour, one breadcrumb separator, pagination whose disabled control keeps AA contrast,
// 16 px phone gutters — and desktop rows can be moved with previous/next buttons.
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

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
});

test('desktop rows on home move with previous and next buttons', async ({ page }) => {
  await page.goto('/');
  for (const label of ['Promo Favorit', 'Promo Terbaru', 'Event mendatang', 'Merchant Partner']) {
    const list = page.getByRole('list', { name: label, exact: true });
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
