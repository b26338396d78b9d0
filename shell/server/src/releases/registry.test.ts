// A registry document that predates a remote of the list (docs/development.md "Adding a
// remote"): the BFF that knows the remote adopts it at start, at its package.json version.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteWorkspace } from 'shared-contracts/core';
import { RegistryDocumentSchema, type RegistryDocument } from 'shared-contracts/server';
import { testTempDir } from '../testing/tempDir';
import { LocalArtefactStore } from './artefacts';
import { createRegistrySource, ensureRegistry } from './registry';

function storeRoot(): string {
  const root = testTempDir('mv-registry-adopt-');
  for (const name of REMOTE_NAMES) {
    mkdirSync(path.join(root, remoteWorkspace(name)), { recursive: true });
    writeFileSync(path.join(root, remoteWorkspace(name), 'package.json'), JSON.stringify({ name: remoteWorkspace(name), version: '1.4.0' }));
  }
  return root;
}

describe('ensureRegistry', () => {
  it('creates a new environment with every remote at its package.json version', async () => {
    const root = storeRoot();
    const file = path.join(root, 'registry', 'local.json');
    await ensureRegistry(file, 'local', new LocalArtefactStore(root));
    const doc = createRegistrySource(file).read();
    expect(Object.keys(doc.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(doc.remotes.catalog.version).toBe('1.4.0');
  });

  it('adopts a remote the document predates, keeping every other remote and its history', async () => {
    const root = storeRoot();
    const file = path.join(root, 'registry.json');
    await ensureRegistry(file, 'staging', new LocalArtefactStore(root));
    const full = JSON.parse(readFileSync(file, 'utf8')) as RegistryDocument;
    // As written before 'account' joined the list: promoted catalog, no account at all.
    const older = {
      ...full,
      remotes: { catalog: { ...full.remotes.catalog, version: '1.5.0' }, events: full.remotes.events },
      history: full.history.filter((e) => e.remote !== 'account'),
    };
    writeFileSync(file, JSON.stringify(older));
    expect(RegistryDocumentSchema.safeParse(older).success).toBe(false);

    await ensureRegistry(file, 'staging', new LocalArtefactStore(root));
    const doc = createRegistrySource(file).read();
    expect(doc.remotes.catalog.version).toBe('1.5.0');
    expect(doc.remotes.account).toMatchObject({ version: '1.4.0', entry: '/remotes/account/1.4.0/mf-manifest.json', promotedBy: 'init' });
    expect(doc.history.at(-1)).toMatchObject({ remote: 'account', from: null, to: '1.4.0', action: 'init', reason: "account joined the site's remotes" });
    expect(doc.history.filter((e) => e.remote === 'account')).toHaveLength(1);
  });

  it('leaves a document that names every remote untouched', async () => {
    const root = storeRoot();
    const file = path.join(root, 'registry.json');
    await ensureRegistry(file, 'staging', new LocalArtefactStore(root));
    const before = statSync(file).mtimeMs;
    const text = readFileSync(file, 'utf8');
    await ensureRegistry(file, 'staging', new LocalArtefactStore(root));
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(statSync(file).mtimeMs).toBe(before);
  });
});
