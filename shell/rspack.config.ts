import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createAppConfig, type AppOptions } from '../rspack.base.config';
import { CONTRACT_VERSION } from '../shared-contracts/src/version';

/**
 * Writes build-info.json: the shell build id that /health and /builds/latest report, and
 * the contract version this build provides (the promote gate holds remotes to it).
 */
class BuildInfoPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const info = { buildId: compilation.hash?.slice(0, 16) ?? 'dev', builtAt: new Date().toISOString(), contractVersion: CONTRACT_VERSION };
          compilation.emitAsset('build-info.json', new rspack.sources.RawSource(JSON.stringify(info)));
        },
      );
    });
  }
}

/** The shell's browser build (also the base of the benchmark's monolith, infra/bench/monolith). */
export function shellAppOptions(mode: AppOptions['mode']): AppOptions {
  return {
    name: 'shell',
    dir: __dirname,
    mode,
    outDir: path.join(__dirname, 'dist'),
    publicPath: '/_shell/',
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
  };
}

// No remote URL is compiled in: the shell learns remotes from the registry at run time.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => createAppConfig(shellAppOptions(argv.mode ?? 'production'));
