// Canary health counts in the cluster primary (docs/architecture.md §13): npm start's workers
// on the file registry each used to keep their own, so a replayed report counted once per
// worker and each worker's rate limit was its own. Now the primary keeps one
// MemoryHealthCounts for all of them and each worker asks it (cluster/ipc.ts). Only what the
// counts need of the registry document travels: the remote's running canary.
import type { RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import { askPrimary, type PrimaryHandlers } from '../../cluster/ipc';
import { DEFAULT_VISITORS_PER_NETWORK, MemoryHealthCounts, type FailureReport, type HealthCounts, type HealthCountsOptions, type PageView, type VersionHealth } from './health';

/** The part of the registry document the counts read (canaryPeriod): the remote's canary. */
type CanaryOnly = { remotes: Partial<Record<RemoteName, { canary?: { version: string; startedAt: string } }>> };

const canaryOnly = (doc: RegistryDocument, remote: RemoteName): CanaryOnly => {
  const canary = doc.remotes[remote]?.canary;
  return { remotes: { [remote]: canary ? { canary: { version: canary.version, startedAt: canary.startedAt } } : {} } };
};

interface CountAsk {
  doc: CanaryOnly;
  remote: RemoteName;
  version: string;
  perNetwork: number;
}

const OPS = { view: 'health.view', failure: 'health.failure', of: 'health.of', hit: 'health.hit' } as const;

/** A worker's counts: every call answered by the primary's one store. */
export class PrimaryHealthCounts implements HealthCounts {
  readonly scope = 'shared';
  private readonly perNetwork: number;

  constructor(opts: HealthCountsOptions = {}) {
    this.perNetwork = opts.visitorsPerNetwork ?? DEFAULT_VISITORS_PER_NETWORK;
  }

  private ask(doc: RegistryDocument, remote: RemoteName, version: string): CountAsk {
    return { doc: canaryOnly(doc, remote), remote, version, perNetwork: this.perNetwork };
  }

  view(doc: RegistryDocument, remote: RemoteName, version: string, view: PageView): Promise<boolean> {
    return askPrimary(OPS.view, { ...this.ask(doc, remote, version), view });
  }

  failure(doc: RegistryDocument, remote: RemoteName, version: string, report: FailureReport): Promise<boolean> {
    return askPrimary(OPS.failure, { ...this.ask(doc, remote, version), report });
  }

  of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth> {
    return askPrimary(OPS.of, this.ask(doc, remote, version));
  }

  hit(key: string, max: number, windowMs: number): Promise<boolean> {
    return askPrimary(OPS.hit, { key, max, windowMs });
  }

  async close(): Promise<void> {
    // The primary's store outlives any worker.
  }
}

/** The primary's side: one store (per network rule) answering every worker. */
export function healthCountsHandlers(): PrimaryHandlers {
  const stores = new Map<number, MemoryHealthCounts>();
  const storeFor = (perNetwork: number) => {
    let store = stores.get(perNetwork);
    if (!store) {
      store = new MemoryHealthCounts({ visitorsPerNetwork: perNetwork });
      stores.set(perNetwork, store);
    }
    return store;
  };
  const doc = (a: CountAsk) => a.doc as unknown as RegistryDocument;
  return {
    [OPS.view]: (a: CountAsk & { view: PageView }) => storeFor(a.perNetwork).view(doc(a), a.remote, a.version, a.view),
    [OPS.failure]: (a: CountAsk & { report: FailureReport }) => storeFor(a.perNetwork).failure(doc(a), a.remote, a.version, a.report),
    [OPS.of]: (a: CountAsk) => storeFor(a.perNetwork).of(doc(a), a.remote, a.version),
    // One window per key for all workers, whatever their counts' network rule.
    [OPS.hit]: (a: { key: string; max: number; windowMs: number }) => storeFor(0).hit(a.key, a.max, a.windowMs),
  };
}
