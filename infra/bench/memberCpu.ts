// A signed-in member's page as BFF CPU per request, measured the way bench:members:ab does
// (membersAB.ts): a stack of one BFF worker (npm start's layout otherwise), the demo member
// signed in through the real SSO page, then per route batches of 24 requests at 4
// connections, each batch's CPU read from the worker's own /proc time. CPU per page rather
// than requests per second: a member's own answers are not kept between requests (a product
// decision, docs/scaling.md), so the page's cost is what can be held; and CPU time moves far
// less with the shared machine's load than a rate does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cookieHeader, launchBrowser, signInCookies } from './browser';
import { childrenCpuMs } from './members';

export const REQUESTS_PER_BATCH = 24;
export const CONNECTIONS = 4;
export const WARM_BATCHES = 3;

export interface MemberSide {
  checkout: string;
  url: string;
  cookie: string;
  workerPids: ReadonlySet<number>;
  close: () => Promise<void>;
}

/** One checkout's stack with one BFF worker, the demo member signed in. */
export async function startMemberSide(checkout: string): Promise<MemberSide> {
  // The checkout's own stack code, so each side runs as that commit does.
  const { startClusteredStack } = (await import(path.join(checkout, 'infra/stack/cluster.ts'))) as typeof import('../stack/cluster');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-bench-cpu-'));
  const stack = await startClusteredStack({
    port: 0,
    workers: 1,
    dataDir,
    registryFile: path.join(dataDir, 'registry.json'),
    logLevel: 'error',
    // One address stands for many members (members.ts).
    env: { SSR_RENDERS_PER_CLIENT_PER_MINUTE: '100000' },
  });
  const browser = await launchBrowser();
  const cookie = await signInCookies(browser, stack.url)
    .then(cookieHeader)
    .finally(() => browser.close());
  const workerPids = new Set((await stack.stats()).map((w) => w.pid));
  return {
    checkout,
    url: stack.url,
    cookie,
    workerPids,
    close: async () => {
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One batch to one side: its wall time (ms); a page that is not 200 stops the run. */
export async function memberBatch(side: MemberSide, route: string): Promise<number> {
  let sent = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent++ < REQUESTS_PER_BATCH) {
        const res = await fetch(side.url + route, { headers: { cookie: side.cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${side.checkout} ${route}: ${res.status}`);
      }
    }),
  );
  return performance.now() - t0;
}

export interface BatchCpu {
  /** The side's BFF worker(s), ms. */
  bff: number;
  /** Every child process of this one (both sides' stacks in an A/B run), ms. */
  all: number;
  wall: number;
}

/** One batch and the CPU it cost. */
export async function measuredBatch(side: MemberSide, route: string): Promise<BatchCpu> {
  const cpuBefore = childrenCpuMs();
  const wall = await memberBatch(side, route);
  const cpuAfter = childrenCpuMs();
  let bff = 0;
  let all = 0;
  for (const [pid, ms] of cpuAfter) {
    const used = ms - (cpuBefore.get(pid) ?? ms);
    all += used;
    if (side.workerPids.has(pid)) bff += used;
  }
  return { bff, all, wall };
}

export interface MemberCpu {
  path: string;
  requests: number;
  /** BFF worker CPU per request, ms. */
  bffMsPerRequest: number;
}

/** This checkout's member pages: BFF CPU per request over `batches` batches per path (routes taking turns). */
export async function measureMemberCpu(paths: readonly string[], batches: number, checkout = path.resolve(__dirname, '../..')): Promise<MemberCpu[]> {
  const side = await startMemberSide(checkout);
  try {
    // A signed-out page costs less: measuring one would pass the budget for nothing.
    for (const route of paths) {
      const html = await (await fetch(side.url + route, { headers: { cookie: side.cookie } })).text();
      if (!html.includes('"status":"member"')) throw new Error(`${route} with the sign-in cookie is not a member page`);
    }
    for (const route of paths) for (let i = 0; i < WARM_BATCHES; i++) await memberBatch(side, route);
    const totals = new Map<string, { bff: number; requests: number }>(paths.map((p) => [p, { bff: 0, requests: 0 }]));
    for (let b = 0; b < batches; b++) {
      for (const route of paths) {
        const { bff } = await measuredBatch(side, route);
        const t = totals.get(route)!;
        t.bff += bff;
        t.requests += REQUESTS_PER_BATCH;
      }
    }
    return [...totals].map(([p, t]) => ({ path: p, requests: t.requests, bffMsPerRequest: t.bff / t.requests }));
  } finally {
    await side.close();
  }
}
