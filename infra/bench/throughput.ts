// BFF throughput on loopback with autocannon, in its own process so that it does not
// share the BFF's event loop (the BFF runs in the benchmark's process).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';
import { runAsScript } from './script';

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
  /** Request headers (a member's cookie). */
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, '-c', String(connections), '-d', String(seconds), ...headerArgs, '-j', `${siteUrl}${urlPath}`], {
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

// ---------------------------------------------------------------------------------------
// Serving at scale (issue 19): the anonymous page cache, cached against uncached, on the
// four public routes; a mixed-route load at 50 connections; a memory soak.
//   npm run bench:scale [-- --quick] [--seconds=10] [--mix-seconds=30] [--soak-seconds=60] [--workers=<cores>]

/** Several paths in turn on every connection (autocannon's programmatic `requests`). */
export interface MixResult {
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  /** Responses with status >= 500, and connection errors or timeouts: the failures. */
  status5xx: number;
  errors: number;
  timeouts: number;
}

const MIX_RUNNER = `
const autocannon = require(${JSON.stringify(path.join(repoRoot, 'node_modules', 'autocannon'))});
const o = JSON.parse(process.argv[1]);
autocannon({ url: o.url, connections: o.connections, duration: o.seconds, timeout: 10,
  requests: o.paths.map((p) => ({ method: 'GET', path: p, headers: { accept: 'text/html' } })) }, (err, r) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify({ requests: r.requests.total, rps: r.requests.average, p99: r.latency.p99,
    s5xx: r['5xx'], errors: r.errors, timeouts: r.timeouts }));
});`;

/** Runs autocannon in its own process over `paths` in turn. */
export function autocannonMix(siteUrl: string, paths: string[], seconds: number, connections: number): Promise<MixResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', MIX_RUNNER, JSON.stringify({ url: siteUrl, paths, seconds, connections })], { stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}\n${err}`));
      const r = JSON.parse(out) as { requests: number; rps: number; p99: number; s5xx: number; errors: number; timeouts: number };
      resolve({
        seconds,
        connections,
        requests: r.requests,
        requestsPerSecond: r.rps,
        latencyP99Ms: r.p99,
        status5xx: r.s5xx,
        errors: r.errors,
        timeouts: r.timeouts,
      });
    });
  });
}

export interface ScaleRow {
  path: string;
  cachedRps: number;
  cachedP99Ms: number;
  uncachedRps: number;
  uncachedP99Ms: number;
  /** Renders the cache started per request served during the cached run. */
  missRenderRate: number;
}

export function scaleTable(rows: ScaleRow[]): string {
  const head = '| route | cached req/s | cached p99 | uncached req/s | uncached p99 | cache-miss renders |\n|---|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${Math.round(r.cachedRps)} | ${r.cachedP99Ms} ms | ${Math.round(r.uncachedRps)} | ${r.uncachedP99Ms} ms | ${(r.missRenderRate * 100).toFixed(3)} % |`,
  );
  return [head, ...lines].join('\n');
}

