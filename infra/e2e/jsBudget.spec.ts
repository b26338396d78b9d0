// The first-load JS budget as a test (issue 43 item 1c): the compressed bytes of every
// script a cold load of each benchmarked route downloads, as the bench's cold pass counts
// them (infra/bench/coldLoad.ts), against budget.json's firstLoadJsCeilingKB: each route's
// bytes when it went over maxFirstLoadJsKB (170), so no route grows while they come back
// under it (the figures over 170 are printed; bench --check names them). Bytes, not
// times: the same build gives the same figure on any machine, so this can fail only when
// the code grows (the bench's --check adds Lighthouse, CLS and the phone's times). The same
// commit built in another folder differs by up to firstLoadJsCheckoutSpreadKB (budget.ts).
import type { Cookie } from '@playwright/test';
import { loadBudget, overFirstLoadCeilings } from '../bench/budget';
import { signInCookies } from '../bench/browser';
import { coldLoad, ManifestCache, type BenchRoute } from '../bench/coldLoad';
import { baseUrl, expect, test } from './fixtures';

test('every route\'s first load stays within the JS budget, with one React DOM', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const budget = loadBudget();
  const site = baseUrl();
  const promos = (await (await request.get(`${site}/api/v1/promos`)).json()) as { results: Array<{ slug: string }> };
  const slug = promos.results[0]?.slug;
  if (!slug) throw new Error('no promo in the seed');
  const routes: BenchRoute[] = [
    { label: '/', path: '/', member: false },
    { label: '/promo', path: '/promo', member: false },
    { label: '/promo/{slug}', path: `/promo/${slug}`, member: false },
    { label: '/event', path: '/event', member: false },
    { label: '/account (member)', path: '/account', member: true },
  ];
  const cookies: Cookie[] = await signInCookies(browser, site);
  const manifests = new ManifestCache(site);
  const figures: string[] = [];
  const measured: Array<{ route: string; jsBytes: number }> = [];
  for (const route of routes) {
    const load = await coldLoad(browser, site, route, manifests, cookies);
    const kB = load.js.total / 1000;
    figures.push(`${route.label} ${kB.toFixed(1)} kB (shell ${(load.js.shell / 1000).toFixed(1)}, shared ${(load.js.shared / 1000).toFixed(1)}, remote ${(load.js.remote / 1000).toFixed(1)})`);
    measured.push({ route: route.label, jsBytes: load.js.total });
    if (kB > budget.maxFirstLoadJsKB) console.log(`${route.label}: ${(kB - budget.maxFirstLoadJsKB).toFixed(1)} kB over the ${budget.maxFirstLoadJsKB} kB budget`);
    expect(load.reactDomCopies, `${route.label}: React DOM copies`).toBe(budget.reactDomCopies);
    if (route.member) expect(load.signedIn, `${route.label}: signed in`).toBe(true);
  }
  console.log(`first-load JS, compressed: ${figures.join('; ')}`);
  expect(overFirstLoadCeilings(budget, measured), figures.join('\n')).toEqual([]);
});
