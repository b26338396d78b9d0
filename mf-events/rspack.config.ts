// The events remote: the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: 'events', dir: __dirname, exposes: { './app': './src/app.tsx', './widgets': './src/widgets.tsx' } }, argv);
