// Shell start: one store, the registry's remotes registered with the MF runtime, the router.
import 'shared-contracts/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { makeStore, TRACK_EVENTS, type TrackFn } from 'shared-contracts';
import { App } from './app/App';
import { readBootData } from './app/boot';
import { registerRegistry } from './app/remotes';
import { startBuildWatcher } from './features/builds/buildWatcher';
import { createLogin } from './features/session/login';
import { startErrorReporting } from './features/tracking/errorReporting';
import { createTrack } from './features/tracking/track';

const boot = readBootData();
registerRegistry(boot.registry);
void startErrorReporting(boot.config, boot.buildId);
const builds = startBuildWatcher({ boot });
const store = makeStore({ session: boot.session });
const dataLayerTrack = createTrack(boot.config.productionHost);
// A remote area catches its own load failure and reports it as remote_error instead of
// letting it reach the window: the build watcher hears about it through this event.
const track: TrackFn = (event, payload) => {
  dataLayerTrack(event, payload);
  if (event === TRACK_EVENTS.remoteError) void builds.handleError(payload?.message);
};
const login = createLogin();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(<App store={store} boot={boot} track={track} login={login} />);
