// A signed-in member's pages under load (issue 30 item 3), beside /health in the same run:
// `npm run bench:members -w infra -- [--rounds=3] [--seconds=10] [--quick] [--env=NAME=value…] [--compare=NAME=value…]`
// (--env sets a BFF setting for the run; --compare measures a second variant with more
// settings, round for round in turn with the first: --compare=PAGE_CACHE_MAX_MB=0 turns the
// BFF's caches off, which a member's page never read before issue 30: before and after).
// npm start's layout (one BFF worker per core, the local backend in its own process,
// autocannon in its own), the demo member signed in once through the real SSO page, then
// each round measures /health, /, /promo and /account at 10 connections with the member's
// cookies. Prints the median of the rounds and the load average around each round: the
// machine is shared, and its load moves these figures more than anything else; the CPU time
// the site's processes spent per request (BFF workers and backend, from /proc) moves much
// less with it, so it is printed beside them.
//
// All the load comes from one address, as if one member at one address asked for every
// page: the BFF's per-client share of server renders (SSR_RENDERS_PER_CLIENT_PER_MINUTE)
// would turn most of them into client-rendered documents, which is not what a member at
// their own address gets. The run lifts that share and checks, before and after each
// route, that the page is the member's own and rendered on the server.
// A benchmark, not a test: it prints figures and asserts none.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cookieHeader, launchBrowser, signInCookies } from './browser';
import { median } from './stats';
import { autocannon, type Throughput } from './throughput';
import { runAsScript } from './script';

export const MEMBER_ROUTES = ['/', '/promo', '/account'] as const;
/** What a member's server-rendered page must carry (the x-mv-ssr header and the boot data). */
const SERVER_RENDERED: Record<(typeof MEMBER_ROUTES)[number], string | null> = { '/': null, '/promo': 'catalog=server', '/account': 'account=server' };

export interface MembersRow {
  path: string;
  rounds: Array<Throughput & { cpuMsPerRequest: number; bffCpuMsPerRequest: number }>;
  requestsPerSecond: number;
  latencyP99Ms: number;
  /** CPU time the site's processes (BFF workers and local backend) spent per request served. */
  cpuMsPerRequest: number;
  /** The BFF workers' part of it (the rest is the local backend's). */
  bffCpuMsPerRequest: number;
}

export interface MembersResult {
  workers: number;
  connections: number;
  seconds: number;
  loadAverages: Array<{ round: number; start: number; end: number }>;
  rows: MembersRow[];
}

/** Throws unless `url` with `cookie` is the member's page rendered on the server. */
export async function assertMemberPage(url: string, cookie: string, island: string | null): Promise<void> {
  const res = await fetch(url, { headers: { cookie, accept: 'text/html' } });
  const html = await res.text();
  const ssr = res.headers.get('x-mv-ssr') ?? '';
  if (!res.ok || !html.includes('"status":"member"') || (island !== null && !ssr.split(',').includes(island))) {
    throw new Error(`${url} is not the member's server-rendered page (HTTP ${res.status}, x-mv-ssr: ${ssr || 'none'})`);
  }
}

const load1 = () => Number(os.loadavg()[0]!.toFixed(2));

/**
 * CPU time (user + system, ms) used so far by this process's live children: the BFF workers
 * and the local backend. On a shared machine requests per second follow the others' load;
 * CPU time per request is the site's own cost (Linux /proc; 0 elsewhere).
 */
export function childrenCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return out;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      // USER_HZ is 100 on Linux.
      out.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU ms per request between two readings: all of the site's processes, and the BFF workers' part. */
function cpuPerRequest(before: Map<number, number>, after: Map<number, number>, workerPids: ReadonlySet<number>, served: number) {
  let all = 0;
  let bff = 0;
  for (const [pid, ms] of after) {
    const used = ms - (before.get(pid) ?? ms);
    all += used;
    if (workerPids.has(pid)) bff += used;
  }
  return served > 0 ? { all: all / served, bff: bff / served } : { all: Number.NaN, bff: Number.NaN };
}

/** Rounds of /health and the member's pages on a running site. */
export async function measureMembers(
  siteUrl: string,
  cookie: string,
  opts: { rounds: number; seconds: number; connections: number; workers: number; workerPids: () => Promise<number[]>; log: (s: string) => void },
): Promise<MembersResult> {
  const paths = ['/health', ...MEMBER_ROUTES];
  const runs = new Map<string, MembersRow['rounds']>(paths.map((p) => [p, []]));
  const loadAverages: MembersResult['loadAverages'] = [];
  for (const p of MEMBER_ROUTES) await assertMemberPage(`${siteUrl}${p}`, cookie, SERVER_RENDERED[p]);
  for (let round = 1; round <= opts.rounds; round++) {
    const start = load1();
    for (const p of paths) {
      const headers: Record<string, string> = p === '/health' ? {} : { cookie };
      // JIT and first renders out of the way in every worker.
      await autocannon(siteUrl, p, 2, opts.connections, 'warm-up', headers);
      const workerPids = new Set(await opts.workerPids());
      const cpuBefore = childrenCpuMs();
      const t = await autocannon(siteUrl, p, opts.seconds, opts.connections, p === '/health' ? 'probe' : 'member', headers);
      const cpu = cpuPerRequest(cpuBefore, childrenCpuMs(), workerPids, t.requestsPerSecond * t.seconds);
      runs.get(p)!.push({ ...t, cpuMsPerRequest: cpu.all, bffCpuMsPerRequest: cpu.bff });
      opts.log(
        `round ${round} ${p}: ${Math.round(t.requestsPerSecond)} req/s, p50 ${t.latencyP50Ms} ms, p99 ${t.latencyP99Ms} ms, CPU ${cpu.all.toFixed(2)} ms/request (BFF ${cpu.bff.toFixed(2)}), non-2xx ${t.non2xx}, errors ${t.errors}`,
      );
      if (p !== '/health') await assertMemberPage(`${siteUrl}${p}`, cookie, SERVER_RENDERED[p as (typeof MEMBER_ROUTES)[number]]);
    }
    loadAverages.push({ round, start, end: load1() });
  }
  return {
    workers: opts.workers,
    connections: opts.connections,
    seconds: opts.seconds,
    loadAverages,
    rows: paths.map((p) => {
      const rounds = runs.get(p)!;
      return {
        path: p,
        rounds,
        requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
        latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
        cpuMsPerRequest: median(rounds.map((r) => r.cpuMsPerRequest)),
        bffCpuMsPerRequest: median(rounds.map((r) => r.bffCpuMsPerRequest)),
      };
    }),
  };
}

