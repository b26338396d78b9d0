// The account remote (the member area): the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';
// Its pages and upstream calls, stamped into this version's mf-manifest.json (metaData.release).
import { ACCOUNT_RELEASE } from './src/release';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'account', dir: __dirname, release: ACCOUNT_RELEASE, exposes: { './app': './src/app.tsx' } }, argv);
