import path from 'node:path';
import { createAppConfig, readVersion } from '../rspack.base.config';

// Each version builds to its own immutable folder, served under /remotes/catalog/<version>/.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const version = readVersion(__dirname);
  return createAppConfig({
    name: 'catalog',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    outDir: path.join(__dirname, 'dist', version),
    publicPath: 'auto',
    exposes: { './app': './src/app.tsx', './widgets': './src/widgets.tsx' },
  });
};
