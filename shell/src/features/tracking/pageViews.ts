// Spec §7 page views: one 'page_view' per navigation (the first load and every client-side
// navigation, remotes' included: the shell owns the history), with the path and the title
// the NEW page gives itself. A page's title is set in an effect (PageMount), a remote's
// only once its code has loaded and mounted, a detail page again once its data is in; so
// the view is sent when the page has settled: nothing busy and the title unchanged for a
// short while. A page that keeps its predecessor's title (the next page of a list) never
// writes a new one: its view goes once it has been quiet a little longer. Nothing is lost
// or doubled: a pending view is sent when the next navigation starts or the tab is hidden.
import { TRACK_EVENTS, type RootState, type TrackFn } from 'shared-contracts';

export interface PageViewTrackerOptions {
  track: TrackFn;
  /** Whether the page is still getting ready (see pageIsBusy). */
  isBusy: () => boolean;
  doc?: Document;
  now?: () => number;
  /** How long the page must stay quiet (nothing busy, title unchanged) before its view is sent. */
  quietMs?: number;
  /** How often a busy page is looked at again. */
  pollMs?: number;
  /** How long a page that writes no title of its own is given before its current title is taken as its own. */
  untitledMs?: number;
  /** The view is sent by then whatever the page is doing (a remote that never finishes loading). */
  maxWaitMs?: number;
}

export interface PageViewTracker {
  /** A navigation to `path` (pathname + search) has been committed; the same path again is no new view. */
  navigated(path: string): void;
  /** Stops watching; a view still pending is dropped (the tracker is being replaced). */
  stop(): void;
}

interface PendingView {
  path: string;
  since: number;
  /** The page has written its title since the navigation (even the same text). */
  titled: boolean;
  title: string;
  /** When the page last changed (title written, busy ended). */
  lastChange: number;
  busy: boolean;
}

/** Busy: data loading, a remote area loading, mounting or waiting to hydrate, a part marked aria-busy (a lazy page's chunk, a detail page's skeleton). */
export function pageIsBusy(state: Pick<RootState, 'api'>, doc: Document): boolean {
  if (Object.values(state.api.queries).some((query) => query?.status === 'pending')) return true;
  return (
    doc.querySelector(
      '[data-remote-area][data-remote-state="loading"], [data-remote-area][data-remote-state="mounting"], [data-remote-area][data-remote-state="ssr"], [aria-busy="true"]',
    ) !== null
  );
}

/** A mutation of the <title> element or its text (document.title = … replaces the text, even with the same words). */
function touchesTitle(record: MutationRecord): boolean {
  const isTitle = (node: Node | null) => node?.nodeName === 'TITLE';
  return (
    isTitle(record.target) ||
    isTitle(record.target.parentNode) ||
    [...record.addedNodes, ...record.removedNodes].some((node) => isTitle(node))
  );
}

export function createPageViewTracker({
  track,
  isBusy,
  doc = document,
  now = () => Date.now(),
  quietMs = 300,
  pollMs = 100,
  untitledMs = 1000,
  maxWaitMs = 10_000,
}: PageViewTrackerOptions): PageViewTracker {
  let current: string | null = null;
  let pending: PendingView | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = (ms: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, ms));
  };

  const send = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const view = pending;
    pending = null;
    if (view) track(TRACK_EVENTS.pageView, { page_path: view.path, page_title: doc.title });
  };

  const titleWritten = (records: MutationRecord[]) => {
    if (!pending || !records.some(touchesTitle)) return;
    pending.titled = true;
    pending.title = doc.title;
    pending.lastChange = now();
    schedule(quietMs);
  };

  function check() {
    timer = null;
    const view = pending;
    if (!view) return;
    const t = now();
    if (t - view.since >= maxWaitMs) return send();
    if (isBusy()) {
      view.busy = true;
      return schedule(pollMs);
    }
    // Quiet is counted from the moment the page is seen ready (the title follows the data).
    if (view.busy) {
      view.busy = false;
      view.lastChange = t;
    }
    if (doc.title !== view.title) {
      view.title = doc.title;
      view.lastChange = t;
    }
    const quietFor = t - view.lastChange;
    if (quietFor < quietMs) return schedule(quietMs - quietFor);
    if (!view.titled && t - view.since < untitledMs) return schedule(untitledMs - (t - view.since));
    send();
  }

  const observer = new MutationObserver(titleWritten);
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });

  // The last moment a leaving visitor's view can still be handed over.
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') send();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    navigated(path) {
      if (path === current) return;
      // The previous page's own title changes belong to its view, not to the new one's.
      titleWritten(observer.takeRecords());
      send();
      current = path;
      const t = now();
      pending = { path, since: t, titled: false, title: doc.title, lastChange: t, busy: false };
      schedule(quietMs);
    },
    stop() {
      observer.disconnect();
      doc.removeEventListener('visibilitychange', onVisibility);
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
