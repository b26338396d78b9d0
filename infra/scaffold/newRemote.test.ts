import { mkdirSync, readFileSync, copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { testTempDir } from 'shell/server/testing';
import { repoRoot } from '../stack/apps';
import { scaffoldRemote, ScaffoldRefusal } from './newRemote';

/** A folder holding a copy of the one list, as the repository's root would. */
function fakeRoot(): string {
  const root = testTempDir('mv-scaffold-');
  mkdirSync(path.join(root, 'shared-contracts', 'src'), { recursive: true });
  copyFileSync(path.join(repoRoot, 'shared-contracts', 'src', 'remotes.ts'), path.join(root, 'shared-contracts', 'src', 'remotes.ts'));
  return root;
}

describe('npm run new-remote', () => {
  it('writes a remote with one page at its prefix and adds it to the one list', () => {
    const root = fakeRoot();
    const written = scaffoldRemote(root, 'rewards', '/hadiah', 'Hadiah');
    expect(written).toEqual(
      expect.arrayContaining([
        'mf-rewards/package.json',
        'mf-rewards/rspack.config.ts',
        'mf-rewards/rspack.server.config.ts',
        'mf-rewards/src/app.tsx',
        'mf-rewards/src/release.ts',
        'mf-rewards/src/pages.ts',
        'mf-rewards/src/ssr/prefetch.ts',
        'mf-rewards/src/features/home/HomePage.test.tsx',
        'shared-contracts/src/remotes.ts',
      ]),
    );
    const pkg = JSON.parse(readFileSync(path.join(root, 'mf-rewards', 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string> };
    expect(pkg.name).toBe('mf-rewards');
    expect(pkg.dependencies['shared-contracts']).toBeDefined();
    expect(pkg.dependencies['shared-kit']).toBeDefined();
    const release = readFileSync(path.join(root, 'mf-rewards', 'src', 'release.ts'), 'utf8');
    expect(release).toContain("routes: [{ path: '/hadiah', layout: 'default', title: \"Hadiah\" }]");
    // The page's chunk is named as the BFF preloads it (pageChunkName('/hadiah')).
    expect(readFileSync(path.join(root, 'mf-rewards', 'src', 'pages.ts'), 'utf8')).toContain('webpackChunkName: "page-hadiah"');
    const list = readFileSync(path.join(root, 'shared-contracts', 'src', 'remotes.ts'), 'utf8');
    expect(list).toContain("  { name: 'account', prefixes: ['/account'] },\n  { name: 'rewards', prefixes: ['/hadiah'] },\n] as const;");
  });

  it.each([
    ['catalog', '/hadiah', 'catalog is already a remote.'],
    ['rewards', '/promo', '/promo is owned by catalog.'],
    ['rewards', '/about', "/about is the shell's or the BFF's."],
    ['rewards', '/api', "/api is the shell's or the BFF's."],
    ['Rewards!', '/hadiah', 'is not a remote name'],
    ['rewards', 'hadiah', 'is not a prefix'],
  ])('refuses %s at %s, writing nothing', (name, prefix, reason) => {
    const root = fakeRoot();
    const before = readFileSync(path.join(root, 'shared-contracts', 'src', 'remotes.ts'), 'utf8');
    expect(() => scaffoldRemote(root, name, prefix)).toThrow(ScaffoldRefusal);
    expect(() => scaffoldRemote(root, name, prefix)).toThrow(reason);
    expect(readFileSync(path.join(root, 'shared-contracts', 'src', 'remotes.ts'), 'utf8')).toBe(before);
    expect(existsSync(path.join(root, `mf-${name}`))).toBe(false);
  });
});
