// Shell start: one store, the registry's remotes registered with the MF runtime, the router.
import 'shared-contracts/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { makeStore } from 'shared-contracts';
import { App } from './app/App';
import { readBootData } from './app/boot';
import { registerRegistry } from './app/remotes';
import { createTrack } from './features/tracking/track';

const boot = readBootData();
registerRegistry(boot.registry);
const store = makeStore({ session: boot.session });
const track = createTrack(boot.config.productionHost);
const login = (returnTo?: string) => {
  window.location.assign(`/webapi/session/login?returnTo=${encodeURIComponent(returnTo ?? window.location.pathname + window.location.search)}`);
};

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(<App store={store} boot={boot} track={track} login={login} />);
