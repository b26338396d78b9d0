// The registry in Redis, for more than one BFF (docs/architecture.md §8). The document is one
// JSON string under `key` (validated on every read and write, like the file); a write
// and its change notification (PUBLISH on `<key>:changed`) go in one MULTI, so every
// subscribed BFF re-reads the document at once. The lock is `<key>:lock` (SET NX PX with a
// token, released only by its holder; the expiry frees a crashed holder's lock), so two
// promotions cannot interleave their read-modify-write — the file lock's semantics.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { REMOTE_NAMES } from 'shared-contracts/core';
import { adoptNewRemotes, RegistryDocumentSchema, type InitialVersions, type RegistryDocument } from 'shared-contracts/server';
import type { RegistrySource } from './registry';

export const defaultRegistryKey = (environment: string) => `myvalue:registry:${environment}`;
export const changeChannel = (key: string) => `${key}:changed`;

export class RedisLockTimeoutError extends Error {
  constructor(readonly lockKey: string) {
    super(`Registry is locked (${lockKey}); gave up waiting.`);
  }
}

export interface RedisLockOptions {
  timeoutMs?: number;
  /** The lock's expiry: a holder that crashed frees it after this long. */
  staleMs?: number;
  retryMs?: number;
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisRegistryStore {
  readonly redis: Redis;

  constructor(
    url: string,
    readonly key: string,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableOfflineQueue: true });
  }

  async read(): Promise<RegistryDocument | null> {
    const raw = await this.redis.get(this.key);
    if (raw === null) return null;
    try {
      return RegistryDocumentSchema.parse(JSON.parse(raw));
    } catch (error) {
      throw new Error(`The registry ${this.key} in Redis is not a valid registry document: ${(error as Error).message}`);
    }
  }

  /** Writes the document and tells every BFF, in one transaction. */
  async write(doc: RegistryDocument): Promise<void> {
    const valid = RegistryDocumentSchema.parse(doc);
    await this.redis.multi().set(this.key, JSON.stringify(valid)).publish(changeChannel(this.key), valid.updatedAt).exec();
  }

  /**
   * Adds the remotes a document written before they joined the list lacks (adoptNewRemotes),
   * under the lock the release CLI takes, and tells every BFF; false when none was missing.
   * Reads the raw JSON: such a document does not parse until the remote is in it.
   */
  async adopt(source: InitialVersions): Promise<boolean> {
    const missing = async () => {
      const raw = await this.redis.get(this.key);
      return raw === null ? null : adoptNewRemotes(JSON.parse(raw) as unknown, source);
    };
    if (!(await missing())) return false;
    return this.withLock(async () => {
      const adopted = await missing();
      if (adopted) await this.write(adopted);
      return adopted !== null;
    });
  }

  /** Writes the document only when none exists (a first start); true when it wrote it. */
  async create(doc: RegistryDocument): Promise<boolean> {
    const valid = RegistryDocumentSchema.parse(doc);
    const done = await this.redis.set(this.key, JSON.stringify(valid), 'NX');
    if (done === 'OK') await this.redis.publish(changeChannel(this.key), valid.updatedAt);
    return done === 'OK';
  }

  async withLock<T>(fn: () => T | Promise<T>, opts: RedisLockOptions = {}): Promise<T> {
    const lockKey = `${this.key}:lock`;
    const token = randomBytes(16).toString('hex');
    const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
    const retryMs = opts.retryMs ?? 25;
    for (;;) {
      const got = await this.redis.set(lockKey, token, 'PX', opts.staleMs ?? 30_000, 'NX');
      if (got === 'OK') break;
      if (Date.now() > deadline) throw new RedisLockTimeoutError(lockKey);
      await new Promise((r) => setTimeout(r, retryMs + Math.random() * retryMs));
    }
    try {
      return await fn();
    } finally {
      await this.redis.eval(RELEASE, 1, lockKey, token);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The BFF's view of a registry in Redis: the document in memory, re-read when a change is
 * published (and every `pollMs` as a safety net, and after a reconnect). Reading it is
 * synchronous, so pages never wait for Redis; when Redis is away the last document stays.
 */
export async function createRedisRegistrySource(
  url: string,
  key: string,
  opts: {
    initial?: () => RegistryDocument;
    /** Where a remote the document predates gets its first version (the file registry does the same, ensureRegistry). */
    adopt?: InitialVersions;
    pollMs?: number;
    onError?: (error: unknown) => void;
  } = {},
): Promise<RegistrySource & { close(): Promise<void> }> {
  const store = new RedisRegistryStore(url, key);
  const subscriber = new Redis(url, { lazyConnect: false });
  const onError = opts.onError ?? (() => undefined);
  store.redis.on('error', onError);
  subscriber.on('error', onError);
  const first = async () => {
    if (opts.adopt) await store.adopt(opts.adopt);
    const doc = await store.read();
    if (doc || !opts.initial) return doc;
    await store.create(opts.initial());
    return store.read();
  };
  const doc = await first().catch(async (error: unknown) => {
    // A BFF that cannot start must not keep its connections (and its process) alive.
    await Promise.all([subscriber.quit().catch(() => undefined), store.close()]);
    throw error;
  });
  if (!doc) {
    await Promise.all([subscriber.quit().catch(() => undefined), store.close()]);
    throw new Error(`No registry document in Redis under ${key}`);
  }
  let current: RegistryDocument = doc;
  let version = 0;
  // A read that started before a later write of this instance must not put the older document back.
  const reload = () => {
    const asOf = version;
    return store.read().then(
      (next) => {
        if (next && asOf === version) current = next;
      },
      onError,
    );
  };
  await subscriber.subscribe(changeChannel(key));
  subscriber.on('message', () => void reload());
  subscriber.on('ready', () => void reload());
  const poll = setInterval(() => void reload(), opts.pollMs ?? 5000);
  poll.unref();
  return {
    read: () => current,
    remotesDocument() {
      return {
        environment: current.environment,
        remotes: REMOTE_NAMES.map((name) => ({ name, version: current.remotes[name].version, entry: current.remotes[name].entry })),
      };
    },
    // The same lock as the release CLI (infra/registry/redisBackend.ts); the write publishes
    // the change, so every BFF follows at once, this one without waiting for the message.
    update(change) {
      return store.withLock(async () => {
        const latest = await store.read();
        if (!latest) throw new Error(`No registry document in Redis under ${key}`);
        const next = change(latest);
        if (!next) return latest;
        await store.write(next);
        version += 1;
        current = RegistryDocumentSchema.parse(next);
        return current;
      });
    },
    async close() {
      clearInterval(poll);
      await subscriber.quit().catch(() => undefined);
      await store.close();
    },
  };
}
