// The shell's one route: everything under it is resolved by the shared route table
// (ShellRoutes). The browser's <BrowserRouter> and the server's <StaticRouter> render the
// same tree, so hydration matches. Scroll positions are the shell's own (ScrollMemory): a
// new page starts at the top (or its #hash, or a list's top), Back and a reload return to
// where the page was.
import { OfflineSupport } from '../features/offline/OfflineSupport';
import { SessionSync } from '../features/session/SessionSync';
import { ScrollMemory } from './scroll/ScrollMemory';
import { ShellRoutes } from './ShellRoutes';

export function ShellRoot() {
  return (
    <>
      <SessionSync />
      <OfflineSupport />
      <ShellRoutes />
      <ScrollMemory />
    </>
  );
}
