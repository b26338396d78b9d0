// The one build configuration every app extends: loaders, the shared singletons of
// Module Federation, hashing and precompression. Apps add only what is theirs
// (entry or exposes, output folder, name).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { ParsedReleaseDeclaration, ReleaseDeclaration } from './shared-contracts/src/release';
import { ReleaseDeclarationSchema } from './shared-contracts/src/server/releaseSchemas';
import { CONTRACT_VERSION, contractRange } from './shared-contracts/src/version';

type SharedConfig = { singleton: boolean; requiredVersion: string | false; eager?: boolean; version?: string; strictVersion?: boolean };

const rootDir = __dirname;

function versionOf(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [path.join(rootDir, 'shared-contracts')] });
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Shared modules: the singletons React (one renderer, one set of hooks) and shared-contracts,
 * and shared-kit by version range (sharedKit below). Every
 * other framework API a remote needs (router, store, parcels) reaches it through
 * shared-contracts, which re-exports only what remotes use: the shell's copy is the one
 * instance, and its bundle keeps only those parts (a package shared whole cannot be
 * tree-shaken). A subpath is shared only when it is named, so react/jsx-runtime and
 * react-dom/client are listed: without them a remote downloads its own React DOM renderer.
 */
export function sharedSingletons(): Record<string, SharedConfig> {
  const pkgs: Array<[key: string, pkg: string]> = [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/client', 'react-dom'],
  ];
  const shared: Record<string, SharedConfig> = {};
  for (const [key, pkg] of pkgs) shared[key] = { singleton: true, requiredVersion: `^${versionOf(pkg)}` };
  // Our own contract: one store contract, one RTK Query api, one router, one set of primitives. Its
  // version is the contract's (not the package's); a build accepts the same major at its
  // minor or newer. On an unsatisfied singleton MF 2 only warns and hands out the loaded
  // copy anyway (a remote built against 1.1 got the shell's 1.0 and crashed): strictVersion
  // makes it throw instead, so the remote's module fails to load and its area shows the
  // fallback. The shell refuses such a remote before that (shell/src/app/contractGuard.ts).
  shared['shared-contracts'] = {
    singleton: true,
    version: CONTRACT_VERSION,
    requiredVersion: contractRange(CONTRACT_VERSION),
    strictVersion: true,
  };
  shared['shared-kit'] = sharedKit();
  return shared;
}

