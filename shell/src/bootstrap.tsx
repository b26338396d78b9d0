// Shell start: one store, the registry's remotes registered with the MF runtime, the router.
import 'shared-contracts/styles/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_PREFIXES, makeStore, preloadPage, remotesOfPath, setupListeners, TRACK_EVENTS, type TrackFn } from 'shared-contracts';
import { App } from './app/App';
import { keyThisEntry } from './app/scroll/entryKey';
import { readBootData } from './app/boot';
import { createHealthReporter, reportAreaError, watchUnhandledErrors } from './app/remoteHealth';
import { registerRegistry } from './app/remotes';
import { startBuildWatcher } from './features/builds/buildWatcher';
import { watchNavigations } from './features/builds/useCanaryCheck';
import { preloadMemberMenu } from './features/header/lazyMemberMenu';
import { captureInstallPrompt, noteRedemption } from './features/install/installOffer';
import { createLogin } from './features/session/login';
import { startErrorReporting } from './features/tracking/errorReporting';
import { createTrack } from './features/tracking/track';
import { SHELL_PAGES } from './pages';
import { captureIslands } from './ssr/islands';
import { readPreloadedState } from './ssr/preloadedState';

// The browser's install prompt may come early: held for the site's own offer (issue 29).
captureInstallPrompt(window);
const boot = readBootData();
// A member's header menu is its own chunk (requested with the start-up files): hydration
// waits for it below, so the member's name is a working button from the first moment the
// page handles taps, never a server-rendered one still waiting for its code.
const memberMenu = boot.session.status === 'member' ? preloadMemberMenu() : undefined;
// The remotes this document ran were counted by the BFF as it served it; one met later, by a
// client navigation, the page tells it of (release health counts every visitor who met a version).
const health = createHealthReporter(boot.registry, {
  view: boot.canaryView,
  documentRemotes: remotesOfPath(window.location.pathname, boot.prefixes ?? DEFAULT_PREFIXES),
});
registerRegistry(boot.registry, window.location.origin, health);
watchUnhandledErrors(window, boot.registry, health);
void startErrorReporting(boot.config, boot.buildId);
const builds = startBuildWatcher({ boot });
watchNavigations(builds);
// A server-rendered page carries the store the server rendered with: the pages find their
// data there (no refetch) and the first render matches the server's markup.
const preloaded = readPreloadedState();
const store = makeStore({ ...preloaded, session: boot.session });
// The browser's online and focus events reach RTK Query: sections that failed with no
// signal fetch again by themselves when it returns (the api's refetchOnReconnect).
setupListeners(store.dispatch);
const dataLayerTrack = createTrack(boot.config.productionHost);
// A remote area catches its own load failure and reports it as remote_error instead of
// letting it reach the window: the build watcher hears about it through this event, and
// release health counts it against the remote's version (an area showing its error state).
// A successful redemption makes the member one the install offer is for.
const track: TrackFn = (event, payload) => {
  dataLayerTrack(event, payload);
  if (event === TRACK_EVENTS.remoteError) {
    if (typeof payload?.remote === 'string') reportAreaError(health, payload.remote, String(payload.message ?? ''));
    void builds.handleError(payload?.message);
  }
  noteRedemption(event, payload);
};
const login = createLogin();

// Before the router reads the entry: its scroll position is kept under a key of its own.
keyThisEntry();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const app = <App store={store} boot={boot} track={track} login={login} />;
if (preloaded) {
  // Remote areas keep their server markup until their own parcel hydrates it.
  captureIslands(container);
  // The page's own chunk and a member's menu (requested with the start-up files) run first,
  // so hydration never waits on them.
  void Promise.all([preloadPage(SHELL_PAGES, window.location.pathname), memberMenu])
    .catch(() => undefined)
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a phone's long task, input waiting on it).
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
