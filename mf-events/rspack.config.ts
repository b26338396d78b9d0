// The events remote: the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';
// Its pages and upstream calls, stamped into this version's mf-manifest.json (metaData.release).
import { EVENTS_RELEASE } from './src/release';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'events', dir: __dirname, release: EVENTS_RELEASE, exposes: { './app': './src/app.tsx', './widgets': './src/widgets.tsx' } }, argv);
