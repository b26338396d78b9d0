// Each client navigation of a page that runs a canary asks /builds/latest at once (the
// watcher reloads onto the stable version when the canary was withdrawn): after an abort,
// the visitor's next navigation is the stable version. A hook of the shell's router (as
// usePageViews), with the page's watcher handed over once at start (bootstrap.tsx).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { BuildWatcher } from './buildWatcher';

let watcher: Pick<BuildWatcher, 'navigated'> | null = null;

export function watchNavigations(w: Pick<BuildWatcher, 'navigated'>): void {
  watcher = w;
}

export function useCanaryCheck(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The page's first location is its document's: /builds/latest was just answered with it.
    if (first.current) {
      first.current = false;
      return;
    }
    watcher?.navigated();
  }, [pathname, search]);
}