async function scaleMain(argv: string[]) {
  const { startClusteredStack } = await import('../stack/cluster');
  const os = await import('node:os');
  const quick = argv.includes('--quick');
  const arg = (name: string, dflt: number) => Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
  const seconds = arg('seconds', quick ? 3 : 10);
  const mixSeconds = arg('mix-seconds', quick ? 5 : 30);
  const soakSeconds = arg('soak-seconds', quick ? 10 : 60);
  const workers = arg('workers', os.availableParallelism());
  const connections = 10;
  const log = (s: string) => console.log(s);

  type Clustered = Awaited<ReturnType<typeof startClusteredStack>>;
  const withStack = async <T>(env: Record<string, string>, fn: (s: Clustered) => Promise<T>) => {
    const stack = await startClusteredStack({ port: 0, workers, logLevel: 'error', env });
    try {
      return await fn(stack);
    } finally {
      await stack.close();
    }
  };
  const slugOf = async (apiUrl: string) => {
    const body = (await (await fetch(`${apiUrl}/v1/promos`)).json()) as { results?: Array<{ slug?: string }> };
    const slug = body.results?.[0]?.slug;
    if (!slug) throw new Error('No promo in the local backend to measure /promo/{slug} with');
    return slug;
  };
  const renders = async (stack: Clustered) => (await stack.stats()).reduce((n, w) => n + (w.cache?.renders ?? 0), 0);
  // JIT and first renders out of the way: every worker gets its page before the measured run.
  const warm = (stack: Clustered, p: string) => autocannon(stack.url, p, quick ? 1 : 2, connections, 'warm-up');

  const rows = new Map<string, ScaleRow>();
  log(`npm start's layout: ${workers} BFF worker(s) (node:cluster), the local backend in its own process; autocannon in its own; ${connections} connections, ${seconds} s per route after a warm-up.`);
  await withStack({ PAGE_CACHE_MAX_MB: '0' }, async (stack) => {
    const routes = ['/', '/promo', `/promo/${await slugOf(stack.apiUrl)}`, '/event'];
    for (const p of routes) {
      log(`uncached ${p}`);
      await warm(stack, p);
      const t = await autocannon(stack.url, p, seconds, connections, 'uncached');
      rows.set(p, { path: p, cachedRps: 0, cachedP99Ms: 0, uncachedRps: t.requestsPerSecond, uncachedP99Ms: t.latencyP99Ms, missRenderRate: 1 });
    }
  });
  const { mix, soak } = await withStack({}, async (stack) => {
    if ((await stack.stats()).some((w) => !w.cache)) throw new Error('A BFF worker has no page cache (is shell/dist/server built?)');
    const routes = ['/', '/promo', `/promo/${await slugOf(stack.apiUrl)}`, '/event'];
    for (const p of routes) {
      log(`cached ${p}`);
      await warm(stack, p);
      const before = await renders(stack);
      const t = await autocannon(stack.url, p, seconds, connections, 'cached');
      const served = t.requestsPerSecond * seconds;
      const row = rows.get(p)!;
      row.cachedRps = t.requestsPerSecond;
      row.cachedP99Ms = t.latencyP99Ms;
      row.missRenderRate = served > 0 ? ((await renders(stack)) - before) / served : 0;
    }
    const mixPaths = [...routes, '/merchant', '/about', '/search?q=kopi', '/halaman-tidak-ada', '/health'];
    log(`mixed public routes, 50 connections, ${mixSeconds} s`);
    const mix = await autocannonMix(stack.url, mixPaths, mixSeconds, 50);
    const before = await stack.stats();
    log(`soak: mixed public routes, ${connections} connections, ${soakSeconds} s`);
    const result = await autocannonMix(stack.url, mixPaths, soakSeconds, connections);
    return { mix, soak: { seconds: soakSeconds, before, after: await stack.stats(), result } };
  });

  log('\n## Anonymous pages: cached and uncached (autocannon, loopback, 10 connections)');
  log(scaleTable([...rows.values()]));
  log(`\n## Mixed public routes at ${mix.connections} connections for ${mix.seconds} s`);
  log(`${mix.requests} requests, ${Math.round(mix.requestsPerSecond)} req/s, p99 ${mix.latencyP99Ms} ms, 5xx ${mix.status5xx}, errors ${mix.errors}, timeouts ${mix.timeouts}`);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  log(`\n## Soak: ${soak.seconds} s, ${soak.result.requests} requests, ${Math.round(soak.result.requestsPerSecond)} req/s, 5xx ${soak.result.status5xx}, errors ${soak.result.errors}`);
  for (const b of soak.before) {
    const a = soak.after.find((w) => w.pid === b.pid);
    log(
      `worker ${b.pid}: rss ${mb(b.memory.rss)} → ${a ? mb(a.memory.rss) : 'gone'}; heap used ${mb(b.memory.heapUsed)} → ${a ? mb(a.memory.heapUsed) : 'gone'}; cache ${a?.cache?.entries ?? 0} pages, ${mb(a?.cache?.bytes ?? 0)}`,
    );
  }
}

if (require.main === module) runAsScript(scaleMain);
