// The account remote (the member area): the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'account', dir: __dirname, exposes: { './app': './src/app.tsx' } }, argv);
