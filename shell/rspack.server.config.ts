import path from 'node:path';
import { createAppConfig } from '../rspack.base.config';

// The shell's renderer for the BFF (shell/dist/server/main.js): the same app code as the
// browser build, for Node, with the same CSS Module class names. Built after the browser
// build (whose output.clean empties shell/dist). The BFF uses it when present.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    server: true,
    outDir: path.join(__dirname, 'dist', 'server'),
    publicPath: '/_shell/',
    entry: { main: './src/ssr/serverEntry.ts' },
  });
