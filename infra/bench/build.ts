// Production builds for the benchmark: the site as it ships (infra/stack/build.ts), and
// the monolith shell (monolith/rspack.config.ts) the federation overhead is measured against.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../stack/apps';
import { buildApps } from '../stack/build';

export const MONOLITH_DIST = path.join(repoRoot, 'shell', 'dist-monolith');
const MONOLITH_CONFIG = path.join(__dirname, 'monolith', 'rspack.config.ts');

export async function buildFederated(log: (s: string) => void): Promise<void> {
  await buildApps({ log });
}

/** Always rebuilt (about 10 s): its inputs are the shell's and all three remotes' sources. */
export function buildMonolith(log: (s: string) => void): Promise<void> {
  log('Building the monolith shell (infra/bench/monolith, no Module Federation)…');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--config', MONOLITH_CONFIG, '--mode', 'production'], {
      cwd: path.join(repoRoot, 'shell'),
      env: process.env,
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Monolith build failed (exit ${code})\n${output}`));
      log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      resolve();
    });
  });
}

export const CSR_DIST = path.join(repoRoot, 'shell', 'dist-csr');

/**
 * The federated shell without its server renderer: a copy of shell/dist minus server/,
 * so the BFF serving it renders every page on the client, like the monolith (which has
 * no server build). The federation-overhead ratios compare these two; the site as it
 * ships (server rendering on) is measured from shell/dist itself.
 */
export function prepareCsrDist(): void {
  rmSync(CSR_DIST, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'shell', 'dist'), CSR_DIST, {
    recursive: true,
    filter: (src) => path.relative(path.join(repoRoot, 'shell', 'dist'), src).split(path.sep)[0] !== 'server',
  });
}
