// The performance budget (budget.json) and what of a run is over it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A signed-in member's page as BFF CPU per request (memberCpu.ts, as bench:members:ab
 * measures it), a ceiling per path. It replaced a rate (250 req/s) that two shared cores
 * cannot give once a member's own answers are not kept between requests (a product
 * decision, docs/scaling.md): the page's cost is what holds the speed work.
 */
export interface MemberCpuBudget {
  /** Path → most BFF CPU ms per request. */
  maxBffMsPerRequest: Record<string, number>;
  /** Batches of 24 requests per path. */
  batches: number;
}

export interface Budget {
  /** First-load JS per route, compressed kB: the site's budget (bench --check). */
  maxFirstLoadJsKB: number;
  /**
   * Route label → the kB its first load measured when it last went over maxFirstLoadJsKB, plus
   * 0.5: the ratchet the e2e test holds while the bytes come back under the budget.
   */
  firstLoadJsCeilingKB: Record<string, number>;
  /**
   * How far the same commit's first load moves with the folder it is built in: Rspack hashes
   * the ids of Module Federation's shared modules (and the chunks holding them) from their
   * absolute paths, and brotli compresses the ids it gets a little better or worse. A route is
   * over its ceiling only past this, so a checkout elsewhere (CI's) passes what passed here.
   */
  firstLoadJsCheckoutSpreadKB: number;
  minLighthousePerformance: number;
  /** Median Lighthouse CLS per route. */
  maxCls: number;
  reactDomCopies: number;
  /** Phone pass, per route: the shipped build's median time to interactive ÷ the monolith's. */
  maxPhoneInteractiveVsMonolith: number;
  memberCpu: MemberCpuBudget;
}

const NUMBERS = ['maxFirstLoadJsKB', 'firstLoadJsCheckoutSpreadKB', 'minLighthousePerformance', 'maxCls', 'reactDomCopies', 'maxPhoneInteractiveVsMonolith'] as const;

export function loadBudget(file = path.join(__dirname, 'budget.json')): Budget {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Budget>;
  for (const key of NUMBERS) {
    if (typeof raw[key] !== 'number') throw new Error(`${file}: ${key} must be a number`);
  }
  const js = raw.firstLoadJsCeilingKB;
  if (!js || typeof js !== 'object' || !Object.values(js).every((kB) => typeof kB === 'number' && kB > 0)) {
    throw new Error(`${file}: firstLoadJsCeilingKB needs { 'route label': kB }`);
  }
  const m = raw.memberCpu;
  const ceilings = m && typeof m.maxBffMsPerRequest === 'object' && m.maxBffMsPerRequest !== null ? Object.entries(m.maxBffMsPerRequest) : [];
  if (
    !m ||
    ceilings.length === 0 ||
    !ceilings.every(([p, ms]) => p.startsWith('/') && typeof ms === 'number' && ms > 0) ||
    !(Number.isInteger(m.batches) && m.batches > 0)
  ) {
    throw new Error(`${file}: memberCpu needs maxBffMsPerRequest ({ '/…': ms }) and batches`);
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

/** One line per route over its first-load ceiling (beyond the checkout spread), or without one. */
export function overFirstLoadCeilings(budget: Budget, routes: Array<Pick<RouteFigures, 'route' | 'jsBytes'>>): string[] {
  const spread = budget.firstLoadJsCheckoutSpreadKB;
  return routes.flatMap(({ route, jsBytes }) => {
    const ceiling = budget.firstLoadJsCeilingKB[route];
    if (ceiling === undefined) return [`${route}: no ceiling in budget.json firstLoadJsCeilingKB`];
    const kB = jsBytes / 1000;
    return kB > ceiling + spread ? [`${route}: ${kB.toFixed(1)} kB > ${ceiling} kB (+${spread} kB for the checkout path)`] : [];
  });
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

/** A member page's BFF CPU per request (memberCpu.ts). */
export interface MemberCpuFigure {
  path: string;
  bffMsPerRequest: number;
}

/** The member CPU budget: every budgeted path measured, within its ceiling. */
export function overMemberCpu(budget: Budget, figures: MemberCpuFigure[]): string[] {
  const over: string[] = [];
  for (const [p, max] of Object.entries(budget.memberCpu.maxBffMsPerRequest)) {
    const f = figures.find((x) => x.path === p);
    if (!f) over.push(`signed-in ${p}: BFF CPU not measured`);
    else if (f.bffMsPerRequest > max) over.push(`signed-in ${p}: BFF CPU ${f.bffMsPerRequest.toFixed(1)} ms/request > ${max} ms`);
  }
  return over;
}
