import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { checkVersion } from './gate';
import { LocalReleaseStore } from './store';
import { makeStoreRoot } from './test-helpers';

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
    },
  });
  const store = new LocalReleaseStore(root);
  const codes = (version: string, shellContract?: string) =>
    checkVersion(store, 'catalog', version, { shellContract }).problems.map((p) => p.code);

  it('passes a complete version built against the shell contract major', () => {
    expect(checkVersion(store, 'catalog', '1.1.0')).toEqual({ ok: true, problems: [], contractVersion: '1.0.0' });
    // Same major, other minor: compatible.
    expect(codes('1.2.0')).toEqual([]);
  });

  it('refuses a contract-major mismatch and says which majors', () => {
    const result = checkVersion(store, 'catalog', '2.0.0');
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        code: 'contract-mismatch',
        message: 'catalog 2.0.0 was built against contract 2.0.0 (major 2); the shell speaks contract 1.0.0 (major 1).',
      },
    ]);
    // …and passes it once the shell speaks major 2, where 1.x is refused.
    expect(codes('2.0.0', '2.1.0')).toEqual([]);
    expect(codes('1.1.0', '2.1.0')).toEqual(['contract-mismatch']);
  });

  it('refuses a version whose manifest is missing (unknown or incomplete upload)', () => {
    expect(codes('1.3.0')).toEqual(['manifest-missing']);
    expect(codes('9.9.9')).toEqual(['manifest-missing']);
    expect(checkVersion(store, 'catalog', '9.9.9').problems[0]!.message).toMatch(/no mf-manifest\.json/);
  });

  it('refuses a version whose remote entry would not load', () => {
    expect(codes('1.4.0')).toEqual(['entry-missing']);
    expect(codes('1.5.0')).toEqual(['entry-invalid']);
    expect(codes('1.6.0')).toEqual(['asset-missing']);
    const noEntry = makeStoreRoot({ catalog: { '1.1.0': {} } });
    unlinkSync(path.join(noEntry, 'mf-catalog', 'dist', '1.1.0', 'remoteEntry.js'));
    expect(checkVersion(new LocalReleaseStore(noEntry), 'catalog', '1.1.0').problems[0]!.message).toBe(
      'catalog 1.1.0: remote entry remoteEntry.js is missing or empty.',
    );
  });

  it('checks the server-rendering entry when the manifest names one', () => {
    expect(codes('1.9.0')).toEqual([]);
    expect(checkVersion(store, 'catalog', '1.10.0').problems).toEqual([
      { code: 'entry-missing', message: 'catalog 1.10.0: server-rendering entry server/remoteEntry.js (named by the manifest) is missing or empty.' },
    ]);
  });

  it('refuses a manifest without a contract stamp, or of another remote', () => {
    expect(codes('1.7.0')).toEqual(['contract-unknown']);
    expect(codes('1.8.0')).toEqual(['wrong-remote']);
  });

  it('refuses names that are not versions instead of reading outside the store', () => {
    expect(codes('../../etc')).toEqual(['manifest-missing']);
  });
});
