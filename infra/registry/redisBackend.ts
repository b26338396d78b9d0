// The registry in Redis as the release CLI sees it (REGISTRY_STORE=redis, REDIS_URL, the
// same variables the BFF reads): the RegistryBackend of registry.ts over the BFF's Redis
// store, so promote/rollback keep the file's lock, history and gate semantics, and every
// BFF subscribed to the change channel serves the change at once.
import { defaultRegistryKey, LockTimeoutError, RedisLockTimeoutError, RedisRegistryStore } from 'shell/releases';
import type { RegistryBackend } from './registry';

export function redisBackend(store: RedisRegistryStore): RegistryBackend & { close(): Promise<void> } {
  return {
    where: `redis key ${store.key}`,
    read: () => store.read(),
    write: (doc) => store.write(doc),
    async withLock(fn, lock) {
      try {
        return await store.withLock(fn, lock);
      } catch (error) {
        if (error instanceof RedisLockTimeoutError) throw new LockTimeoutError(error.lockKey, 'another release');
        throw error;
      }
    },
    close: () => store.close(),
  };
}

/** The backend the environment selects: Redis when REGISTRY_STORE=redis, else null (the file). */
export function redisBackendFromEnv(env: NodeJS.ProcessEnv, environment: string): (RegistryBackend & { close(): Promise<void> }) | null {
  if (env.REGISTRY_STORE !== 'redis') return null;
  if (!env.REDIS_URL) throw new Error('REGISTRY_STORE=redis needs REDIS_URL (redis://host:port).');
  return redisBackend(new RedisRegistryStore(env.REDIS_URL, env.REGISTRY_REDIS_KEY ?? defaultRegistryKey(environment)));
}
