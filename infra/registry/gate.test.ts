import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { checkVersion } from './gate';
import { readLiveShell, type LiveShell } from './shell';
import { LocalReleaseStore } from './store';
import { makeStoreRoot, writeShellBuild } from './testHelpers';

const shellProviding = (contractVersion: string): LiveShell => ({ contractVersion, buildId: 'b1', source: 'shell/dist/build-info.json' });

describe('the compatibility gate', () => {
  const root = makeStoreRoot({
    catalog: {
      '1.1.0': {},
      '2.0.0': { contractVersion: '2.0.0' },
      '1.2.0': { contractVersion: '1.9.3' },
      '1.3.0': { noManifest: true },
      '1.4.0': { entry: '' },
      '1.5.0': { entry: 'var catalog = { get: function( };' },
      '1.6.0': { dropAsset: true },
      '1.7.0': { contractVersion: null },
      '1.8.0': { name: 'events' },
      '1.9.0': { ssr: { write: true } },
      '1.10.0': { ssr: { write: false } },
      '1.11.0': { release: null },
      '1.12.0': { release: { routes: [{ path: '/promo/pilihan', layout: 'promo-page', title: 'Promo Pilihan' }], upstream: [{ service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true }] } },
      '1.13.0': { release: { routes: [], upstream: [{ service: 'sso', method: 'POST', path: '/v1/user/profile' }] } },
      '1.14.0': { release: { routes: [{ path: 'promo', layout: 'promo-page', title: 'x' }] } },
      '1.15.0': { release: { routes: [{ path: '/brand/:slug', layout: 'promo-page', title: 'Brand' }], upstream: [] } },
    },
  });
  const store = new LocalReleaseStore(root);
  const live = readLiveShell(path.join(root, 'shell', 'dist'));
  const codes = (version: string, shell: LiveShell = live) => checkVersion(store, 'catalog', version, { shell }).problems.map((p) => p.code);

  it('passes a complete version built against the contract the live shell build provides', () => {
    expect(live).toEqual({ contractVersion: '1.0.0', buildId: 'shell-test-build', source: path.join(root, 'shell', 'dist', 'build-info.json') });
    expect(checkVersion(store, 'catalog', '1.1.0', { shell: live })).toEqual({ ok: true, problems: [], contractVersion: '1.0.0' });
    // An older minor is served by a newer shell; patches never matter.
    expect(codes('1.2.0', shellProviding('1.9.0'))).toEqual([]);
    expect(codes('1.2.0', shellProviding('1.9.3'))).toEqual([]);
  });

  it('refuses a remote built against a newer minor than the live shell build provides, naming both', () => {
    // 1.2.0 was built against contract 1.9.3; the live shell provides 1.0.0.
    expect(checkVersion(store, 'catalog', '1.2.0', { shell: live }).problems).toEqual([
      {
        code: 'contract-newer',
        message: `catalog 1.2.0 was built against contract 1.9.3, newer than 1.0.0: the live shell build shell-test-build provides contract 1.0.0 (${live.source}). Deploy a shell built with contract 1.9.3 first.`,
      },
    ]);
    expect(codes('1.2.0', shellProviding('1.8.9'))).toEqual(['contract-newer']);
  });

  it('refuses another contract major and says which majors', () => {
    const result = checkVersion(store, 'catalog', '2.0.0', { shell: shellProviding('1.0.0') });
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        code: 'contract-mismatch',
        message: 'catalog 2.0.0 was built against contract 2.0.0 (major 2); the live shell build b1 provides contract 1.0.0 (major 1) (shell/dist/build-info.json).',
      },
    ]);
    // …and passes it once the live shell provides major 2, where 1.x is refused.
    expect(codes('2.0.0', shellProviding('2.1.0'))).toEqual([]);
    expect(codes('1.1.0', shellProviding('2.1.0'))).toEqual(['contract-mismatch']);
  });

  it('refuses when the contract of the live shell build cannot be known', () => {
    const other = makeStoreRoot();
    writeShellBuild(other, undefined);
    const none = readLiveShell(path.join(other, 'shell', 'dist'));
    expect(checkVersion(store, 'catalog', '1.1.0', { shell: none }).problems).toEqual([
      {
        code: 'shell-contract-unknown',
        message: `catalog 1.1.0 was built against contract 1.0.0, but the contract the live shell build provides is unknown: ${none.source} does not exist (no shell build there). Build and deploy the shell, or pass --bff of the running site.`,
      },
    ]);
    writeShellBuild(other, null);
    expect(checkVersion(store, 'catalog', '1.1.0', { shell: readLiveShell(path.join(other, 'shell', 'dist')) }).problems[0]!.message).toMatch(
      /names no contractVersion \(a shell build older than the contract stamp\)/,
    );
    writeShellBuild(other, 'one');
    expect(codes('1.1.0', readLiveShell(path.join(other, 'shell', 'dist')))).toEqual(['shell-contract-unknown']);
  });

  it('refuses a version whose manifest is missing (unknown or incomplete upload)', () => {
    expect(codes('1.3.0')).toEqual(['manifest-missing']);
    expect(codes('9.9.9')).toEqual(['manifest-missing']);
    expect(checkVersion(store, 'catalog', '9.9.9', { shell: live }).problems[0]!.message).toMatch(/no mf-manifest\.json/);
  });

  it('refuses a version whose remote entry would not load', () => {
    expect(codes('1.4.0')).toEqual(['entry-missing']);
    expect(codes('1.5.0')).toEqual(['entry-invalid']);
    expect(codes('1.6.0')).toEqual(['asset-missing']);
    const noEntry = makeStoreRoot({ catalog: { '1.1.0': {} } });
    unlinkSync(path.join(noEntry, 'mf-catalog', 'dist', '1.1.0', 'remoteEntry.js'));
    expect(checkVersion(new LocalReleaseStore(noEntry), 'catalog', '1.1.0', { shell: live }).problems[0]!.message).toBe(
      'catalog 1.1.0: remote entry remoteEntry.js is missing or empty.',
    );
  });

  it('checks the server-rendering entry when the manifest names one', () => {
    expect(codes('1.9.0')).toEqual([]);
    expect(checkVersion(store, 'catalog', '1.10.0', { shell: live }).problems).toEqual([
      { code: 'entry-missing', message: 'catalog 1.10.0: server-rendering entry server/remoteEntry.js (named by the manifest) is missing or empty.' },
    ]);
  });

  it('refuses a manifest without a contract stamp, or of another remote', () => {
    expect(codes('1.7.0')).toEqual(['contract-unknown']);
    expect(codes('1.8.0')).toEqual(['wrong-remote']);
  });

  it('passes a version declaring pages and calls the policy allows', () => {
    expect(codes('1.12.0')).toEqual([]);
  });

  it("refuses a version without a well-formed release declaration, or declaring a call outside the BFF's policy", () => {
    expect(codes('1.11.0')).toEqual(['release-undeclared']);
    expect(codes('1.14.0')).toEqual(['release-undeclared']);
    const refused = checkVersion(store, 'catalog', '1.13.0', { shell: live }).problems;
    expect(refused).toEqual([{ code: 'upstream-refused', message: expect.stringContaining('POST sso /v1/user/profile: catalog may not use POST on sso') }]);
  });

  it('refuses names that are not versions instead of reading outside the store', () => {
    expect(codes('../../etc')).toEqual(['manifest-missing']);
  });

  it('refuses a page outside the paths the registry gives the remote, and says how to give it one', () => {
    const catalogOwns = { catalog: ['/promo', '/merchant'], events: ['/event'] } as const;
    const problems = checkVersion(store, 'catalog', '1.15.0', { shell: live, prefixes: catalogOwns }).problems;
    expect(problems).toEqual([
      {
        code: 'page-outside-prefixes',
        message: "catalog 1.15.0: page /brand/:slug lies outside catalog's paths (/promo /merchant); give catalog its first segment first: npm run remotes -- prefixes catalog /promo /merchant /brand.",
      },
    ]);
    expect(checkVersion(store, 'catalog', '1.15.0', { shell: live, prefixes: { ...catalogOwns, catalog: ['/promo', '/brand'] } }).problems).toEqual([]);
    // A page under the remote's own prefix passes.
    expect(checkVersion(store, 'catalog', '1.12.0', { shell: live, prefixes: catalogOwns }).problems).toEqual([]);
  });
});
