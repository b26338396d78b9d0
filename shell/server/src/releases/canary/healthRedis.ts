// Canary health counts shared by every BFF on one Redis (REGISTRY_STORE=redis), with the
// same rules as the in-memory counts (health.ts). Per canary and version
// (`<registry key>:health:<remote>:<canary version>@<start>:<version>`): a hash with the
// fields pageViews, failures and kind:<kind>, and the sets `…:visitors` and `…:failed`. Per
// canary (`<registry key>:health:<remote>:<canary version>@<start>`): the set `…:seen` (its
// counted visitors), a counter `…:net:<network>` (visitors a network brought) and a set
// `…:view:<view id>` (the kinds a failed page view reported). Each count is one Lua script,
// so the checks (a new visitor's network, the visitor counted on the version, the view's
// kind not yet reported) and the increments are atomic across BFFs. Every key expires
// HEALTH_TTL_SECONDS after its last count: once the canary ends nobody counts under its
// name any more, and its counts go with it (the history keeps the evidence of an abort).
// (With every BFF on these counts, a reported view is normally counted already; the script
// counts it first when its own count was lost.)
import { Redis } from 'ioredis';
import { REMOTE_FAILURE_KINDS, type RemoteName } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import {
  canaryPeriod,
  DEFAULT_VISITORS_PER_NETWORK,
  emptyHealth,
  type FailureKind,
  type FailureReport,
  type HealthCounts,
  type HealthCountsOptions,
  type PageView,
  type VersionHealth,
  SERVER_FAILURE_KINDS,
} from './health';

/** A day after the last page view or failure counted. */
export const HEALTH_TTL_SECONDS = 24 * 60 * 60;

export const healthKeyPrefix = (registryKey: string) => `${registryKey}:health`;

const KINDS: readonly FailureKind[] = [...REMOTE_FAILURE_KINDS, ...SERVER_FAILURE_KINDS];

/**
 * Lua, shared by both scripts: a visitor the counts have not seen yet is admitted only while
 * their network has brought fewer visitors than the limit (the script returns 0 otherwise,
 * unless `fullWeight` holds: a failure the BFF saw itself), and is then remembered as seen.
 * Arguments are the scripts' KEYS[n] / ARGV[n].
 */
const admitVisitor = (a: { seen: string; network: string; visitor: string; limit: string; ttl: string; fullWeight?: string }) => `
if redis.call('SISMEMBER', ${a.seen}, ${a.visitor}) == 0 then
  local brought = tonumber(redis.call('GET', ${a.network}) or '0')
  if brought >= tonumber(${a.limit}) then
    if not (${a.fullWeight ?? 'false'}) then return 0 end
  else
  redis.call('INCR', ${a.network})
  redis.call('EXPIRE', ${a.network}, ${a.ttl})
  redis.call('SADD', ${a.seen}, ${a.visitor})
  redis.call('EXPIRE', ${a.seen}, ${a.ttl})
  end
end`;

// KEYS: hash, visitors, failed, seen, network counter, view kinds.
// ARGV: visitor, visitors per network, ttl, then the view's server-seen failure kinds.
const VIEW_SCRIPT = `${admitVisitor({ seen: 'KEYS[4]', network: 'KEYS[5]', visitor: 'ARGV[1]', limit: 'ARGV[2]', ttl: 'ARGV[3]', fullWeight: '#ARGV > 3' })}
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('HINCRBY', KEYS[1], 'pageViews', 1)
if #ARGV > 3 then
  redis.call('HINCRBY', KEYS[1], 'failures', 1)
  redis.call('SADD', KEYS[6], '*')
  for i = 4, #ARGV do
    if redis.call('SADD', KEYS[6], ARGV[i]) == 1 then redis.call('HINCRBY', KEYS[1], 'kind:' .. ARGV[i], 1) end
  end
  redis.call('EXPIRE', KEYS[6], ARGV[3])
  redis.call('SADD', KEYS[3], ARGV[1])
  redis.call('EXPIRE', KEYS[3], ARGV[3])
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

// KEYS: hash, visitors, failed, view kinds, seen, network counter. ARGV: visitor, kind, ttl, visitors per network.
const FAILURE_SCRIPT = `
if redis.call('SISMEMBER', KEYS[4], ARGV[2]) == 1 then return 0 end
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then
  ${admitVisitor({ seen: 'KEYS[5]', network: 'KEYS[6]', visitor: 'ARGV[1]', limit: 'ARGV[4]', ttl: 'ARGV[3]' })}
  redis.call('SADD', KEYS[2], ARGV[1])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  redis.call('HINCRBY', KEYS[1], 'pageViews', 1)
