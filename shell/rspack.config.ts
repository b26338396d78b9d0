import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createAppConfig, pageChunkFiles, type AppOptions } from '../rspack.base.config';
import { START_ELEMENT_ID, START_SCRIPT_FILE } from '../shared-contracts/src/boot';
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

/**
 * Writes first-paint.json: the CSS and JS files of the shell's start-up (its entry, the
 * 'bootstrap' chunk group and the chunks of the shared modules it provides, which the
 * Module Federation runtime loads before bootstrap runs). The BFF links the stylesheets in
 * the document's head and has the start script request the scripts all at once, so the
 * server paint is styled and no script is discovered late.
 * Consume fallbacks are left out: the shell is the provider, so they never load.
 */
class FirstPaintAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstPaintAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const groups = [compilation.entrypoints.get('main'), compilation.namedChunkGroups.get('bootstrap')];
          for (const group of compilation.chunkGroups) {
            const provided = group.origins.some((o) => o.module?.identifier().startsWith('provide shared module'));
            if (provided) groups.push(group);
          }
          const files = new Set<string>();
          for (const group of groups) for (const file of group?.getFiles() ?? []) if (!file.endsWith('.map')) files.add(file);
          const list = [...files];
          // entry: what the start script runs (the rest it requests beside it). The shell's
          // lazy pages too: the BFF has the page's own requested with the page.
          const entry = (compilation.entrypoints.get('main')?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
          // What mounting a remote's module adds (single-spa, loaded by parcelRuntime.ts): a page
          // with a remote area gets it with its start-up files, not after hydration.
          const parcels = (compilation.namedChunkGroups.get('parcels')?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
          const assets = { entry, css: list.filter((f) => f.endsWith('.css')), js: list.filter((f) => f.endsWith('.js')), parcels, pages: pageChunkFiles(compilation) };
          compilation.emitAsset('first-paint.json', new rspack.sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

/**
 * Writes first-screen-start.js: src/start/firstScreenStart.ts as one classic script that
 * starts the page (the BFF inlines it in every document, allowed by its hash in the CSP).
 * Compiled apart from the bundles: it runs before any of them and must not carry their
 * runtime. The module imports nothing, so compiling it as CommonJS and handing it an
 * exports object is all the linking it needs.
 */
class FirstScreenStartPlugin {
  private readonly source = path.join(__dirname, 'src', 'start', 'firstScreenStart.ts');
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenStartPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenStartPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { swc } = rspack.experiments;
          const module = swc.transformSync(readFileSync(this.source, 'utf8'), {
            filename: this.source,
            jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
            module: { type: 'commonjs' },
          }).code;
          const script = `(function(exports){${module}\nexports.start(document,${JSON.stringify(START_ELEMENT_ID)});})({});`;
          const { code } = swc.minifySync(script, { compress: true, mangle: true });
          compilation.emitAsset(START_SCRIPT_FILE, new rspack.sources.RawSource(code));
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
        // The BFF writes the scripts: the start script, which loads them after the first screen.
        inject: false,
        minify: false,
      }),
      new BuildInfoPlugin(),
      new FirstScreenStartPlugin(),
      new FirstPaintAssetsPlugin(),
    ],
  };
}

// No remote URL is compiled in: the shell learns remotes from the registry at run time.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => createAppConfig(shellAppOptions(argv.mode ?? 'production'));
