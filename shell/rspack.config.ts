import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { createAppConfig, pageChunkFiles, productionBuildsOf, type AppOptions } from '../rspack.base.config';
import { START_ELEMENT_ID, START_SCRIPT_FILE } from '../shared-contracts/src/boot';
import { THEME_COLOR } from '../shared-contracts/src/constants';
import { MEMBER_CARD_PATH, WEB_APP_MANIFEST_PATH } from '../shared-contracts/src/installable';
import { pageTitle } from '../shared-contracts/src/title';
import { CONTRACT_VERSION } from '../shared-contracts/src/version';
import { OFFLINE_PAGE_URL, OFFLINE_TEXT } from './src/features/offline/swContract';

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
          // A member's header menu (its own chunk, lazyMemberMenu.ts): a member's page gets it
          // with its start-up files, and hydration waits for it (bootstrap.tsx).
          const memberFiles = (compilation.namedChunkGroups.get('member-menu')?.getFiles() ?? []).filter((f) => !f.endsWith('.map'));
          const member = { js: memberFiles.filter((f) => f.endsWith('.js')), css: memberFiles.filter((f) => f.endsWith('.css')) };
          const assets = { entry, css: list.filter((f) => f.endsWith('.css')), js: list.filter((f) => f.endsWith('.js')), parcels, member, pages: pageChunkFiles(compilation) };
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

const SHELL_PUBLIC_PATH = '/_shell/';
const OFFLINE_PAGE_FILE = OFFLINE_PAGE_URL.slice(SHELL_PUBLIC_PATH.length);

/** Rules for the service worker's and the offline page's sources: TypeScript and plain CSS. */
const plainRules = [
  {
    test: /\.ts$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: { jsc: { parser: { syntax: 'typescript' } } },
    type: 'javascript/auto',
  },
  { test: /\.css$/, type: 'css' },
];

/** The offline page (src/offline): a small page of its own, no Module Federation, no React. */
function offlinePageConfig(mode: Configuration['mode'], outDir: string): Configuration {
  return {
    name: 'shell-offline',
    mode,
    context: __dirname,
    target: ['web', 'es2020'],
    devtool: false,
    entry: { offline: './src/offline/offline.ts' },
    output: {
      path: outDir,
      publicPath: SHELL_PUBLIC_PATH,
      filename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: plainRules },
    optimization: { minimize: mode === 'production', splitChunks: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/offline/offline.html',
        filename: OFFLINE_PAGE_FILE,
        // Flat strings (what the built-in plugin accepts): the texts by their OFFLINE_TEXT keys.
        templateParameters: { ...OFFLINE_TEXT, walletPath: MEMBER_CARD_PATH, documentTitle: pageTitle(OFFLINE_TEXT.title), themeColor: THEME_COLOR, manifest: WEB_APP_MANIFEST_PATH },
        scriptLoading: 'defer',
        minify: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The service worker (src/sw/sw.ts) as one classic script, sw.js; its precache list is injected after. */
function serviceWorkerConfig(mode: Configuration['mode'], outDir: string): Configuration {
  return {
    name: 'shell-sw',
    mode,
    context: __dirname,
    target: ['webworker', 'es2020'],
    devtool: false,
    entry: { sw: './src/sw/sw.ts' },
    output: { path: outDir, publicPath: SHELL_PUBLIC_PATH, filename: '[name].js', clean: false },
    // The route table (which paths are public pages, which remote renders a page) matches
    // with react-router's matchPath: its production build, as the shell's.
    resolve: { extensions: ['.ts', '.js', '.mjs'], alias: mode === 'production' ? productionBuildsOf() : {} },
    module: { rules: plainRules },
    optimization: { minimize: mode === 'production', splitChunks: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function runBuild(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(`${config.name}: ${stats.toString({ all: false, errors: true })}`));
        else resolve();
      });
    });
  });
}

/** Files of the public folder (served under /static/) by path, each with a hash of its content. */
function publicFiles(dir: string, prefix = ''): Array<{ url: string; revision: string }> {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return publicFiles(file, `${prefix}${name}/`);
    return [{ url: `/static/${prefix}${name}`, revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) }];
  });
}

/**
 * Builds the shell's service worker and offline page after each build of the shell (and each
 * rebuild in watch mode), then writes the worker's precache list with Serwist's
 * injectManifest: the shell's start-up files (first-paint.json: entry, scripts, styles, the
 * parcel runtime), the offline page with its files, and the public folder (logo, icons).
 * Hashed names are their own revision; the others carry a hash of their content.
 */
class ServiceWorkerPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async () => {
      const outDir = compiler.options.output.path;
      if (!outDir) throw new Error('ServiceWorkerPlugin: the build has no output path');
      const mode = compiler.options.mode ?? 'production';
      const firstPaint = JSON.parse(readFileSync(path.join(outDir, 'first-paint.json'), 'utf8')) as { entry: string[]; js: string[]; css: string[]; parcels: string[] };
      await runBuild(offlinePageConfig(mode, outDir));
      await runBuild(serviceWorkerConfig(mode, outDir));
      const offlineFiles = readdirSync(outDir).filter((f) => /^offline\.[0-9a-f]{10}\.(js|css)$/.test(f));
      const { injectManifest } = await import('@serwist/build');
      const swFile = path.join(outDir, 'sw.js');
      const { warnings } = await injectManifest({
        swSrc: swFile,
        swDest: swFile,
        globDirectory: outDir,
        globPatterns: [...new Set([...firstPaint.entry, ...firstPaint.js, ...firstPaint.css, ...firstPaint.parcels, OFFLINE_PAGE_FILE, ...offlineFiles])],
        modifyURLPrefix: { '': SHELL_PUBLIC_PATH },
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
        additionalPrecacheEntries: publicFiles(path.join(__dirname, 'public')),
      });
      // A start-up file left out (too large, missing) would leave the site without its shell offline.
      if (warnings.length > 0) throw new Error(`ServiceWorkerPlugin: ${warnings.join('; ')}`);
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
        // The theme colour of the manifest (THEME_COLOR), as the offline page has it.
        templateParameters: { themeColor: THEME_COLOR },
        minify: false,
      }),
      new BuildInfoPlugin(),
      new FirstScreenStartPlugin(),
      new FirstPaintAssetsPlugin(),
      new ServiceWorkerPlugin(),
    ],
  };
}

// No remote URL is compiled in: the shell learns remotes from the registry at run time.
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => createAppConfig(shellAppOptions(argv.mode ?? 'production'));
