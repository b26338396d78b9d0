// `release <remote>`: builds one remote as a new immutable version and publishes it to
// the artefact store. Nothing live changes (that is `promote`). The build goes to a
// staging folder first and is checked, so a failed or broken build never appears as a
// version.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts/core';
import { APPS, repoRoot } from '../stack/apps';
import { checkVersion, CONTRACT_CODES, type GateResult } from './gate';
import type { LiveShell } from './shell';
import { VERSION_PATTERN, VersionExistsError, type ReleaseStore } from './store';

export class ReleaseError extends Error {}

/** A remote's Node build for server rendering, when it has one. */
const SERVER_CONFIG = 'rspack.server.config.ts';

export interface ReleaseOptions {
  remote: RemoteName;
  /** Default: the remote's package.json version. */
  version?: string;
  /**
   * The remote's folder to build (default its workspace, mf-<name>): another checkout of
   * the same remote, e.g. a team's branch, built into the same artefact store.
   */
  sourceDir?: string;
  store: ReleaseStore;
  /** The live shell build: the release notes whether it can serve the new version's contract. */
  shell: LiveShell;
  /** Where builds are staged before publishing (a folder on the store's file system). */
  stagingRoot: string;
  log?: (line: string) => void;
}

export interface ReleaseResult {
  remote: RemoteName;
  version: string;
  entry: string;
  gate: GateResult;
  seconds: number;
}

/** The next patch after the newest version in the store: what the refusal suggests. */
export function suggestNextVersion(versions: string[]): string {
  const newest = versions[versions.length - 1] ?? '1.0.0';
  const [major, minor, patch] = newest.split(/[.-]/).map((n) => Number.parseInt(n, 10) || 0);
  return `${major}.${minor}.${(patch ?? 0) + 1}`;
}

function build(dir: string, outDir: string, version: string, config?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
    const args = ['build', ...(config ? ['--config', config] : []), '--mode', 'production', '--output-path', outDir];
    const child = spawn(bin, args, {
      cwd: dir,
      stdio: 'pipe',
      // MV_REMOTE_VERSION: the remote's rspack.config.ts names the build after it (and
      // compiles it in as __MV_REMOTE_VERSION__); MF_BUILD_VERSION: the manifest's buildVersion.
      env: { ...process.env, MV_REMOTE_VERSION: version, MF_BUILD_VERSION: version, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new ReleaseError(`The build failed (rspack exit ${code}):\n${output.trim()}`)),
    );
  });
}

export async function releaseRemote(opts: ReleaseOptions): Promise<ReleaseResult> {
  const { remote, store } = opts;
  const log = opts.log ?? (() => undefined);
  const version = opts.version ?? store.packageVersion(remote);
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version (expected e.g. 1.4.0 or 1.4.0-rc.1).`);
  if (store.has(remote, version)) throw new VersionExistsError(remote, version);
  const app = APPS.find((a) => a.name === remote);
  if (!app) throw new ReleaseError(`Unknown remote ${remote}.`);

  const sourceDir = opts.sourceDir ?? app.dir;
  if (!existsSync(path.join(sourceDir, 'rspack.config.ts'))) throw new ReleaseError(`${sourceDir} is not a remote's folder (no rspack.config.ts).`);
  const started = Date.now();
  mkdirSync(opts.stagingRoot, { recursive: true });
  const staging = path.join(opts.stagingRoot, `.staging-${version}-${process.pid}-${Date.now()}`);
  try {
    log(`Building ${remote} ${version} (production) from ${path.relative(repoRoot, sourceDir) || sourceDir}…`);
    await build(sourceDir, staging, version);
    // A remote with a server-rendering build gets it beside the browser files
    // (<version>/server/), after the browser build, whose output.clean would remove it.
    if (existsSync(path.join(sourceDir, SERVER_CONFIG))) {
      log(`Building ${remote} ${version} for server rendering…`);
      await build(sourceDir, path.join(staging, 'server'), version, SERVER_CONFIG);
    }
    // Check the build before it becomes a version: it must at least load.
    const staged = { readFile: (_r: RemoteName, _v: string, file: string) => readStaged(staging, file) };
    const gate = checkVersion(staged, remote, version, { shell: opts.shell });
    const broken = gate.problems.filter((p) => !CONTRACT_CODES.has(p.code));
    if (broken.length > 0) throw new ReleaseError(`The build is not loadable:\n${broken.map((p) => `  - ${p.message}`).join('\n')}`);
    store.publish(remote, version, staging);
    return { remote, version, entry: store.entryUrl(remote, version), gate, seconds: (Date.now() - started) / 1000 };
  } finally {
    // Only the staging folder (ours, never a version) is removed; after publish it is gone.
    rmSync(staging, { recursive: true, force: true });
  }
}

function readStaged(root: string, file: string): Buffer | null {
  const target = path.resolve(root, file);
  if (!target.startsWith(root + path.sep)) return null;
  try {
    return readFileSync(target);
  } catch {
    return null;
  }
}
