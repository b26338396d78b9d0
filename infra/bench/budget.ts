// The performance budget (budget.json) and what of a run is over it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Budget {
  maxFirstLoadJsKB: number;
  minLighthousePerformance: number;
  /** Median Lighthouse CLS per route. */
  maxCls: number;
  /** Federated ÷ monolith first-load JS bytes per route. */
  maxFederationRatio: number;
  reactDomCopies: number;
}

export function loadBudget(file = path.join(__dirname, 'budget.json')): Budget {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Budget>;
  for (const key of ['maxFirstLoadJsKB', 'minLighthousePerformance', 'maxCls', 'maxFederationRatio', 'reactDomCopies'] as const) {
    if (typeof raw[key] !== 'number') throw new Error(`${file}: ${key} must be a number`);
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
  /** Federated ÷ monolith JS bytes; undefined when the monolith was not measured. */
  federationRatio?: number;
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
    if (r.federationRatio !== undefined && r.federationRatio > budget.maxFederationRatio) {
      over.push(`${r.route}: federated / monolith JS ×${r.federationRatio.toFixed(2)} > ×${budget.maxFederationRatio}`);
    }
    if (r.lighthouse !== undefined && r.lighthouse < budget.minLighthousePerformance) {
      over.push(`${r.route}: Lighthouse mobile performance ${r.lighthouse} < ${budget.minLighthousePerformance}`);
    }
  }
  return over;
}
