// BFF throughput on loopback with autocannon, in its own process so that it does not
// share the BFF's event loop (the BFF runs in the benchmark's process).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';

export interface Throughput {
  /** Which build served it: 'server-rendered' (as shipped) or 'client-rendered'. */
  variant: string;
  path: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const CLI = path.join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js');

export function autocannon(
  siteUrl: string,
  urlPath: string,
  seconds: number,
  connections: number,
  variant = 'server-rendered',
): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '-c', String(connections), '-d', String(seconds), '-j', `${siteUrl}${urlPath}`], {
      stdio: 'pipe',
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}\n${err}`));
      const r = JSON.parse(out) as AutocannonJson;
      resolve({
        variant,
        path: urlPath,
        seconds,
        connections,
        requestsPerSecond: r.requests.average,
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
