// A path lives in two places: ROUTES (shared-contracts/src/routes.ts: who owns it, its
// layout and title; the shell's router and the BFF read it) and its owner's page table
// (component, data, head, status). The two must name the same paths, each in its owner's
// table only, and no table may have a path twice.
import { ROUTES, routesOf, type PageData, type RouteOwner } from 'shared-contracts';
import { ACCOUNT_PAGES } from '../../mf-account/src/pages';
import { CATALOG_PAGES } from '../../mf-catalog/src/pages';
import { EVENTS_PAGES } from '../../mf-events/src/pages';
import { SHELL_PAGES } from '../../shell/src/pages';

const TABLES: Record<RouteOwner, readonly PageData[]> = {
  shell: SHELL_PAGES,
  catalog: CATALOG_PAGES,
  events: EVENTS_PAGES,
  account: ACCOUNT_PAGES,
};

describe('the page tables and ROUTES', () => {
  it.each(Object.entries(TABLES))('%s: the table has exactly the routes ROUTES gives this owner', (owner, pages) => {
    const owned = routesOf(owner as RouteOwner).map((r) => r.path);
    expect(pages.map((p) => p.path).sort()).toEqual([...owned].sort());
  });

  it('names every path of ROUTES once, in its owner\'s table', () => {
    const everywhere = Object.entries(TABLES).flatMap(([owner, pages]) => pages.map((p) => `${owner} ${p.path}`));
    expect(everywhere.sort()).toEqual(ROUTES.map((r) => `${r.owner} ${r.path}`).sort());
    expect(new Set(everywhere).size).toBe(everywhere.length);
  });

  it('keeps the member area client-rendered and every public page server-rendered', () => {
    for (const [owner, pages] of Object.entries(TABLES)) {
      for (const page of pages) {
        const route = ROUTES.find((r) => r.path === page.path)!;
        expect({ owner, path: page.path, clientOnly: Boolean(page.clientOnly) }).toEqual({ owner, path: page.path, clientOnly: Boolean(route.requiresSession) });
      }
    }
  });
});
