// Every page at phone and desktop size (issues 15 and 18): axe finds no WCAG 2.2 A/AA
// violation of any impact, and at phone size the page fits 360 and 390 px with nothing to
// scroll sideways. Signed out: every public route (a member route signed out is the home
// page it redirects to). As the demo member: every member route, and the public ones whose
// content, not only the header, changes for a member (MEMBER_VIEWS).
//
// One browser context per size and visitor for each test worker, kept across the routes as
// a visitor's browser keeps its cache: the routes differ in what they draw, not in how a
// cold browser fetches the same start-up files, which firstLoad, earlyPage and the JS
// budget test on their own. Each route opens in a page of its own. The tests of this file
// run on both workers (parallel mode), so no worker waits on the whole sweep.
import type { BrowserContext } from '@playwright/test';
import type { RouteDef } from 'shared-contracts/core';
import { expectNoViolations } from './axe';
import { apiUrl, expect, test as base } from './fixtures';
import { expectFits } from './overflow';
import { PAGE_ROUTES, pathFor } from './sitePaths';
import { SIZES, memberContext, open, visitorContext, type Size } from './visitors';

type Who = 'signed out' | 'as the demo member';

/** Public pages that show a member something of their own: balance, redeem state, form, code. */
const MEMBER_VIEWS = new Set(['/', '/promo', '/promo/:slug', '/event/:slug/register', '/referral']);
const ROUTES: Record<Who, readonly RouteDef[]> = {
  'signed out': PAGE_ROUTES.filter((r) => !r.requiresSession),
  'as the demo member': PAGE_ROUTES.filter((r) => r.requiresSession || MEMBER_VIEWS.has(r.path)),
};
for (const path of MEMBER_VIEWS) if (!PAGE_ROUTES.some((r) => r.path === path)) throw new Error(`MEMBER_VIEWS: ${path} is no route of the table`);

const test = base.extend<object, { sweepContext: (size: Size, who: Who) => Promise<BrowserContext> }>({
  sweepContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((size, who) => {
        const key = `${size} ${who}`;
        let context = contexts.get(key);
        if (!context) {
          context = who === 'signed out' ? visitorContext(browser, size) : memberContext(browser, size);
          contexts.set(key, context);
        }
        return context;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

for (const size of Object.keys(SIZES) as Size[]) {
  for (const who of Object.keys(ROUTES) as Who[]) {
    test.describe(`every route at ${size} size, ${who}`, () => {
      for (const route of ROUTES[who]) {
        test(route.path, async ({ sweepContext }) => {
          const page = await (await sweepContext(size, who)).newPage();
          try {
            const path = await pathFor(route, apiUrl());
            await open(page, path);
            if (route.requiresSession && who === 'as the demo member') await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
            await expectNoViolations(page, `${path} ${who} at ${size}`);
            if (size === 'phone') await expectFits(page, path);
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}