end
redis.call('SADD', KEYS[4], ARGV[2])
redis.call('HINCRBY', KEYS[1], 'kind:' .. ARGV[2], 1)
if redis.call('SADD', KEYS[4], '*') == 1 then redis.call('HINCRBY', KEYS[1], 'failures', 1) end
redis.call('EXPIRE', KEYS[4], ARGV[3])
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('EXPIRE', KEYS[3], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

export class RedisHealthCounts implements HealthCounts {
  readonly scope = 'shared';
  private readonly redis: Redis;
  private readonly ttlSeconds: number;
  private readonly perNetwork: number;

  constructor(
    url: string,
    private readonly prefix: string,
    opts: HealthCountsOptions & { onError?: (error: unknown) => void; ttlSeconds?: number } = {},
  ) {
    // Few retries: a count that cannot be written is dropped (logged), never waited for long.
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', opts.onError ?? (() => undefined));
    this.ttlSeconds = opts.ttlSeconds ?? HEALTH_TTL_SECONDS;
    this.perNetwork = opts.visitorsPerNetwork ?? DEFAULT_VISITORS_PER_NETWORK;
  }

  /** The running canary's key stem, or null when none runs. */
  private periodKey(doc: RegistryDocument, remote: RemoteName): string | null {
    const period = canaryPeriod(doc, remote);
    return period === null ? null : `${this.prefix}:${remote}:${period}`;
  }

  /** The hash of `version` in the remote's running canary, or null when none runs. */
  keyOf(doc: RegistryDocument, remote: RemoteName, version: string): string | null {
    const period = this.periodKey(doc, remote);
    return period === null ? null : `${period}:${version}`;
  }

  async view(doc: RegistryDocument, remote: RemoteName, version: string, event: PageView): Promise<boolean> {
    const period = this.periodKey(doc, remote);
    if (period === null) return false;
    const key = `${period}:${version}`;
    const kinds = [...new Set(event.failures ?? [])];
    const keys = [key, `${key}:visitors`, `${key}:failed`, `${period}:seen`, `${period}:net:${event.network}`, `${period}:view:${event.view}`];
    const counted = await this.redis.eval(VIEW_SCRIPT, keys.length, ...keys, event.visitor, this.perNetwork, this.ttlSeconds, ...kinds);
    return counted === 1;
  }

  async failure(doc: RegistryDocument, remote: RemoteName, version: string, report: FailureReport): Promise<boolean> {
    const period = this.periodKey(doc, remote);
    if (period === null) return false;
    const key = `${period}:${version}`;
    const keys = [key, `${key}:visitors`, `${key}:failed`, `${period}:view:${report.view}`, `${period}:seen`, `${period}:net:${report.network}`];
    const counted = await this.redis.eval(FAILURE_SCRIPT, keys.length, ...keys, report.visitor, report.kind, this.ttlSeconds, this.perNetwork);
    return counted === 1;
  }

  async of(doc: RegistryDocument, remote: RemoteName, version: string): Promise<VersionHealth> {
    const key = this.keyOf(doc, remote, version);
    if (key === null) return emptyHealth();
    const results = await this.redis.multi().hgetall(key).scard(`${key}:visitors`).scard(`${key}:failed`).exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error(`Health counts for ${key} were not read (transaction discarded)`);
    const hash = results[0]![1] as Record<string, string>;
    const n = (field: string) => Number.parseInt(hash[field] ?? '0', 10) || 0;
    const kinds: VersionHealth['kinds'] = {};
    for (const kind of KINDS) if (n(`kind:${kind}`) > 0) kinds[kind] = n(`kind:${kind}`);
    return { pageViews: n('pageViews'), failures: n('failures'), kinds, visitors: Number(results[1]![1]), failedVisitors: Number(results[2]![1]) };
  }

  /** A fixed window per key and limit: INCR, and the window's expiry set by its first hit. */
  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    // A limit is not worth waiting for: with Redis away the report is not counted anyway.
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) throw new Error(`Redis is ${this.redis.status}: no rate window`);
    const name = `${this.prefix}:limit:${max}/${windowMs}:${key}`;
    const [[error, hits] = [null, 0]] = (await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec()) ?? [];
    if (error) throw error;
    return Number(hits) <= max;
  }

  async close(): Promise<void> {
    // QUIT needs a connection; without one, stop reconnecting instead.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
