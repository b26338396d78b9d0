// A page is declared by its owner: the route (path, layout, title, session rule, query;
// a remote's src/release.ts, shipped in its manifest; the shell's SHELL_ROUTES) and its row
// in the owner's page table (component, data, head, status). The two must name the same
// paths, each in its owner's table only, no table may have a path twice, and a remote's
// paths lie under the prefixes it owns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PREFIXES, ownerOfPath, pageChunkName, REMOTE_NAMES, underPrefixes, type PageData, type RemoteName, type RouteOwner } from 'shared-contracts';
import { remoteWorkspace } from 'shared-contracts/core';
import { ACCOUNT_PAGES } from '../../mf-account/src/pages';
import { CATALOG_PAGES } from '../../mf-catalog/src/pages';
import { EVENTS_PAGES } from '../../mf-events/src/pages';
import { SHELL_PAGES } from '../../shell/src/pages';
import { SITE_ROUTE_TABLE, SITE_ROUTES } from './siteRoutes';

/** The site's page tables (a remote newer than these tests has none here: SITE_ROUTES lists the three). */
const TABLES: Partial<Record<RouteOwner, readonly PageData[]>> = {
  shell: SHELL_PAGES,
  catalog: CATALOG_PAGES,
  events: EVENTS_PAGES,
  account: ACCOUNT_PAGES,
};

describe('the page tables and the declared routes', () => {
  it.each(Object.entries(TABLES))('%s: the table has exactly the routes this owner declares', (owner, pages) => {
    const owned = SITE_ROUTE_TABLE.routesOf(owner as RouteOwner).map((r) => r.path);
    expect(pages.map((p) => p.path).sort()).toEqual([...owned].sort());
  });

  it('names every declared path once, in its owner\'s table', () => {
    const everywhere = Object.entries(TABLES).flatMap(([owner, pages]) => pages.map((p) => `${owner} ${p.path}`));
    expect(everywhere.sort()).toEqual(SITE_ROUTES.map((r) => `${r.owner} ${r.path}`).sort());
    expect(new Set(everywhere).size).toBe(everywhere.length);
  });

  it("puts each remote's pages under its own prefixes, and no shell page under a remote's", () => {
    for (const route of SITE_ROUTES) {
      if (route.owner === 'shell') expect({ path: route.path, owner: ownerOfPath(route.path, DEFAULT_PREFIXES) }).toEqual({ path: route.path, owner: null });
      else expect({ path: route.path, under: underPrefixes(route.path, DEFAULT_PREFIXES[route.owner]) }).toEqual({ path: route.path, under: true });
    }
  });

  it('server-renders every public page; only member pages may be left to the browser, and those rendered have data', () => {
    for (const [owner, pages] of Object.entries(TABLES)) {
      for (const page of pages) {
        const route = SITE_ROUTE_TABLE.route(page.path)!;
        if (!route.requiresSession) expect({ owner, path: page.path, clientOnly: Boolean(page.clientOnly) }).toEqual({ owner, path: page.path, clientOnly: false });
        // A member page the BFF renders shows the member's data: it names its calls.
        else if (!page.clientOnly) expect({ path: page.path, data: typeof page.data }).toEqual({ path: page.path, data: 'function' });
      }
    }
  });
});

// A lazy page's chunk is named in its import comment; the BFF preloads the chunk named
// pageChunkName(path). A wrong name only loses the preload (a late chunk, no error), so
// the tables' sources are read here: every lazy page's chunk name matches its path.
describe("lazy pages' chunk names", () => {
  // Every remote of the one list, a new one too.
  const SOURCES: Record<RouteOwner, string> = {
    shell: 'shell/src/pages/index.tsx',
    ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remoteWorkspace(name)}/src/pages.ts`])) as Record<RemoteName, string>),
  };
  it.each(Object.entries(SOURCES))('%s: each lazyPage import is named after the path it serves', (owner, file) => {
    const source = readFileSync(path.join(__dirname, '..', '..', file), 'utf8');
    const chunkOf = new Map([...source.matchAll(/const (\w+) = lazyPage(?:<\w+>)?\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1]!, m[2]!]));
    // `path: '/x', component: X` in a definePage, or the shell's cmsLedPage('/x', 'slug', X).
    const pathOf = new Map(
      [...source.matchAll(/path: '([^']+)',\s*component: (\w+)|cmsLedPage\('([^']+)', '[^']+', (\w+)\)/g)].map((m) => [m[2] ?? m[4]!, m[1] ?? m[3]!]),
    );
    // The shell's CMS-only pages import their chunk in the row itself: cmsPage('/x', 'slug', () => import(/* webpackChunkName: "…" */ …)).
    const cmsChunks = [...source.matchAll(/cmsPage\('([^']+)', '[^']+', \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => ({ path: m[1]!, chunk: m[2]! }));
    for (const { path: page, chunk } of cmsChunks) expect({ page, chunk }).toEqual({ page, chunk: pageChunkName(page) });
    const lazyPaths = [...[...chunkOf.keys()].map((component) => pathOf.get(component)), ...cmsChunks.map((c) => c.path)];
    expect(lazyPaths.every(Boolean)).toBe(true);
    for (const [component, chunk] of chunkOf) expect({ component, chunk }).toEqual({ component, chunk: pageChunkName(pathOf.get(component)!) });
    // Every lazy page of the table was found (a component not matched above would escape the check).
    const table = TABLES[owner as RouteOwner];
    if (!table) return; // a remote newer than this file's imports: its names were checked above
    const lazyInTable = table.filter((p) => typeof (p as { component?: { preload?: unknown } }).component?.preload === 'function');
    expect(lazyInTable.map((p) => p.path).sort()).toEqual(lazyPaths.sort());
  });
});
