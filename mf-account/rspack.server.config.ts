// The account remote (the member area): the Node build for server rendering (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'account', dir: __dirname, exposes: { './app': './src/app.tsx', './ssr': './src/ssr/prefetch.ts' }, server: true }, argv);
