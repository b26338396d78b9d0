import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/core';
import { createRegistrySource } from 'shell/releases';
import { repoRoot } from '../stack/apps';
import { applyChange, ConflictError, defaultRollbackTarget, liveStack, readRegistry } from './registry';
import { initialRegistryDocument, type RegistryDocument } from 'shared-contracts/server';
import { LocalReleaseStore } from './store';
import { makeStoreRoot } from './testHelpers';

const actor = 'jest';

function setup() {
  const root = makeStoreRoot({ catalog: { '1.0.1': {}, '1.0.2': {} }, events: { '1.0.1': {} }, account: { '1.0.1': {} } });
  const store = new LocalReleaseStore(root);
  const file = path.join(root, 'registry', 'test.json');
  // Each change pauses between reading and writing, as a slow disk or a busy machine
  // would: concurrent writers overlap unless the lock keeps them apart.
  const beforeWrite = () => new Promise<void>((r) => setTimeout(r, Math.random() * 5));
  const change = (remote: RemoteName, version: string, action: 'promote' | 'rollback' = 'promote') =>
    applyChange({ remote, version, action, actor, reason: `${action} ${version}` }, { file, environment: 'test', store, beforeWrite });
  return { root, store, file, change };
}

describe('registry changes', () => {
  it('creates the environment on first change and appends one history entry per change', async () => {
    const { file, change } = setup();
    const result = await change('catalog', '1.0.1');
    expect(result).toMatchObject({ changed: true, from: '1.0.0', to: '1.0.1' });
    const doc = readRegistry(file)!;
    expect(doc.environment).toBe('test');
    expect(doc.remotes.catalog).toMatchObject({ version: '1.0.1', entry: '/remotes/catalog/1.0.1/mf-manifest.json', promotedBy: actor });
    expect(doc.history.map((e) => [e.remote, e.action, e.from, e.to])).toEqual([
      ['catalog', 'init', null, '1.0.0'],
      ['events', 'init', null, '1.0.0'],
      ['account', 'init', null, '1.0.0'],
      ['catalog', 'promote', '1.0.0', '1.0.1'],
    ]);
    expect(doc.history[3]).toMatchObject({ actor, reason: 'promote 1.0.1', forced: false });
  });

  it('changes nothing when the version is already live', async () => {
    const { file, change } = setup();
    await change('catalog', '1.0.1');
    const before = readFileSync(file, 'utf8');
    await expect(change('catalog', '1.0.1')).resolves.toMatchObject({ changed: false, entry: null });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('records a forced change with the refusals it overrode', async () => {
    const { file, store } = setup();
    await applyChange(
      { remote: 'events', version: '1.0.1', action: 'promote', actor, reason: 'hotfix', overridden: ['contract major 2 ≠ 1'] },
      { file, environment: 'test', store },
    );
    expect(readRegistry(file)!.history.at(-1)).toMatchObject({ forced: true, overridden: ['contract major 2 ≠ 1'] });
  });

  it('keeps every history entry when many writers change it at once (lock)', async () => {
    const { file, change } = setup();
    // 3 remotes × 8 changes, each to a version of its own, all started together (the
    // registry does not look into the store: that is the gate's job).
    const jobs = REMOTE_NAMES.flatMap((remote) =>
      Array.from({ length: 8 }, (_, i) => change(remote, `1.1.${i}`)),
    );
    const results = await Promise.all(jobs);
    expect(results.every((r) => r.changed)).toBe(true);
    const doc = readRegistry(file)!;
    expect(doc.history).toHaveLength(3 + 24);
    // The history is a chain: each entry starts where the previous one of its remote ended.
    for (const remote of REMOTE_NAMES) {
      const entries = doc.history.filter((e) => e.remote === remote);
      for (let i = 1; i < entries.length; i++) expect(entries[i]!.from).toBe(entries[i - 1]!.to);
      expect(entries.at(-1)!.to).toBe(doc.remotes[remote].version);
    }
    // No temp files left behind by the atomic writes.
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });

  it('keeps both processes’ entries when two processes promote concurrently', async () => {
    const { root, file } = setup();
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const hammer = path.join(__dirname, 'testHammer.ts');
    const run = (remote: string) =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(tsx, [hammer, root, file, remote, '12'], { stdio: ['ignore', 'ignore', 'pipe'] });
        let err = '';
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(err))));
      });
    await Promise.all([run('catalog'), run('events')]);
    const doc = readRegistry(file)!;
    expect(doc.history.filter((e) => e.remote === 'catalog' && e.action === 'promote')).toHaveLength(12);
    expect(doc.history.filter((e) => e.remote === 'events' && e.action === 'promote')).toHaveLength(12);
  }, 30_000);

  it('refuses to write when the live version moved since the change was planned', async () => {
    const { file, store, change } = setup();
    await change('catalog', '1.0.1');
    const planned = { expectFrom: '1.0.0', file, environment: 'test', store };
    await expect(applyChange({ remote: 'catalog', version: '1.0.2', action: 'rollback', actor, reason: '' }, planned)).rejects.toThrow(
      ConflictError,
    );
    expect(readRegistry(file)!.remotes.catalog.version).toBe('1.0.1');
  });

  it('is picked up by the BFF’s registry source within its cache time, without a restart', async () => {
    const { file, change } = setup();
    await change('catalog', '1.0.1');
    const source = createRegistrySource(file, 200);
    expect(source.remotesDocument().remotes.find((r) => r.name === 'catalog')?.version).toBe('1.0.1');
    await change('catalog', '1.0.2');
    await new Promise((r) => setTimeout(r, 250));
    expect(source.remotesDocument().remotes.find((r) => r.name === 'catalog')).toEqual({
      name: 'catalog',
      version: '1.0.2',
      entry: '/remotes/catalog/1.0.2/mf-manifest.json',
    });
  });
});

