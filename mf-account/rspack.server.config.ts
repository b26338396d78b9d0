import path from 'node:path';
import { createAppConfig, readVersion } from '../rspack.base.config';

// The Node build for server rendering, beside the browser build of the same version
// (dist/<version>/server/): the browser mf-manifest.json names it (metaData.ssrRemoteEntry),
// so the version the registry names is the version the BFF renders. Built after the
// browser build (whose output.clean would remove it).
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const version = mode === 'production' ? (process.env.MV_REMOTE_VERSION ?? readVersion(__dirname)) : 'dev';
  return createAppConfig({
    name: 'account',
    dir: __dirname,
    mode,
    server: true,
    outDir: path.join(__dirname, 'dist', version, 'server'),
    // Where the browser files of this version are served (asset URLs in server markup).
    publicPath: `/remotes/account/${version}/`,
    version,
    exposes: { './app': './src/app.tsx', './ssr': './src/ssr/prefetch.ts' },
  });
};
