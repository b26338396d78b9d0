// temp: interleaved A/B of two checkouts' BFF CPU per request (both stacks up, batches alternate).
// npx tsx infra/abx.tmp.mts BASE MAIN [batches] [route…]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cookieHeader, launchBrowser, signInCookies } from './bench/browser';
import { childrenCpuMs } from './bench/members';
const [A, B] = [process.argv[2]!, process.argv[3]!];
const batches = Number(process.argv[4] ?? 20);
const routes = process.argv.slice(5).length ? process.argv.slice(5) : ['/', '/promo', '/account'];
async function up(dir: string) {
  const { startClusteredStack } = await import(path.join(dir, 'infra/stack/cluster.ts'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-abx-'));
  const stack = await startClusteredStack({ port: 0, workers: 1, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error', env: { SSR_RENDERS_PER_CLIENT_PER_MINUTE: '100000' } });
  const browser = await launchBrowser();
  const cookie = await signInCookies(browser, stack.url).then(cookieHeader).finally(() => browser.close());
  const pids = new Set<number>((await stack.stats()).map((w: { pid: number }) => w.pid));
  return { dir, stack, cookie, pids };
}
const stacks = [await up(A), await up(B)];
const N = 24, C = 4;
async function batch(s: (typeof stacks)[number], route: string) {
  let i = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: C }, async () => { while (i++ < N) { const r = await fetch(s.stack.url + route, { headers: { cookie: s.cookie } }); await r.arrayBuffer(); if (r.status !== 200) throw new Error(String(r.status)); } }));
  return performance.now() - t0;
}
const acc = new Map<string, { bff: number; all: number; wall: number; n: number }>();
try {
  for (const s of stacks) for (const r of routes) for (let k = 0; k < 3; k++) await batch(s, r); // warm
  for (let b = 0; b < batches; b++) {
    for (const r of routes) {
      const order = b % 2 ? [...stacks].reverse() : stacks;
      for (const s of order) {
        const before = childrenCpuMs();
        const wall = await batch(s, r);
        const after = childrenCpuMs();
        let bff = 0, all = 0;
        // backend of this stack: children of this process that are not the other stack's workers… approximate: count this stack's workers for bff; all = every child's delta (the idle stack's share is small)
        for (const [pid, ms] of after) { const d = ms - (before.get(pid) ?? ms); all += d; if (s.pids.has(pid)) bff += d; }
        const key = `${r} ${s.dir}`;
        const a = acc.get(key) ?? { bff: 0, all: 0, wall: 0, n: 0 };
        a.bff += bff; a.all += all; a.wall += wall; a.n += N; acc.set(key, a);
      }
    }
  }
  for (const [k, a] of acc) console.log(k.padEnd(30), 'BFF', (a.bff / a.n).toFixed(2), 'ms/req  all', (a.all / a.n).toFixed(2), 'ms/req  wall', (a.wall / a.n).toFixed(2), 'ms/req');
} finally {
  for (const s of stacks) await s.stack.close();
}
process.exit(0);
