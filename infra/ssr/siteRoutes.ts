// The whole site's routes as this checkout declares them: the shell's (SHELL_ROUTES) and each
// remote's release declaration (mf-*/src/release.ts), under the default prefix ownership. For
// tests and tools that walk every page (hydration, page tables, browser tests, the security
// corpus); the BFF builds its table from the live versions' manifests instead.
import { declaredRoutes, RouteTable, SHELL_ROUTES, type RouteDef } from 'shared-contracts/core';
import { ACCOUNT_RELEASE } from '../../mf-account/src/release';
import { CATALOG_RELEASE } from '../../mf-catalog/src/release';
import { EVENTS_RELEASE } from '../../mf-events/src/release';

export const SITE_ROUTES: readonly RouteDef[] = [
  ...SHELL_ROUTES,
  ...declaredRoutes('catalog', CATALOG_RELEASE.routes),
  ...declaredRoutes('events', EVENTS_RELEASE.routes),
  ...declaredRoutes('account', ACCOUNT_RELEASE.routes),
];

export const SITE_ROUTE_TABLE = new RouteTable(SITE_ROUTES);
