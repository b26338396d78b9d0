// Health per remote version, as this BFF instance sees it: page views, and failures by
// kind (load and mount reported by browsers, server-render failures, 5xx answers). While
// a canary runs, a remote's counts start at the canary's start (its `startedAt` is the
// epoch), so the canary and the stable version are compared over the same period.
import { HOME_WIDGETS, matchRoute, type RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';

export type FailureKind = 'load' | 'mount' | 'ssr' | '5xx';

export interface VersionHealth {
  pageViews: number;
  failures: number;
  kinds: Partial<Record<FailureKind, number>>;
}

const empty = (): VersionHealth => ({ pageViews: 0, failures: 0, kinds: {} });

/** The period a remote's counts belong to: its canary's start, or none. */
export function epochOf(doc: RegistryDocument, remote: RemoteName): string {
  return doc.remotes[remote]?.canary?.startedAt ?? '';
}

/** The remotes a page's document runs: its owner, or on the home page those whose widgets it shows. */
export function remotesOnPage(pathname: string): RemoteName[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  if (match.route.owner !== 'shell') return [match.route.owner];
  if (match.route.path === '/') return [...new Set(HOME_WIDGETS.map((w) => w.remote))];
  return [];
}

export class HealthLedger {
  private readonly counts = new Map<string, VersionHealth>();

  private key(remote: RemoteName, version: string, epoch: string): string {
    return `${remote}|${epoch}|${version}`;
  }

  private entry(doc: RegistryDocument, remote: RemoteName, version: string): VersionHealth {
    const epoch = epochOf(doc, remote);
    const key = this.key(remote, version, epoch);
    let found = this.counts.get(key);
    if (!found) {
      // A new period: the remote's counts of earlier periods are of no use any more.
      for (const k of this.counts.keys()) if (k.startsWith(`${remote}|`) && !k.startsWith(`${remote}|${epoch}|`)) this.counts.delete(k);
      found = empty();
      this.counts.set(key, found);
    }
    return found;
  }

  pageView(doc: RegistryDocument, remote: RemoteName, version: string): void {
    this.entry(doc, remote, version).pageViews += 1;
  }

  failure(doc: RegistryDocument, remote: RemoteName, version: string, kind: FailureKind): void {
    const e = this.entry(doc, remote, version);
    e.failures += 1;
    e.kinds[kind] = (e.kinds[kind] ?? 0) + 1;
  }

  /** The counts of a version in the remote's current period. */
  of(doc: RegistryDocument, remote: RemoteName, version: string): VersionHealth {
    const found = this.counts.get(this.key(remote, version, epochOf(doc, remote)));
    return found ? { ...found, kinds: { ...found.kinds } } : empty();
  }
}

/** Failures per page view (0 with no page views). */
export function failureRate(h: VersionHealth): number {
  return h.pageViews === 0 ? 0 : h.failures / h.pageViews;
}
