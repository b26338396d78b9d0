// When a canary is withdrawn by itself: once it has served at least `minPageViews` page
// views, if its failure rate exceeds the stable version's by more than `margin` (failures
// per page view, e.g. 0.05 = five in a hundred), it is aborted with the figures as evidence.
import type { RemoteName } from 'shared-contracts/core';
import type { CanaryEvidence, RegistryDocument } from 'shared-contracts/server';
import { failureRate, type VersionHealth } from './health';

export interface CanaryPolicy {
  /** How much higher than the stable's the canary's failure rate may be. */
  margin: number;
  /** The canary's page views before any decision (fewer say nothing). */
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
  if (c.pageViews < policy.minPageViews) return { abort: false, why: 'too-few-page-views' };
  const s = health(live.version);
  const canaryRate = failureRate(c);
  const stableRate = failureRate(s);
  if (canaryRate - stableRate <= policy.margin) return { abort: false, why: 'healthy' };
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    abort: true,
    version: canary.version,
    startedAt: canary.startedAt,
    evidence: {
      canary: { version: canary.version, pageViews: c.pageViews, failures: c.failures, rate: round(canaryRate) },
      stable: { version: live.version, pageViews: s.pageViews, failures: s.failures, rate: round(stableRate) },
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
  return (
    `canary ${e.canary.version} failed ${e.canary.failures} of ${e.canary.pageViews} page views (${pct(e.canary.rate)}${kinds ? `: ${kinds}` : ''}), ` +
    `stable ${e.stable.version} ${e.stable.failures} of ${e.stable.pageViews} (${pct(e.stable.rate)}); margin ${pct(e.margin)} after at least ${e.minPageViews} page views`
  );
}
