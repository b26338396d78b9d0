import path from 'node:path';
import { createAppConfig, readVersion } from '../rspack.base.config';

// Each version builds to its own immutable folder (development builds to dist/dev,
// served uncached, for `npm run dev`), served under /remotes/account/<version>/.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  // MV_REMOTE_VERSION: a release builds a new immutable version without editing
  // package.json (`npm run remotes -- release <name> --version X`).
  const version = mode === 'production' ? (process.env.MV_REMOTE_VERSION ?? readVersion(__dirname)) : 'dev';
  return createAppConfig({
    name: 'account',
    dir: __dirname,
    mode,
    outDir: path.join(__dirname, 'dist', version),
    publicPath: 'auto',
    version,
    exposes: { './app': './src/app.tsx' },
  });
};
