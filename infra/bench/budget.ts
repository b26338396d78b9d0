// The performance budget (budget.json) and what of a run is over it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface MemberThroughputBudget {
  /** Signed-in pages loaded one at a time by autocannon with the member's cookie. */
  paths: string[];
  connections: number;
  minRequestsPerSecond: number;
  maxP99Ms: number;
}

export interface Budget {
  /** A ceiling against regressions, not a target. */
  maxFirstLoadJsKB: number;
  minLighthousePerformance: number;
  /** Median Lighthouse CLS per route. */
  maxCls: number;
  reactDomCopies: number;
  /** Phone pass, per route: the shipped build's median time to interactive ÷ the monolith's. */
  maxPhoneInteractiveVsMonolith: number;
  memberThroughput: MemberThroughputBudget;
}

const NUMBERS = ['maxFirstLoadJsKB', 'minLighthousePerformance', 'maxCls', 'reactDomCopies', 'maxPhoneInteractiveVsMonolith'] as const;

export function loadBudget(file = path.join(__dirname, 'budget.json')): Budget {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Budget>;
  for (const key of NUMBERS) {
    if (typeof raw[key] !== 'number') throw new Error(`${file}: ${key} must be a number`);
  }
  const m = raw.memberThroughput;
  if (
    !m ||
    !Array.isArray(m.paths) ||
    m.paths.length === 0 ||
    !m.paths.every((p) => typeof p === 'string' && p.startsWith('/')) ||
    ![m.connections, m.minRequestsPerSecond, m.maxP99Ms].every((n) => typeof n === 'number')
  ) {
    throw new Error(`${file}: memberThroughput needs paths (['/…']), connections, minRequestsPerSecond and maxP99Ms`);
  }
  return raw as Budget;
}

export interface RouteFigures {
  route: string;
  jsBytes: number;
  reactDomCopies: number;
  /** Median Lighthouse performance score 0–100; undefined when not measured. */
  lighthouse?: number;
  /** Median Lighthouse CLS; undefined when not measured. */
  cls?: number;
  /** Phone pass: median time to interactive of the shipped build and of the monolith (ms); undefined when not measured. */
  phoneInteractiveMs?: number;
  monolithInteractiveMs?: number;
}

/** One line per figure over budget; empty when everything is within it. */
export function overBudget(budget: Budget, routes: RouteFigures[]): string[] {
  const over: string[] = [];
  for (const r of routes) {
    const kb = r.jsBytes / 1000;
    if (kb > budget.maxFirstLoadJsKB) {
      over.push(`${r.route}: first-load JS ${kb.toFixed(1)} kB > ${budget.maxFirstLoadJsKB} kB (+${(kb - budget.maxFirstLoadJsKB).toFixed(1)} kB)`);
    }
    if (r.reactDomCopies !== budget.reactDomCopies) {
      over.push(`${r.route}: ${r.reactDomCopies} React DOM copies, budget ${budget.reactDomCopies}`);
    }
    if (r.cls !== undefined && r.cls > budget.maxCls) {
      over.push(`${r.route}: CLS ${r.cls.toFixed(3)} > ${budget.maxCls}`);
    }
    if (r.lighthouse !== undefined && r.lighthouse < budget.minLighthousePerformance) {
      over.push(`${r.route}: Lighthouse mobile performance ${r.lighthouse} < ${budget.minLighthousePerformance}`);
    }
    if (r.phoneInteractiveMs !== undefined && r.monolithInteractiveMs !== undefined) {
      const limit = r.monolithInteractiveMs * budget.maxPhoneInteractiveVsMonolith;
      if (!(r.phoneInteractiveMs <= limit)) {
        over.push(
          `${r.route}: phone interactive ${Math.round(r.phoneInteractiveMs)} ms > monolith ${Math.round(r.monolithInteractiveMs)} ms ×${budget.maxPhoneInteractiveVsMonolith} (${Math.round(limit)} ms)`,
        );
      }
    }
  }
  return over;
}

/** A member's load figure: autocannon on a signed-in path (throughput.ts). */
export interface MemberLoad {
  path: string;
  connections: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** The member throughput budget: every budgeted path measured, fast enough, with no failed response. */
export function overMemberThroughput(budget: Budget, loads: MemberLoad[]): string[] {
  const b = budget.memberThroughput;
  const over: string[] = [];
  for (const p of b.paths) {
    const l = loads.find((x) => x.path === p && x.connections === b.connections);
    if (!l) {
      over.push(`signed-in ${p}: throughput not measured at ${b.connections} connections`);
      continue;
    }
    if (l.requestsPerSecond < b.minRequestsPerSecond) over.push(`signed-in ${p}: ${Math.round(l.requestsPerSecond)} req/s < ${b.minRequestsPerSecond}`);
    if (l.latencyP99Ms > b.maxP99Ms) over.push(`signed-in ${p}: p99 ${l.latencyP99Ms} ms > ${b.maxP99Ms} ms`);
    if (l.non2xx > 0 || l.errors > 0) over.push(`signed-in ${p}: ${l.non2xx} non-2xx answers, ${l.errors} errors`);
  }
  return over;
}
