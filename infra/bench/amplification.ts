// Render amplification (issue 32): what a client that busts the anonymous page cache costs
// the BFF, against the cached page. `npx tsx infra/bench/amplification.ts [--seconds=10]`
// starts one BFF worker (with its page cache) and the local backend, then measures with
// autocannon (10 connections): the cached /promo; /promo with a new made-up query
// parameter on every request; /promo with a garbage access-token cookie; /search with a new
// search text on every request (a parameter the page reads: the per-client render share
// bounds it). A benchmark, not a test: it prints figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
}

// Programmatic autocannon in its own process: the CLI's argument parser cannot take a URL
// with '[<id>]' (autocannon puts a fresh id there on every request).
const RUNNER = `
const autocannon = require(${JSON.stringify(path.join(repoRoot, 'node_modules', 'autocannon'))});
const o = JSON.parse(process.argv[1]);
autocannon({ url: o.url, connections: 10, duration: o.seconds, timeout: 10, idReplacement: true, headers: o.headers }, (err, r) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }));
});`;

function load(url: string, seconds: number, headers: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', RUNNER, JSON.stringify({ url, seconds, headers })], { stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Run) : reject(new Error(`autocannon exited ${code}\n${err}`))));
  });
}

async function main(argv: string[]) {
  const { startClusteredStack } = await import('../stack/cluster');
  const seconds = Number(argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
  const stack = await startClusteredStack({ port: 0, workers: 1, logLevel: 'error' });
  const renders = async () => (await stack.stats()).reduce((n, w) => n + (w.cache?.renders ?? 0), 0);
  const rows: Array<{ label: string; t: Run; renders: number }> = [];
  try {
    if ((await stack.stats()).some((w) => !w.cache)) throw new Error('The BFF worker has no page cache (is shell/dist/server built?)');
    const runs: Array<[string, string, Record<string, string>]> = [
      ['cached /promo', '/promo', {}],
      ['/promo?x=<new id each request>', '/promo?x=[<id>]', {}],
      ['/promo with access-token=garbage', '/promo', { cookie: 'access-token=garbage' }],
      ['/search?q=<new id each request>', '/search?q=[<id>]', {}],
    ];
    for (const [label, pathname, headers] of runs) {
      await load(`${stack.url}${pathname.replace('[<id>]', 'warm')}`, 2, headers);
      const before = await renders();
      const t = await load(`${stack.url}${pathname}`, seconds, headers);
      rows.push({ label, t, renders: (await renders()) - before });
    }
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
    const worker = (await stack.stats())[0];
    console.log(`\n## Render amplification: 1 BFF worker, autocannon 10 connections, ${seconds} s each`);
    console.log('| request | req/s | p99 | non-2xx | page-cache misses |\n|---|---:|---:|---:|---:|');
    for (const { label, t, renders: n } of rows) {
      console.log(`| ${label} | ${Math.round(t.rps)} | ${t.p99} ms | ${t.non2xx} | ${n} |`);
    }
    console.log(`worker rss after: ${worker ? mb(worker.memory.rss) : '?'}`);
  } finally {
    await stack.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