/** shared-kit's own version (its package.json), independent of the contract's. */
export const KIT_VERSION = (JSON.parse(readFileSync(path.join(rootDir, 'shared-kit', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * shared-kit (UI components, formatters, hooks) is shared by version range, not as a
 * singleton: a build accepts any kit of its major at its minor or newer. A remote built
 * against the kit the shell provides (or an older minor) uses the shell's copy, no bytes
 * of its own; one built against a newer kit (a UI change it needs) finds no satisfying
 * version and loads the copy it bundled, so the change ships in its own release, with no
 * shell first. Safe because the kit holds nothing that must be one (its router, store and
 * mount API come from the shared-contracts singleton).
 */
export function sharedKit(version: string = KIT_VERSION): SharedConfig {
  const [major, minor] = version.split('.');
  return { singleton: false, version, requiredVersion: `^${major}.${minor}.0` };
}

/**
 * Stamps the contract version into mf-manifest.json (metaData.contractVersion): for a
 * remote the contract it was built against (the promote gate and the shell's run-time
 * check read it), for the shell the contract it provides.
 */
class ContractStampPlugin implements RspackPluginInstance {
  constructor(private readonly contractVersion: string) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as { metaData: Record<string, unknown> };
          manifest.metaData.contractVersion = this.contractVersion;
          // The files of each lazy page (chunk groups named 'page-…', see lazyPage in
          // shared-contracts): the BFF preloads the page's own with the page.
          manifest.metaData.pageChunks = pageChunkFiles(compilation);
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

export interface PageChunkFiles {
  js: string[];
  css: string[];
}

/** The JS and CSS files of every chunk group named 'page-…' (a lazy page and what it needs). */
export function pageChunkFiles(compilation: { namedChunkGroups: ReadonlyMap<string, { getFiles(): string[] }> }): Record<string, PageChunkFiles> {
  const pages: Record<string, PageChunkFiles> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('page-')) continue;
    const files = group.getFiles().filter((f) => !f.endsWith('.map'));
    pages[name] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
  }
  return pages;
}

/** Where a remote's server build lives, relative to its browser build (dist/<version>/server/). */
export const SSR_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' } as const;

/**
 * Names the remote's server container in its browser mf-manifest.json (metaData.ssrRemoteEntry,
 * read by Module Federation's Node runtime), so the server version is the manifest's version.
 */
class SsrEntryStampPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SsrEntryStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrEntryStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as { metaData: Record<string, unknown> };
          manifest.metaData.ssrRemoteEntry = { ...SSR_ENTRY };
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * Stamps the remote's release declaration (its src/release.ts: pages and upstream calls)
 * into mf-manifest.json (metaData.release): the BFF and the shell read a version's routes and
 * calls from there, so they go live and roll back with that version's code.
 */
class ReleaseStampPlugin implements RspackPluginInstance {
  constructor(private readonly release: ParsedReleaseDeclaration) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ReleaseStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as { metaData: Record<string, unknown> };
          manifest.metaData.release = this.release;
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/** Writes .br and .gz beside every text asset so the BFF can serve them as they are. */
class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.(js|css|html|json|svg|txt)$/.test(name)) continue;
            const source = compilation.getAsset(name)?.source.buffer();
            if (!source || source.length < 512) continue;
            const br = zlib.brotliCompressSync(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            const gz = zlib.gzipSync(source, { level: 9 });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}

export interface AppOptions {
  /** Module Federation name (shell, catalog, events, account). */
  name: string;
  /** The app's folder. */
  dir: string;
  mode: 'production' | 'development';
  /** Output folder (absolute). */
  outDir: string;
  /** Host: browser entry. */
  entry?: Record<string, string>;
  /** Remote: exposed modules. */
  exposes?: Record<string, string>;
  /** Remote: its release declaration (src/release.ts), stamped into mf-manifest.json. */
  release?: ReleaseDeclaration;
  plugins?: RspackPluginInstance[];
  publicPath: string;
  /**
   * false builds without Module Federation (only the benchmark's monolith shell,
   * infra/bench/monolith, which bundles the remotes in to measure what federation costs).
   */
  federation?: boolean;
  /**
   * Remote: the release version (its dist folder name), compiled in as
   * __MV_REMOTE_VERSION__ so the mounted remote shows which version is live.
   */
  version?: string;
  /**
   * A Node build for server rendering (target async-node, CommonJS, one chunk): a
   * remote's container as a 'commonjs-module' library with the @module-federation/node
   * runtime plugin, the shell's renderer as a CommonJS module. CSS Modules give their
   * class names only, the same names as the browser build; no files beside the JS.
   */
  server?: boolean;
}

export function createAppConfig(opts: AppOptions): Configuration {
  if (opts.server) return createServerConfig(opts);
  const prod = opts.mode === 'production';
  const isRemote = Boolean(opts.exposes);
  const federation = opts.federation ?? true;
  return {
    name: opts.name,
    mode: opts.mode,
    context: opts.dir,
    target: ['web', 'es2020'],
    // Production maps stay on disk for error reporting; the bundles do not point browsers at
    // them (and the BFF does not serve *.map).
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: opts.entry ?? {},
    output: {
      path: opts.outDir,
      publicPath: opts.publicPath,
      // Hashed in every mode: the BFF serves these files as immutable.
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `mv_${opts.name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { ...(federation ? esmFederationRuntime() : {}), ...(prod ? productionBuildsOf() : {}) },
    },
    module: {
      rules: moduleRules(prod),
      parser: { 'css/module': CSS_MODULE_PARSER },
      generator: {
        'css/module': { localIdentName: cssIdent(opts, prod) },
      },
    },
    optimization: {
      minimize: prod,
    },
    plugins: [
      ...(federation
        ? [
            new ModuleFederationPlugin({
              name: opts.name,
              ...(isRemote ? { filename: 'remoteEntry.js', exposes: opts.exposes } : { remotes: {} }),
              // The host writes one too (same chunks, nothing added to them): it names the
              // chunks that provide each shared module, which the benchmark reads.
              manifest: { fileName: 'mf-manifest.json' },
              shared: sharedSingletons(),
              dts: false,
              // One MF runtime per page: the shell provides runtime-core, each remote's
              // entry uses it instead of bundling its own (about 25 kB compressed per
              // remote a page loads). target 'web' drops the runtime's Node paths.
              experiments: isRemote
                ? { externalRuntime: true, optimization: { target: 'web' } }
                : { provideExternalRuntime: true, optimization: { target: 'web' } },
            }),
          ]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(opts.mode),
        __MV_REMOTE_VERSION__: JSON.stringify(opts.version ?? 'dev'),
        // The contract this build is made against: a remote reports it as its own (its
        // './app' contractVersion), not the shell's shared copy's CONTRACT_VERSION.
        __MV_CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      }),
      ...(federation ? [new ContractStampPlugin(CONTRACT_VERSION)] : []),
      // Parsed here: a declaration the schema refuses fails the build, never reaches a manifest.
      ...(isRemote && federation && opts.release ? [new ReleaseStampPlugin(ReleaseDeclarationSchema.parse(opts.release))] : []),
      // Remotes with a server build (rspack.server.config.ts) name it in their manifest.
      ...(isRemote && existsSync(path.join(opts.dir, 'rspack.server.config.ts')) ? [new SsrEntryStampPlugin()] : []),
      ...(prod ? [new PrecompressPlugin()] : []),
      ...(opts.plugins ?? []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Packages whose exports name only their development build: React Router 7 resolves to
 * dist/development for every condition (remix-run/react-router#14102, open), so a production
 * bundle carried its dev warnings and checks (about 3 kB compressed). Its production build
 * sits beside it with the same API.
 */
export function productionBuildsOf(): Record<string, string> {
  const routerDist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] })), 'dist', 'production');
  return { 'react-router$': path.join(routerDist, 'index.mjs') };
}

/**
 * Rspack resolves Module Federation's runtime packages with require.resolve, i.e. their
 * CommonJS builds, which cannot be tree-shaken: every page then downloads the whole
 * runtime (manifest snapshots, preloading, Node paths the DefinePlugin flags would drop).
 * The same packages ship ES modules beside them (dist/x.js next to dist/x.cjs), which
 * Rspack can shake and concatenate; only the browser builds take them. The runtime's
 * entry is imported by absolute path from a generated module, hence aliases by file.
 */
function esmFederationRuntime(): Record<string, string> {
  const alias: Record<string, string> = {};
  const packages = ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'];
  for (const pkg of packages) {
    // The package's CommonJS entry is dist/index.cjs (its package.json is not exported).
    const dist = path.dirname(require.resolve(`@module-federation/${pkg}`, { paths: [rootDir] }));
    for (const file of readdirSync(dist)) {
      if (!file.endsWith('.cjs')) continue;
      const esm = path.join(dist, file.replace(/\.cjs$/, '.js'));
      if (existsSync(esm)) alias[path.join(dist, file)] = esm;
    }
  }
  return alias;
}

/**
 * Loaders of every build, browser and Node alike (so both see the same modules). The Node
 * build keeps the language as Node runs it (es2022): lowered to ES5 helpers (object spread,
 * iterator loops in try/finally), every server render paid for them.
 */
function moduleRules(prod: boolean, server = false) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          ...(server ? { target: 'es2022' } : {}),
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.module\.css$/, type: 'css/module' },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
  ];
}

/**
 * CSS Modules keep custom properties by their names (dashedIdents off): a module that sets
 * a design token for its part of the page (--mv-focus-ring on the home header's gradient,
 * --mv-toast-bottom where a bar sits at the screen's bottom) must set the token the global
 * rules read. Renamed per module, the setting reached nothing.
 */
const CSS_MODULE_PARSER = { namedExports: false, dashedIdents: false } as const;

/** The class names CSS Modules get: the same pattern in the browser and the Node build. */
function cssIdent(opts: AppOptions, prod: boolean): string {
  return prod ? `${opts.name}-[hash:6]` : `${opts.name}__[local]__[hash:4]`;
}

/** The Node build of an app for server rendering (see AppOptions.server). */
function createServerConfig(opts: AppOptions): Configuration {
  const prod = opts.mode === 'production';
  const isRemote = Boolean(opts.exposes);
  return {
    name: `${opts.name}-server`,
    mode: opts.mode,
    context: opts.dir,
    target: 'async-node',
    devtool: false,
    entry: opts.entry ?? {},
    output: {
      path: opts.outDir,
      // Same public path as the browser build: asset URLs in the markup are the browser's.
      publicPath: opts.publicPath,
      filename: '[name].js',
      chunkFilename: '[name].js',
      // Same as the browser build: CSS Modules hash it into their class names.
      uniqueName: `mv_${opts.name}`,
      clean: true,
      ...(isRemote ? {} : { library: { type: 'commonjs2' } }),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // DOMPurify needs a DOM: on the server it runs on jsdom's (never unsanitised HTML).
      alias: { dompurify$: path.join(rootDir, 'shared-contracts', 'src', 'ssr', 'purify.server.ts'), ...(prod ? productionBuildsOf() : {}) },
    },
    externals: { jsdom: 'commonjs jsdom' },
    externalsPresets: { node: true },
    module: {
      rules: moduleRules(prod, true),
      parser: { 'css/module': CSS_MODULE_PARSER },
      generator: {
        // The browser build's class names (same context, name and pattern), without the CSS.
        'css/module': {
          exportsOnly: true,
          localIdentName: cssIdent(opts, prod),
        },
        css: { exportsOnly: true },
        asset: { emit: false },
      },
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        name: opts.name,
        ...(isRemote
          ? { filename: SSR_ENTRY.name, exposes: opts.exposes, library: { type: SSR_ENTRY.type, name: opts.name } }
          : { remotes: {} }),
        remoteType: 'script',
        shared: sharedSingletons(),
        // 'version-first' (the default) loads every registered remote's entry when sharing is
        // first initialised, which on the server happens at the first lazy chunk (a shell
        // page) after a remote was registered: a remote that cannot load (a refused contract)
        // then failed that render with an unhandled rejection and took the BFF worker down.
        // The shell provides the singletons; a remote's own shared modules register when it
        // is loaded.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      // One file per build: nothing to fetch chunk by chunk at render time.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(opts.mode),
        __MV_REMOTE_VERSION__: JSON.stringify(opts.version ?? 'dev'),
        // The contract this build is made against: a remote reports it as its own (its
        // './app' contractVersion), not the shell's shared copy's CONTRACT_VERSION.
        __MV_CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      }),
      ...(opts.plugins ?? []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

type Mode = 'production' | 'development';

/**
 * A remote's build: each version to its own immutable folder (dist/<version>, served under
 * /remotes/<name>/<version>/; a development build to dist/dev, served uncached). The
 * version is MV_REMOTE_VERSION (a release builds a new version without editing
 * package.json: `npm run remotes -- release <name> --version X`) or the package's.
 * With `server`, the Node build for server rendering beside the browser build of the same
 * version (dist/<version>/server/): the browser mf-manifest.json names it
 * (metaData.ssrRemoteEntry), so the version the registry names is the version the BFF
 * renders. It is built after the browser build (whose output.clean would remove it).
 */
export function remoteConfig(
  remote: { name: string; dir: string; exposes: Record<string, string>; server?: boolean; release?: ReleaseDeclaration },
  argv: { mode?: Mode },
): Configuration {
  const mode = argv.mode ?? 'production';
  const version = mode === 'production' ? (process.env.MV_REMOTE_VERSION ?? readVersion(remote.dir)) : 'dev';
  const common = { name: remote.name, dir: remote.dir, mode, version, exposes: remote.exposes, release: remote.release };
  if (!remote.server) return createAppConfig({ ...common, outDir: path.join(remote.dir, 'dist', version), publicPath: 'auto' });
  return createAppConfig({
    ...common,
    server: true,
    outDir: path.join(remote.dir, 'dist', version, 'server'),
    // Where the browser files of this version are served (asset URLs in server markup).
    publicPath: `/remotes/${remote.name}/${version}/`,
  });
}

export function readVersion(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
