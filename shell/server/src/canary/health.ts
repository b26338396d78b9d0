// Health per remote version while a canary runs: page views, and failures by kind (load
// and mount reported by browsers, server-render failures, 5xx answers). The counts belong
// to the canary (its version and start): the canary and the stable version are compared
// over the same period, and a new canary starts from zero. Nothing is counted for a remote
// with no canary (no decision needs it). Two stores behind one interface: this process's
// memory (the file registry, one BFF) and Redis (healthRedis.ts: every BFF on the shared
// registry adds to the same counts, so the abort decision sees all their page views).
import { HOME_WIDGETS, matchRoute, type RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';

export type FailureKind = 'load' | 'mount' | 'ssr' | '5xx';

export interface VersionHealth {
  pageViews: number;
  failures: number;
  kinds: Partial<Record<FailureKind, number>>;
}

export const emptyHealth = (): VersionHealth => ({ pageViews: 0, failures: 0, kinds: {} });

/** The remotes a page's document runs: its owner, or on the home page those whose widgets it shows. */
export function remotesOnPage(pathname: string): RemoteName[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  if (match.route.owner !== 'shell') return [match.route.owner];
  if (match.route.path === '/') return [...new Set(HOME_WIDGETS.map((w) => w.remote))];
  return [];
}

/** What one served page or one report adds to a version's counts. */
export interface HealthEvent {
  pageView?: boolean;
  failures?: readonly FailureKind[];
}

export interface HealthCounts {
  /** 'instance': this process's counts; 'shared': every BFF's on the same store. */
  readonly scope: 'instance' | 'shared';
  /** Adds `event` to the counts of `version` in the remote's running canary (none running: nothing). */
  add(doc: RegistryDocument, remote: RemoteName, version: string, event: HealthEvent): Promise<void>;
  /** The counts of `version` since the remote's canary started (none running: zero). */
  of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth>;
  close(): Promise<void>;
}

/** The counts of a canary's period are named by the canary: its version and start. */
export function canaryPeriod(doc: RegistryDocument, remote: RemoteName): string | null {
  const canary = doc.remotes[remote]?.canary;
  return canary ? `${canary.version}@${canary.startedAt}` : null;
}

/** Counts in this process (the file registry: one BFF, or each worker on its own). */
export class MemoryHealthCounts implements HealthCounts {
  readonly scope = 'instance';
  private readonly counts = new Map<string, VersionHealth>();

  async add(doc: RegistryDocument, remote: RemoteName, version: string, event: HealthEvent): Promise<void> {
    const period = canaryPeriod(doc, remote);
    if (period === null) return;
    const key = `${remote}|${period}|${version}`;
    let found = this.counts.get(key);
    if (!found) {
      // A new canary: the remote's counts of earlier ones are of no use any more.
      for (const k of this.counts.keys()) if (k.startsWith(`${remote}|`) && !k.startsWith(`${remote}|${period}|`)) this.counts.delete(k);
      found = emptyHealth();
      this.counts.set(key, found);
    }
    if (event.pageView) found.pageViews += 1;
    for (const kind of event.failures ?? []) {
      found.failures += 1;
      found.kinds[kind] = (found.kinds[kind] ?? 0) + 1;
    }
  }

  async of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth> {
    const period = canaryPeriod(doc, remote);
    const found = period === null ? undefined : this.counts.get(`${remote}|${period}|${version}`);
    return found ? { ...found, kinds: { ...found.kinds } } : emptyHealth();
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}

/** Failures per page view (0 with no page views). */
export function failureRate(h: VersionHealth): number {
  return h.pageViews === 0 ? 0 : h.failures / h.pageViews;
}
