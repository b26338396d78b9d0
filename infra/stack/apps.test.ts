// The one list of remotes (shared-contracts/src/remotes.ts) and the repository agree: each
// listed remote is a workspace the stack builds, and no mf-* workspace is left off the list
// (npm's "mf-*" workspaces glob would install and typecheck it, but nothing would build,
// lint or serve it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteWorkspace } from '../../shared-contracts/src/remotes';
import { APPS, repoRoot } from './apps';

describe('the one list of remotes', () => {
  it('names a workspace for each remote, and the stack builds each', () => {
    for (const name of REMOTE_NAMES) {
      const pkg = path.join(repoRoot, remoteWorkspace(name), 'package.json');
      expect(existsSync(pkg)).toBe(true);
      expect((JSON.parse(readFileSync(pkg, 'utf8')) as { name: string }).name).toBe(remoteWorkspace(name));
    }
    expect(APPS.map((a) => a.name)).toEqual(['shell', ...REMOTE_NAMES]);
  });

  it('leaves no mf-* workspace off the list', () => {
    const folders = readdirSync(repoRoot, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^mf-/.test(d.name) && existsSync(path.join(repoRoot, d.name, 'package.json')))
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual(REMOTE_NAMES.map(remoteWorkspace).sort());
  });
});