export function membersTable(result: MembersResult): string {
  const head =
    '| route | req/s (median) | p99 (median) | CPU ms/request (median) | of it BFF | each round: req/s, p99 | non-2xx |\n|---|---:|---:|---:|---:|---|---:|';
  const lines = result.rows.map(
    (r) =>
      `| ${r.path === '/health' ? '/health (JSON probe)' : `${r.path} (member)`} | ${Math.round(r.requestsPerSecond)} | ${r.latencyP99Ms} ms | ${r.cpuMsPerRequest.toFixed(2)} | ${r.bffCpuMsPerRequest.toFixed(2)} | ${r.rounds
        .map((t) => `${Math.round(t.requestsPerSecond)}, ${t.latencyP99Ms} ms`)
        .join('; ')} | ${r.rounds.reduce((n, t) => n + t.non2xx + t.errors, 0)} |`,
  );
  return [head, ...lines].join('\n');
}

/** Rounds measured one by one (each from its own start of the stack) merged into one result. */
function mergeRounds(results: MembersResult[]): MembersResult {
  const first = results[0]!;
  return {
    ...first,
    loadAverages: results.flatMap((r, i) => r.loadAverages.map((l) => ({ ...l, round: i + 1 }))),
    rows: first.rows.map((row, i) => {
      const rounds = results.flatMap((r) => r.rows[i]!.rounds);
      return {
        path: row.path,
        rounds,
        requestsPerSecond: median(rounds.map((t) => t.requestsPerSecond)),
        latencyP99Ms: median(rounds.map((t) => t.latencyP99Ms)),
        cpuMsPerRequest: median(rounds.map((t) => t.cpuMsPerRequest)),
        bffCpuMsPerRequest: median(rounds.map((t) => t.bffCpuMsPerRequest)),
      };
    }),
  };
}

function settings(argv: string[], flag: string): Record<string, string> {
  return Object.fromEntries(
    argv
      .filter((a) => a.startsWith(`--${flag}=`))
      .map((a) => {
        const [name, ...value] = a.slice(`--${flag}=`.length).split('=');
        return [name!, value.join('=')];
      }),
  );
}

async function main(argv: string[]): Promise<void> {
  const { startClusteredStack } = await import('../stack/cluster');
  const quick = argv.includes('--quick');
  const arg = (name: string, dflt: number) => Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
  const rounds = arg('rounds', quick ? 1 : 3);
  const seconds = arg('seconds', quick ? 3 : 10);
  const workers = arg('workers', os.availableParallelism());
  const env = settings(argv, 'env');
  // --compare=NAME=value: a second variant with these settings, its rounds taking turns with
  // the first's (ABBA…), so both meet the shared machine's load alike.
  const compare = settings(argv, 'compare');
  const variants = [env, ...(Object.keys(compare).length ? [{ ...env, ...compare }] : [])];
  const log = (s: string) => console.log(s);

  /** One round on a freshly started stack with `variantEnv`. */
  const round = async (variantEnv: Record<string, string>): Promise<MembersResult> => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-bench-members-'));
    const stack = await startClusteredStack({
      port: 0,
      workers,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      // One address stands for many members (see above).
      env: { SSR_RENDERS_PER_CLIENT_PER_MINUTE: '100000', ...variantEnv },
    });
    try {
      const browser = await launchBrowser();
      const cookie = await signInCookies(browser, stack.url)
        .then(cookieHeader)
        .finally(() => browser.close());
      const workerPids = async () => (await stack.stats()).map((w) => w.pid);
      return await measureMembers(stack.url, cookie, { rounds: 1, seconds, connections: 10, workers, workerPids, log });
    } finally {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  log(
    `npm start's layout: ${workers} BFF worker(s), the local backend in its own process, autocannon in its own; ${rounds} round(s) of ${seconds} s per route at 10 connections, each round on a fresh stack; load average (1 min) at start ${load1()}, ${os.availableParallelism()} cores.`,
  );
  const results: MembersResult[][] = variants.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? variants.map((_, i) => i) : variants.map((_, i) => i).reverse();
    for (const i of order) {
      log(`round ${r + 1}, settings ${JSON.stringify(variants[i])}`);
      results[i]!.push(await round(variants[i]!));
    }
  }
  variants.forEach((variantEnv, i) => {
    const merged = mergeRounds(results[i]!);
    log(`\n## A signed-in member's pages beside /health, BFF settings ${JSON.stringify(variantEnv)} (median of ${rounds} round(s), ${seconds} s each, 10 connections)`);
    log(membersTable(merged));
    log(`load average (1 min) per round: ${merged.loadAverages.map((l) => `${l.round}: ${l.start} → ${l.end}`).join('; ')}`);
  });
}

if (require.main === module) runAsScript(main);
