// When a canary is withdrawn by itself: once each version (canary and stable) has been
// served to at least `minPageViews` visitors, if the canary's failure rate exceeds the
// stable version's by more than `margin`, it is aborted with the figures as evidence. The
// rate is per visitor (visitors with a failed page view per visitor: health.ts), so
// neither many page loads nor many reports from one visitor move it; and with too few
// visitors on either side ('stable 0 of 0') nothing is decided.
import type { RemoteName } from 'shared-contracts/core';
import type { CanaryEvidence, RegistryDocument } from 'shared-contracts/server';
import { failureRate, type VersionHealth } from './health';

export interface CanaryPolicy {
  /** How much higher than the stable's the canary's failure rate may be. */
  margin: number;
  /** Visitors each version must have been served to before any decision (fewer say nothing). */
  minPageViews: number;
}

export type CanaryVerdict =
  | { abort: false; why: 'no-canary' | 'too-few-page-views' | 'healthy' }
  | { abort: true; version: string; startedAt: string; evidence: CanaryEvidence };

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
  const canaryRate = failureRate(c);
  const stableRate = failureRate(s);
  if (canaryRate - stableRate <= policy.margin) return { abort: false, why: 'healthy' };
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    abort: true,
    version: canary.version,
    startedAt: canary.startedAt,
    evidence: {
      canary: { version: canary.version, pageViews: c.pageViews, failures: c.failures, rate: round(canaryRate), visitors: c.visitors, failedVisitors: c.failedVisitors },
      stable: { version: live.version, pageViews: s.pageViews, failures: s.failures, rate: round(stableRate), visitors: s.visitors, failedVisitors: s.failedVisitors },
      margin: policy.margin,
      minPageViews: policy.minPageViews,
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
  return (
    `canary ${e.canary.version} failed for ${side(e.canary, kinds ? `: ${kinds}` : '')}, ` +
    `stable ${e.stable.version} ${side(e.stable)}; margin ${pct(e.margin)} after at least ${e.minPageViews} visitors on each version`
  );
}
