// Health per remote version while a canary runs (docs/architecture.md §13). The unit is the
// visitor (the signed mv-canary cookie's id): a version's rate is its visitors with a
// failed page view per visitor served, so one visitor weighs one however many pages it
// loads or reports it sends. A failure counts only for a visitor already counted on that
// version (served a page of it), once per page view and kind; a page view counts once as
// failed whatever its kinds, so failures never exceed page views. A new visitor is counted
// only while its address (an IPv6 /64) has brought fewer than `visitorsPerAddress` into the
// canary: throwaway cookies from one network weigh that much at most.
// The counts belong to the canary (its version and start): both versions are compared
// over the same period, and a new canary starts from zero. Nothing is counted for a remote
// with no canary (no decision needs it). Two stores behind one interface: this process's
// memory (the file registry, one BFF) and Redis (healthRedis.ts: every BFF on the shared
// registry adds to the same counts, so the abort decision sees all their page views).
import { DEFAULT_PREFIXES, remotesOfPath, type PrefixOwnership, type RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';

export type FailureKind = 'load' | 'mount' | 'ssr' | '5xx';

export interface VersionHealth {
  /** Page views served. */
  pageViews: number;
  /** Page views that failed (of any kind, each view once): never more than pageViews. */
  failures: number;
  /** Failures by kind, at most one of each kind per page view. */
  kinds: Partial<Record<FailureKind, number>>;
  /** Distinct visitors served this version (what the decision counts). */
  visitors: number;
  /** Of them, those with at least one failed page view. */
  failedVisitors: number;
}

export const emptyHealth = (): VersionHealth => ({ pageViews: 0, failures: 0, kinds: {}, visitors: 0, failedVisitors: 0 });

/**
 * The remotes a page's document runs: the owner of its prefix (the registry's ownership;
 * whichever page of the owner's version it is, that version answered it), or on the home
 * page those whose widgets it shows.
 */
export function remotesOnPage(pathname: string, prefixes: PrefixOwnership = DEFAULT_PREFIXES): RemoteName[] {
  return remotesOfPath(pathname, prefixes);
}

/** A page view served to a visitor. */
export interface PageView {
  visitor: string;
  /** The view's id (its token names it). */
  view: string;
  /** The client's network (networkOf): new visitors are limited per network. */
  network: string;
  /** Failures the BFF saw serving it (a failed server render, a 5xx). */
  failures?: readonly FailureKind[];
}

/** A browser's failure report, already checked against its view token. */
export interface FailureReport {
  visitor: string;
  view: string;
  kind: FailureKind;
  /** The reporting client's network (as PageView's). */
  network: string;
}

export interface HealthCounts {
  /** 'instance': this process's counts; 'shared': every BFF's on the same store. */
  readonly scope: 'instance' | 'shared';
  /**
   * Counts a page view of `version` in the remote's running canary. False when not counted:
   * no canary runs, or the visitor is new to the canary and its network has brought
   * `visitorsPerAddress` visitors already.
   */
  view(doc: RegistryDocument, remote: RemoteName, version: string, view: PageView): Promise<boolean>;
  /**
   * Counts a failure of a page view. A view these counts have not counted (served by
   * another process with counts of its own) is counted first, under the same network rule.
   * False when not counted: no canary, the visitor is new and its network has brought its
   * share, or this view reported this kind already.
   */
  failure(doc: RegistryDocument, remote: RemoteName, version: string, report: FailureReport): Promise<boolean>;
  /** The counts of `version` since the remote's canary started (none running: zero). */
  of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth>;
  close(): Promise<void>;
}

export interface HealthCountsOptions {
  /** New visitors one network may bring into a canary's counts (CANARY_VISITORS_PER_ADDRESS). */
  visitorsPerAddress?: number;
}

export const DEFAULT_VISITORS_PER_ADDRESS = 2;

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address its
 * /64 (one subscriber's allocation: any number of addresses for one attacker).
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The counts of a canary's period are named by the canary: its version and start. */
export function canaryPeriod(doc: RegistryDocument, remote: RemoteName): string | null {
  const canary = doc.remotes[remote]?.canary;
  return canary ? `${canary.version}@${canary.startedAt}` : null;
}

interface VersionCounts {
  pageViews: number;
  failures: number;
  kinds: Partial<Record<FailureKind, number>>;
  visitors: Set<string>;
  failed: Set<string>;
}

interface PeriodCounts {
  period: string;
  versions: Map<string, VersionCounts>;
  /** Visitors counted in this canary (any version), and how many each network brought. */
  seen: Set<string>;
  networks: Map<string, number>;
  /** Kinds reported per failed page view ('*': the view is counted as failed). */
  views: Map<string, Set<string>>;
}

/** Counts in this process (the file registry: one BFF, or each worker on its own). */
export class MemoryHealthCounts implements HealthCounts {
  readonly scope = 'instance';
  private readonly periods = new Map<RemoteName, PeriodCounts>();
  private readonly perNetwork: number;

  constructor(opts: HealthCountsOptions = {}) {
    this.perNetwork = opts.visitorsPerAddress ?? DEFAULT_VISITORS_PER_ADDRESS;
  }

  /** The remote's running canary's counts (a new canary: the earlier one's are dropped). */
  private periodOf(doc: RegistryDocument, remote: RemoteName): PeriodCounts | null {
    const period = canaryPeriod(doc, remote);
    if (period === null) return null;
    let found = this.periods.get(remote);
    if (!found || found.period !== period) {
      found = { period, versions: new Map(), seen: new Set(), networks: new Map(), views: new Map() };
      this.periods.set(remote, found);
    }
    return found;
  }

  private versionOf(p: PeriodCounts, version: string): VersionCounts {
    let v = p.versions.get(version);
    if (!v) {
      v = { pageViews: 0, failures: 0, kinds: {}, visitors: new Set(), failed: new Set() };
      p.versions.set(version, v);
    }
    return v;
  }

  /** Whether `visitor` is (now) counted in the canary: a new one only while its network has room. */
  private admit(p: PeriodCounts, visitor: string, network: string): boolean {
    if (p.seen.has(visitor)) return true;
    const brought = p.networks.get(network) ?? 0;
    if (brought >= this.perNetwork) return false;
    p.networks.set(network, brought + 1);
    p.seen.add(visitor);
    return true;
  }

  async view(doc: RegistryDocument, remote: RemoteName, version: string, event: PageView): Promise<boolean> {
    const p = this.periodOf(doc, remote);
    if (!p || !this.admit(p, event.visitor, event.network)) return false;
    const v = this.versionOf(p, version);
    v.visitors.add(event.visitor);
    v.pageViews += 1;
    const kinds = [...new Set(event.failures ?? [])];
    if (kinds.length > 0) {
      v.failures += 1;
      for (const kind of kinds) v.kinds[kind] = (v.kinds[kind] ?? 0) + 1;
      v.failed.add(event.visitor);
      p.views.set(event.view, new Set(['*', ...kinds]));
    }
    return true;
  }

  async failure(doc: RegistryDocument, remote: RemoteName, version: string, report: FailureReport): Promise<boolean> {
    const p = this.periodOf(doc, remote);
    if (!p) return false;
    let reported = p.views.get(report.view);
    if (reported?.has(report.kind)) return false;
    const v = this.versionOf(p, version);
    if (!v.visitors.has(report.visitor)) {
      // The view its token names was served by another process: counted here first.
      if (!this.admit(p, report.visitor, report.network)) return false;
      v.visitors.add(report.visitor);
      v.pageViews += 1;
    }
    if (!reported) {
      reported = new Set();
      p.views.set(report.view, reported);
    }
    reported.add(report.kind);
    v.kinds[report.kind] = (v.kinds[report.kind] ?? 0) + 1;
    if (!reported.has('*')) {
      reported.add('*');
      v.failures += 1;
    }
    v.failed.add(report.visitor);
    return true;
  }

  async of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth> {
    const period = canaryPeriod(doc, remote);
    const p = this.periods.get(remote);
    const v = period !== null && p?.period === period ? p.versions.get(version) : undefined;
    if (!v) return emptyHealth();
    return { pageViews: v.pageViews, failures: v.failures, kinds: { ...v.kinds }, visitors: v.visitors.size, failedVisitors: v.failed.size };
  }

  async close(): Promise<void> {
    this.periods.clear();
  }
}

/** Visitors with a failed page view per visitor (0 with no visitors). */
export function failureRate(h: VersionHealth): number {
  return h.visitors === 0 ? 0 : h.failedVisitors / h.visitors;
}
