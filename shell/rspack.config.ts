import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createAppConfig } from '../rspack.base.config';

/** Writes build-info.json: the shell build id that /health and /builds/latest report. */
class BuildInfoPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const info = { buildId: compilation.hash?.slice(0, 16) ?? 'dev', builtAt: new Date().toISOString() };
          compilation.emitAsset('build-info.json', new rspack.sources.RawSource(JSON.stringify(info)));
        },
      );
    });
  }
}

// No remote URL is compiled in: the shell learns remotes from the registry at run time.
// MV_MONOLITH=1 is for the benchmark only (infra/bench): the shell with the three remotes
// bundled in, without Module Federation, to shell/dist-monolith (src/app/remotes.monolith.ts).
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const monolith = process.env.MV_MONOLITH === '1';
  const config = createAppConfig({
    name: 'shell',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    outDir: path.join(__dirname, monolith ? 'dist-monolith' : 'dist'),
    publicPath: '/_shell/',
    federation: !monolith,
    entry: { main: './src/index.ts' },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/document.html',
        filename: 'document.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: false,
      }),
      new BuildInfoPlugin(),
    ],
  });
  if (monolith) {
    const remotes = path.join(__dirname, 'src', 'app', 'remotes.ts');
    config.resolve = {
      ...config.resolve,
      alias: { [remotes]: path.join(__dirname, 'src', 'app', 'remotes.monolith.ts') },
    };
  }
  return config;
};
