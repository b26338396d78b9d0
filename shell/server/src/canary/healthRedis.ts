// Canary health counts shared by every BFF on one Redis (REGISTRY_STORE=redis): one hash
// per canary and version, `<registry key>:health:<remote>:<canary version>@<start>:<version>`,
// with the fields pageViews, failures and kind:<kind>, each added to with HINCRBY in one
// MULTI (so a reader never sees a failure without its kind). The hash expires
// HEALTH_TTL_SECONDS after its last count: once the canary ends nobody counts under its
// name any more, and its counts go with it (the history keeps the evidence of an abort).
import { Redis } from 'ioredis';
import type { RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import { canaryPeriod, emptyHealth, type FailureKind, type HealthCounts, type HealthEvent, type VersionHealth } from './health';

/** A day after the last page view or failure counted. */
export const HEALTH_TTL_SECONDS = 24 * 60 * 60;

export const healthKeyPrefix = (registryKey: string) => `${registryKey}:health`;

const KINDS: readonly FailureKind[] = ['load', 'mount', 'ssr', '5xx'];

export class RedisHealthCounts implements HealthCounts {
  readonly scope = 'shared';
  private readonly redis: Redis;
  private readonly ttlSeconds: number;

  constructor(
    url: string,
    private readonly prefix: string,
    opts: { onError?: (error: unknown) => void; ttlSeconds?: number } = {},
  ) {
    // Few retries: a count that cannot be written is dropped (logged), never waited for long.
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', opts.onError ?? (() => undefined));
    this.ttlSeconds = opts.ttlSeconds ?? HEALTH_TTL_SECONDS;
  }

  /** The hash of `version` in the remote's running canary, or null when none runs. */
  keyOf(doc: RegistryDocument, remote: RemoteName, version: string): string | null {
    const period = canaryPeriod(doc, remote);
    return period === null ? null : `${this.prefix}:${remote}:${period}:${version}`;
  }

  async add(doc: RegistryDocument, remote: RemoteName, version: string, event: HealthEvent): Promise<void> {
    const key = this.keyOf(doc, remote, version);
    const failures = event.failures ?? [];
    if (key === null || (!event.pageView && failures.length === 0)) return;
    const tx = this.redis.multi();
    if (event.pageView) tx.hincrby(key, 'pageViews', 1);
    if (failures.length > 0) tx.hincrby(key, 'failures', failures.length);
    for (const kind of failures) tx.hincrby(key, `kind:${kind}`, 1);
    tx.expire(key, this.ttlSeconds);
    const results = await tx.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error(`Health counts for ${key} were not written (transaction discarded)`);
  }

  async of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth> {
    const key = this.keyOf(doc, remote, version);
    if (key === null) return emptyHealth();
    const hash = await this.redis.hgetall(key);
    const n = (field: string) => Number.parseInt(hash[field] ?? '0', 10) || 0;
    const kinds: VersionHealth['kinds'] = {};
    for (const kind of KINDS) if (n(`kind:${kind}`) > 0) kinds[kind] = n(`kind:${kind}`);
    return { pageViews: n('pageViews'), failures: n('failures'), kinds };
  }

  async close(): Promise<void> {
    // QUIT needs a connection; without one, stop reconnecting instead.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
