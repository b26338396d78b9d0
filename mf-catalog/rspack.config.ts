// The catalog remote: the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';
// Its pages and upstream calls, stamped into this version's mf-manifest.json (metaData.release).
import { CATALOG_RELEASE } from './src/release';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'catalog', dir: __dirname, release: CATALOG_RELEASE, exposes: { './app': './src/app.tsx', './widgets': './src/widgets.tsx' } }, argv);
