/**
 * @jest-environment node
 */
// More than one BFF on one registry in Redis: the CLI promotes and rolls back through
// Redis (same gate, lock and history as the file), and two BFF instances serve each
// change within a second, from the change notification.
import type { FastifyInstance } from 'fastify';
import type { RemotesDocument } from 'shared-contracts/core';
import { buildServer } from 'shell/server';
import { LocalArtefactStore, RedisRegistryStore } from 'shell/releases';
import { fakeStore, testConfig } from 'shell/server/testing';
import { applyChange } from './registry';
import { initialRegistryDocument } from 'shared-contracts/server';
import { redisBackend } from './redisBackend';
import { LocalReleaseStore } from './store';
import { makeStoreRoot, runCli, writeShellBuild } from './testHelpers';
import { startRedis, type TestRedis } from './testRedis';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const KEY = 'myvalue:registry:staging';

const cli = (root: string, ...argv: string[]) =>
  runCli({ MV_ARTEFACT_ROOT: root, MV_ACTOR: 'ops-jest', INIT_CWD: root, MV_ENV: 'staging', REGISTRY_STORE: 'redis', REDIS_URL: redis.url }, ...argv);

/** Polls a BFF until its /remotes.json shows `version` for catalog; the time it took. */
async function timeUntilServed(bff: FastifyInstance, version: string, since: number): Promise<number> {
  for (;;) {
    const doc = (await bff.inject({ url: '/remotes.json' })).json<RemotesDocument>();
    if (doc.remotes.find((r) => r.name === 'catalog')?.version === version) return Date.now() - since;
    if (Date.now() - since > 5000) throw new Error(`not served after 5 s: ${JSON.stringify(doc)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the registry in Redis', () => {
  let root: string;
  let store: RedisRegistryStore;
  const bffs: FastifyInstance[] = [];

  beforeAll(async () => {
    root = makeStoreRoot({ catalog: { '1.0.1': {}, '2.0.0': { contractVersion: '2.0.0' } } });
    writeShellBuild(root, '1.0.0');
    store = new RedisRegistryStore(redis.url, KEY);
    await store.create(initialRegistryDocument('staging', new LocalReleaseStore(root)));
    for (let i = 0; i < 2; i++) {
      // A long poll interval would not matter: the change notification is what they follow.
      bffs.push(await buildServer(testConfig({ REGISTRY_STORE: 'redis', REDIS_URL: redis.url, REGISTRY_REDIS_KEY: KEY }), { store: fakeStore }));
    }
  });
  afterAll(async () => {
    await Promise.all(bffs.map((b) => b.close()));
    await store.close();
  });

  it('two BFFs serve a promotion and a rollback within 1 s', async () => {
    let at = Date.now();
    const promoted = await cli(root, 'promote', 'catalog', '1.0.1', '--reason', 'filter baru');
    expect(promoted.code).toBe(0);
    at = Date.now();
    for (const ms of await Promise.all(bffs.map((b) => timeUntilServed(b, '1.0.1', at)))) expect(ms).toBeLessThan(1000);

    const rolledBack = await cli(root, 'rollback', 'catalog', '--reason', 'error rate');
    expect(rolledBack.code).toBe(0);
    at = Date.now();
    for (const ms of await Promise.all(bffs.map((b) => timeUntilServed(b, '1.0.0', at)))) expect(ms).toBeLessThan(1000);

    const doc = await store.read();
    expect(doc!.history.slice(-2)).toMatchObject([
      { action: 'promote', from: '1.0.0', to: '1.0.1', actor: 'ops-jest', reason: 'filter baru' },
      { action: 'rollback', from: '1.0.1', to: '1.0.0', actor: 'ops-jest', reason: 'error rate' },
    ]);
  });

  it('keeps the gate: a contract-major mismatch is refused and nothing changes', async () => {
    const before = await store.redis.get(KEY);
    const r = await cli(root, 'promote', 'catalog', '2.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Refused: promote catalog 2.0.0 in staging');
    expect(await store.redis.get(KEY)).toBe(before);
  });

  it('status reads the document from Redis', async () => {
    const r = await cli(root, 'status');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`registry redis key ${KEY}`);
  });

  it('keeps every concurrent change in the history (the lock)', async () => {
    const backend = redisBackend(new RedisRegistryStore(redis.url, KEY));
    const releaseStore = new LocalReleaseStore(root);
    const before = (await store.read())!.history.length;
    const results = await Promise.all(
      ['1.0.1', '1.0.0', '1.0.1', '1.0.0', '1.0.1', '1.0.0'].map((version, i) =>
        applyChange(
          { remote: 'catalog', version, action: 'promote', actor: `job-${i}`, reason: 'race' },
          // The pause between read and write would let unlocked writers overwrite each other.
          { file: 'unused', backend, environment: 'staging', store: releaseStore, beforeWrite: () => new Promise((r) => setTimeout(r, 20)) },
        ),
      ),
    );
    const doc = (await store.read())!;
    const changed = results.filter((r) => r.changed).length;
    expect(changed).toBeGreaterThan(1);
    expect(doc.history.length - before).toBe(changed);
    await backend.close();
  });
});

describe('a registry in Redis written before a remote joined the list', () => {
  const key = 'myvalue:registry:adopt';
  let store: RedisRegistryStore;
  beforeAll(() => {
    store = new RedisRegistryStore(redis.url, key);
  });
  afterAll(() => store.close());

  it('gets that remote from the BFF that knows it, once, keeping every other remote and its history', async () => {
    const root = makeStoreRoot({ catalog: { '1.0.1': {} } });
    const full = initialRegistryDocument('staging', new LocalReleaseStore(root));
    // As written before 'account' joined the list: promoted catalog, no account at all.
    const older = {
      ...full,
      remotes: { catalog: { ...full.remotes.catalog, version: '1.0.1' }, events: full.remotes.events },
      history: full.history.filter((e) => e.remote !== 'account'),
    };
    await store.redis.set(key, JSON.stringify(older));
    await expect(store.read()).rejects.toThrow(/not a valid registry document/);

    const config = testConfig({ REGISTRY_STORE: 'redis', REDIS_URL: redis.url, REGISTRY_REDIS_KEY: key });
    const started = [await buildServer(config, { store: new LocalArtefactStore(root) }), await buildServer(config, { store: new LocalArtefactStore(root) })];
    try {
      const doc = (await store.read())!;
      expect(doc.remotes.catalog.version).toBe('1.0.1');
      expect(doc.remotes.account).toMatchObject({ version: '1.0.0', entry: '/remotes/account/1.0.0/mf-manifest.json', promotedBy: 'init' });
      expect(doc.history.filter((e) => e.remote === 'account')).toEqual([expect.objectContaining({ from: null, to: '1.0.0', action: 'init' })]);
      const served = (await started[1]!.inject({ url: '/remotes.json' })).json<RemotesDocument>();
      expect(served.remotes.map((r) => `${r.name}@${r.version}`).sort()).toEqual(['account@1.0.0', 'catalog@1.0.1', 'events@1.0.0']);
    } finally {
      await Promise.all(started.map((b) => b.close()));
    }
  });
});
