import { contractMajor, contractRange, contractServes, CONTRACT_VERSION, parseContractVersion } from './version';

describe('contract versions', () => {
  it('parses plain semver only', () => {
    expect(parseContractVersion('1.12.3')).toEqual({ major: 1, minor: 12, patch: 3 });
    for (const bad of ['1.0', '1.0.0-rc.1', 'v1.0.0', '01.0.0', '', '1.0.0.0']) expect(parseContractVersion(bad)).toBeNull();
    expect(parseContractVersion(CONTRACT_VERSION)).not.toBeNull();
  });

  it('names the major, or says the version is not one', () => {
    expect(contractMajor('2.3.4')).toBe(2);
    expect(() => contractMajor('dua')).toThrow('Versi kontrak tidak valid: dua');
  });

  it('states the range a build accepts: same major, at least its minor', () => {
    expect(contractRange('1.4.2')).toBe('^1.4.0');
    expect(contractRange('2.0.0')).toBe('^2.0.0');
    expect(() => contractRange('x')).toThrow();
  });

  it('serves a remote of the same major and an older or equal minor', () => {
    expect(contractServes('1.0.0', '1.0.0')).toEqual({ ok: true });
    expect(contractServes('1.3.0', '1.1.7')).toEqual({ ok: true });
    // Patches never matter, either way.
    expect(contractServes('1.1.0', '1.1.9')).toEqual({ ok: true });
  });

  it('refuses a newer minor, another major, or a missing version', () => {
    // The scenario: catalog built against 1.1.0, the live shell provides 1.0.0.
    expect(contractServes('1.0.0', '1.1.0')).toEqual({ ok: false, code: 'contract-newer' });
    expect(contractServes('1.9.0', '2.0.0')).toEqual({ ok: false, code: 'contract-mismatch' });
    expect(contractServes('2.0.0', '1.9.0')).toEqual({ ok: false, code: 'contract-mismatch' });
    expect(contractServes('1.0.0', null)).toEqual({ ok: false, code: 'contract-unknown' });
    expect(contractServes(undefined, '1.0.0')).toEqual({ ok: false, code: 'contract-unknown' });
    expect(contractServes('1.0.0', 'next')).toEqual({ ok: false, code: 'contract-unknown' });
  });
});
