// Builds what is not built (or older than its sources) with the Rspack CLI, in parallel.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, repoRoot, type AppInfo } from './apps';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The app's server build for server rendering (rspack.server.config.ts), when it has one:
 * written beside the browser build, so it is built right after it (the browser build's
 * output.clean would remove it otherwise).
 */
export function serverBuild(app: AppInfo): { config: string; marker: string } | null {
  const config = path.join(app.dir, 'rspack.server.config.ts');
  if (!existsSync(config)) return null;
  const browserOut = path.dirname(app.marker());
  return { config, marker: path.join(browserOut, 'server', app.name === 'shell' ? 'main.js' : 'remoteEntry.js') };
}

export function isStale(app: AppInfo): boolean {
  const marker = app.marker();
  if (!existsSync(marker)) return true;
  const server = serverBuild(app);
  if (server && !existsSync(server.marker)) return true;
  const sources = [
    path.join(app.dir, 'src'),
    path.join(app.dir, 'public'),
    path.join(app.dir, 'rspack.config.ts'),
    path.join(app.dir, 'rspack.server.config.ts'),
    path.join(app.dir, 'package.json'),
    path.join(repoRoot, 'shared-contracts', 'src'),
    path.join(repoRoot, 'shared-kit', 'src'),
    path.join(repoRoot, 'rspack.base.config.ts'),
  ];
  const newestSource = Math.max(...sources.map(newestMtime));
  return newestSource > statSync(marker).mtimeMs;
}

export function runRspack(app: AppInfo, args: string[], quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
    const child = spawn(bin, args, { cwd: app.dir, stdio: quiet ? 'pipe' : 'inherit', env: process.env });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Build of ${app.name} failed (exit ${code})\n${output}`)),
    );
  });
}

/**
 * One build of an app at a time on this machine (a test run and a developer's start may
 * both find it stale); the second waits, then finds it fresh.
 */
async function withBuildLock<T>(app: AppInfo, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `mv-build-${app.name}-${Buffer.from(repoRoot).toString('hex').slice(-16)}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > 180_000 || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildApps(opts: { force?: boolean; only?: AppInfo['name'][]; log?: (s: string) => void } = {}) {
  const log = opts.log ?? ((s: string) => console.log(s));
  const targets = APPS.filter((a) => (!opts.only || opts.only.includes(a.name)) && (opts.force || isStale(a)));
  if (targets.length === 0) {
    log('All apps are built and up to date.');
    return;
  }
  log(`Building ${targets.map((a) => a.name).join(', ')} (production)…`);
  const started = Date.now();
  await Promise.all(
    targets.map((a) =>
      withBuildLock(a, async () => {
        if (opts.force || isStale(a)) {
          await runRspack(a, ['build', '--mode', 'production'], true);
          const server = serverBuild(a);
          if (server) await runRspack(a, ['build', '-c', server.config, '--mode', 'production'], true);
        }
      }),
    ),
  );
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
