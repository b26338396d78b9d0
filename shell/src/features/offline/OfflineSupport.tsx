// The page's side of the offline support (features/offline/serviceWorker.ts): registers the
// service worker once the page has hydrated and the browser is idle (never competing with
// the first load), and asks it to keep copies of the pages the router shows. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectSession, useAppSelector } from 'shared-contracts';
import { offlineCopies, registerServiceWorker, whenIdle, type OfflineCopies } from './serviceWorker';

let copies: OfflineCopies | null = null;
let registered = false;

export function OfflineSupport() {
  const { pathname, search } = useLocation();
  const session = useAppSelector(selectSession).status;
  useEffect(() => {
    if (registered) return;
    registered = true;
    whenIdle(window, () => void registerServiceWorker());
  }, []);
  useEffect(() => {
    copies ??= offlineCopies();
    copies.pageShown(`${pathname}${search}`, session);
  }, [pathname, search, session]);
  return null;
}