describe('the default rollback target', () => {
  function docWith(history: Array<[action: 'init' | 'promote' | 'rollback', from: string | null, to: string]>): RegistryDocument {
    const root = makeStoreRoot();
    const doc = initialRegistryDocument('test', new LocalReleaseStore(root));
    doc.history = history.map(([action, from, to]) => ({ remote: 'catalog', action, from, to, at: '', actor, reason: '', forced: false }));
    doc.remotes.catalog.version = history.at(-1)![2];
    return doc;
  }

  it('is the version live before the current one was promoted', () => {
    const doc = docWith([
      ['init', null, '1.0.0'],
      ['promote', '1.0.0', '1.0.1'],
    ]);
    expect(defaultRollbackTarget(doc, 'catalog')).toBe('1.0.0');
  });

  it('walks back through promotions on repeated rollbacks, not back and forth', () => {
    const doc = docWith([
      ['init', null, '1.0.0'],
      ['promote', '1.0.0', '1.0.1'],
      ['promote', '1.0.1', '1.0.2'],
      ['rollback', '1.0.2', '1.0.1'],
    ]);
    expect(liveStack(doc, 'catalog')).toEqual(['1.0.0', '1.0.1']);
    expect(defaultRollbackTarget(doc, 'catalog')).toBe('1.0.0');
  });

  it('after a rollback to a version never live, goes to the one before the replaced version', () => {
    const doc = docWith([
      ['init', null, '1.0.0'],
      ['promote', '1.0.0', '1.0.3'],
      ['rollback', '1.0.3', '1.0.2'],
    ]);
    expect(defaultRollbackTarget(doc, 'catalog')).toBe('1.0.0');
  });

  it('is none when only the initial version was ever live', () => {
    expect(defaultRollbackTarget(docWith([['init', null, '1.0.0']]), 'catalog')).toBeNull();
  });

  it('follows a hand-edited live version', () => {
    const doc = docWith([
      ['init', null, '1.0.0'],
      ['promote', '1.0.0', '1.0.1'],
    ]);
    doc.remotes.catalog.version = '1.0.5';
    expect(defaultRollbackTarget(doc, 'catalog')).toBe('1.0.1');
  });
});

describe('readRegistry', () => {
  it('says which file is broken', () => {
    const { file, root } = setup();
    writeFileSync(path.join(root, 'broken.json'), '{"environment": ');
    expect(readRegistry(file)).toBeNull();
    expect(() => readRegistry(path.join(root, 'broken.json'))).toThrow(/broken\.json is not a valid registry document/);
  });
});
