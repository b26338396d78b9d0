// Sends a page_view for every navigation of the shell's history (pageViews.ts decides
// when). A hook of the shell's router rather than a component of its own: the client's
// tree stays the server's (an extra sibling would shift React's useId of the page and
// break hydration). The navigation is taken in a layout effect, before any page's passive
// effects (PageMount's title) run, so the new page's title writes count for the new view.
// A layout effect never runs in a server render.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';
import { createPageViewTracker, pageIsBusy, type PageViewTracker } from './pageViews';

export function usePageViews(): void {
  const { track } = useShell();
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const tracker = useRef<PageViewTracker | null>(null);
  const latestTrack = useRef(track);
  latestTrack.current = track;

  useLayoutEffect(() => {
    const created = createPageViewTracker({
      track: (event, payload) => latestTrack.current(event, payload),
      isBusy: () => pageIsBusy(store.getState(), document),
    });
    tracker.current = created;
    return () => {
      created.stop();
      tracker.current = null;
    };
  }, [store]);

  // `store` too: a new tracker (new store) starts with the current page.
  useLayoutEffect(() => {
    tracker.current?.navigated(`${pathname}${search}`);
  }, [pathname, search, store]);
}
