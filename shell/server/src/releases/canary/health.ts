// Health per remote version while a canary runs (docs/architecture.md §13). The unit is the
// visitor (the signed mv-canary cookie's id): a version's rate is its visitors with a
// failed page view per visitor served, so one visitor weighs one however many pages it
// loads or reports it sends. A failure counts only for a visitor already counted on that
// version (served a page of it), once per page view and kind; a page view counts once as
// failed whatever its kinds, so failures never exceed page views. A new visitor is counted
// only while its network (an IPv4 /24, an IPv6 /48) has brought fewer than
// `visitorsPerNetwork` into the canary: throwaway cookies and addresses from one network
// weigh that much at most. A failure the BFF saw itself (a server render that failed, a
// 5xx) has nothing to forge: its visitor is counted even past the network's share.
// The counts belong to the canary (its version and start): both versions are compared
// over the same period, and a new canary starts from zero. Nothing is counted for a remote
// with no canary (no decision needs it).
// Three stores behind one interface: this process's memory (one BFF process), the cluster
// primary's memory (primaryCounts.ts: every npm start worker on the file registry) and Redis
// (healthRedis.ts: every BFF on the shared registry), so dedupe, the network rule and the
// beacon's rate limits are one for all the processes that decide.
import { DEFAULT_PREFIXES, remotesOfPath, type PrefixOwnership, type RemoteFailureKind, type RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import { createRateLimiter, type RateLimiter } from './rateLimit';

/** What a browser reports (shared-contracts' RemoteFailureKind) and what the BFF sees itself. */
export type FailureKind = RemoteFailureKind | ServerFailureKind;
export type ServerFailureKind = 'ssr' | '5xx';
export const SERVER_FAILURE_KINDS: readonly ServerFailureKind[] = ['ssr', '5xx'];

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
  /** Failures the BFF saw serving it (a failed server render, a 5xx): counted past the network's share. */
  failures?: readonly ServerFailureKind[];
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
   * no canary runs, or the visitor is new to the canary, its network has brought
   * `visitorsPerNetwork` visitors already and the BFF saw no failure serving it.
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
  /**
   * A hit on `key`'s fixed window of `windowMs` (the failure beacon's rate limits): false past
   * `max`. Kept where the counts are, so every worker and BFF shares one window per key.
   */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface HealthCountsOptions {
  /** New visitors one network may bring into a canary's counts (CANARY_VISITORS_PER_NETWORK). */
  visitorsPerNetwork?: number;
}

export const DEFAULT_VISITORS_PER_NETWORK = 1;

/**
 * The network a client address stands for: an IPv4 address its /24, an IPv6 address its
 * /48 (a site's allocation: what one attacker can hold without asking anyone). Indonesian
 * carriers put many people behind one address; they count as that network's share.
 */
export function networkOf(address: string | undefined): string {
  // A connection already gone (a page's 'finish' after the client hung up) has no address.
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address.includes(':') ? null : address;
  if (v4 !== null) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
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
  readonly scope: HealthCounts['scope'] = 'instance';
  private readonly periods = new Map<RemoteName, PeriodCounts>();
  private readonly perNetwork: number;
  private readonly windows = new Map<string, RateLimiter>();

  constructor(opts: HealthCountsOptions = {}) {
    this.perNetwork = opts.visitorsPerNetwork ?? DEFAULT_VISITORS_PER_NETWORK;
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
    const kinds = [...new Set(event.failures ?? [])];
    // A failure the BFF saw itself weighs in full: past the network's share too.
    if (!p || (!this.admit(p, event.visitor, event.network) && kinds.length === 0)) return false;
    const v = this.versionOf(p, version);
    v.visitors.add(event.visitor);
    v.pageViews += 1;
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

  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const name = `${max}/${windowMs}`;
    let limiter = this.windows.get(name);
    if (!limiter) {
      limiter = createRateLimiter(max, windowMs);
      this.windows.set(name, limiter);
    }
    return limiter.allow(key);
  }

  async close(): Promise<void> {
    this.periods.clear();
    this.windows.clear();
  }
}

/** Visitors with a failed page view per visitor (0 with no visitors). */
export function failureRate(h: VersionHealth): number {
  return h.visitors === 0 ? 0 : h.failedVisitors / h.visitors;
}
