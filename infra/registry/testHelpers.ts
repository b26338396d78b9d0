// Hand-made artefact stores for the registry tests: a temp "checkout" with
// mf-<name>/package.json and dist/<version>/ holding a small manifest and entry, and the
// live shell build's shell/dist/build-info.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteWorkspace, type RemoteName } from 'shared-contracts/core';
import { main, type Io } from './commands';
import { testTempDir } from 'shell/server/testing';


export interface FakeVersion {
  contractVersion?: string | null;
  /** Content of remoteEntry.js; default a small valid script. */
  entry?: string | null;
  /** Leave out the exposed module's chunk. */
  dropAsset?: boolean;
  /** Leave out mf-manifest.json (an incomplete upload). */
  noManifest?: boolean;
  /** The manifest's name (default the remote's). */
  name?: string;
  /** Names a server-rendering entry (server/remoteEntry.js); `write` false leaves the file out. */
  ssr?: { write: boolean };
  /** The release declaration stamped into the manifest (default: no page, no call); null: none at all. */
  release?: unknown;
}

export function writeVersion(root: string, remote: RemoteName, version: string, v: FakeVersion = {}): string {
  const dir = path.join(root, remoteWorkspace(remote), 'dist', version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: remote,
    name: v.name ?? remote,
    metaData: {
      name: remote,
      buildInfo: { buildVersion: version, buildName: remoteWorkspace(remote) },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ...(v.contractVersion === null ? {} : { contractVersion: v.contractVersion ?? '1.0.0' }),
      ...(v.ssr ? { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' } } : {}),
      ...(v.release === null ? {} : { release: v.release ?? { routes: [], upstream: [] } }),
    },
    // As the build writes it: the contract is shared at the contract's version (rspack.base.config.ts).
    shared: [
      {
        id: `${remote}:shared-contracts`,
        name: 'shared-contracts',
        version: v.contractVersion ?? '1.0.0',
        singleton: true,
        requiredVersion: v.contractVersion ? `^${v.contractVersion.split('.').slice(0, 2).join('.')}.0` : '^1.0.0',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [{ id: `${remote}:app`, name: 'app', path: './app', assets: { js: { sync: ['expose_app.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  if (!v.noManifest) writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (v.entry !== null) writeFileSync(path.join(dir, 'remoteEntry.js'), v.entry ?? `var ${remote} = { version: ${JSON.stringify(version)} };\n`);
  if (v.ssr?.write) {
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  }
  if (!v.dropAsset) writeFileSync(path.join(dir, 'expose_app.js'), '/* the exposed module */\n');
  return dir;
}

/**
 * The shell build the BFF serves: its build-info.json with the contract it provides
 * (null: a build without the stamp; undefined: no shell build at all).
 */
export function writeShellBuild(root: string, contractVersion: string | null | undefined, buildId = 'shell-test-build'): void {
  const dist = path.join(root, 'shell', 'dist');
  rmSync(dist, { recursive: true, force: true });
  if (contractVersion === undefined) return;
  mkdirSync(dist, { recursive: true });
  const info = { buildId, builtAt: new Date().toISOString(), ...(contractVersion === null ? {} : { contractVersion }) };
  writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify(info));
}

/**
 * A temp root where every remote has 1.0.0 (its package.json version) and any extras,
 * and the live shell build provides `shellContract` (default 1.0.0).
 */
export function makeStoreRoot(extra: Partial<Record<RemoteName, Record<string, FakeVersion>>> = {}, shellContract = '1.0.0'): string {
  const root = testTempDir('mv-registry-');
  writeShellBuild(root, shellContract);
  for (const remote of REMOTE_NAMES) {
    mkdirSync(path.join(root, remoteWorkspace(remote)), { recursive: true });
    writeFileSync(path.join(root, remoteWorkspace(remote), 'package.json'), JSON.stringify({ name: remoteWorkspace(remote), version: '1.0.0' }));
    writeVersion(root, remote, '1.0.0');
    for (const [version, v] of Object.entries(extra[remote] ?? {})) writeVersion(root, remote, version, v);
  }
  return root;
}

/** Runs the registry CLI in-process with `env` as its environment; what it printed and its exit code. */
export async function runCli(env: Io['env'], ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
