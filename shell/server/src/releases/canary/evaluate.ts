// When a canary is withdrawn by itself (docs/architecture.md §13). Once each version (canary
// and stable) has been served to at least `minPageViews` visitors, the canary is aborted
// when a one-sided test says, at `confidence`, that its failure rate exceeds the stable's by
// more than `margin`: the Agresti–Caffo lower confidence bound of (canary rate − stable
// rate) is above the margin. The rate is per visitor (visitors with a failed page view per
// visitor: health.ts), and each network brings only its share of visitors, so neither many
// page loads nor a handful of networks move it. A raw difference decided on noise: with
// 100 visitors a side, 5 failing visitors more on the canary crossed a 5 % margin; the
// bound needs the difference to stand clear of what chance gives at that sample size.
import quantile from '@stdlib/stats-base-dists-normal-quantile';
import type { RemoteName } from 'shared-contracts/core';
import type { CanaryEvidence, RegistryDocument } from 'shared-contracts/server';
import type { VersionHealth } from './health';

export interface CanaryPolicy {
  /** How much higher than the stable's the canary's failure rate may be. */
  margin: number;
  /** Visitors each version must have been served to before any decision (fewer say nothing). */
  minPageViews: number;
  /** The one-sided confidence the canary must be worse than stable + margin at (0.99: wrong once in a hundred healthy canaries at most). */
  confidence: number;
}

export type CanaryVerdict =
  | { abort: false; why: 'no-canary' | 'too-few-page-views' | 'healthy'; lowerBound?: number }
  | { abort: true; version: string; startedAt: string; evidence: CanaryEvidence };

/**
 * The one-sided lower confidence bound of (canary rate − stable rate), Agresti–Caffo: each
 * side's proportion with one failure and one success added, which keeps the bound honest
 * at 0 % and 100 % (a plain Wald bound has no width there) and at small samples.
 */
export function differenceLowerBound(canary: { failed: number; n: number }, stable: { failed: number; n: number }, confidence: number): number {
  const adjusted = (s: { failed: number; n: number }) => {
    const n = s.n + 2;
    const p = (s.failed + 1) / n;
    return { p, variance: (p * (1 - p)) / n };
  };
  const c = adjusted(canary);
  const s = adjusted(stable);
  return c.p - s.p - quantile(confidence, 0, 1) * Math.sqrt(c.variance + s.variance);
}

export function evaluateCanary(
  doc: RegistryDocument,
  remote: RemoteName,
  health: (version: string) => VersionHealth,
  policy: CanaryPolicy,
): CanaryVerdict {
  const live = doc.remotes[remote];
  const canary = live?.canary;
  if (!canary) return { abort: false, why: 'no-canary' };
  const c = health(canary.version);
  const s = health(live.version);
  if (c.visitors < policy.minPageViews || s.visitors < policy.minPageViews) return { abort: false, why: 'too-few-page-views' };
  const lowerBound = differenceLowerBound({ failed: c.failedVisitors, n: c.visitors }, { failed: s.failedVisitors, n: s.visitors }, policy.confidence);
  if (lowerBound <= policy.margin) return { abort: false, why: 'healthy', lowerBound };
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  const side = (version: string, h: VersionHealth) => ({
    version,
    pageViews: h.pageViews,
    failures: h.failures,
    rate: round(h.visitors === 0 ? 0 : h.failedVisitors / h.visitors),
    visitors: h.visitors,
    failedVisitors: h.failedVisitors,
  });
  return {
    abort: true,
    version: canary.version,
    startedAt: canary.startedAt,
    evidence: {
      canary: side(canary.version, c),
      stable: side(live.version, s),
      margin: policy.margin,
      minPageViews: policy.minPageViews,
      confidence: policy.confidence,
      lowerBound: round(lowerBound),
      kinds: Object.fromEntries(Object.entries(c.kinds).filter(([, n]) => n !== undefined)) as Record<string, number>,
    },
  };
}

/** The evidence in one line (history reason, logs, the CLI). */
export function describeEvidence(e: CanaryEvidence): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const kinds = Object.entries(e.kinds ?? {})
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const side = (v: CanaryEvidence['canary'], detail = '') =>
    `${v.failedVisitors ?? 0} of ${v.visitors ?? 0} visitors (${pct(v.rate)}; ${v.failures} of ${v.pageViews} page views${detail})`;
  const test =
    e.lowerBound !== undefined && e.confidence !== undefined
      ? `; the difference is at least ${pct(e.lowerBound)} at ${pct(e.confidence)} confidence, above the margin ${pct(e.margin)}`
      : `; margin ${pct(e.margin)}`;
  return (
    `canary ${e.canary.version} failed for ${side(e.canary, kinds ? `: ${kinds}` : '')}, ` +
    `stable ${e.stable.version} ${side(e.stable)}${test} after at least ${e.minPageViews} visitors on each version`
  );
}
