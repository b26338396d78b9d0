// The shell's one route: everything under it is resolved by the shared route table
// (ShellRoutes). A data router (createBrowserRouter in the browser, a static router on the
// server: the same tree, so hydration matches) gives react-router's own scroll
// restoration: a new page starts at the top (or its #hash), Back and Forward return to
// where the page was.
import { ScrollRestoration, type RouteObject } from 'react-router';
import { OfflineSupport } from '../features/offline/OfflineSupport';
import { SessionSync } from '../features/session/SessionSync';
import { ShellRoutes } from './ShellRoutes';

function ShellRoot() {
  return (
    <>
      <SessionSync />
      <OfflineSupport />
      <ShellRoutes />
      <ScrollRestoration />
    </>
  );
}

export const SHELL_ROUTE_OBJECTS: RouteObject[] = [{ path: '*', Component: ShellRoot }];
