// What Module Federation 2 does when a remote needs a newer shared-contracts than the
// singleton the shell already runs, with the shared config every app is built with
// (rspack.base.config.ts): it refuses instead of handing out the old copy. (The shell's
// contract guard refuses such a remote earlier, before its entry loads: this is the net
// under it.)
import { createInstance } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractRange } from 'shared-contracts/core';
import { sharedSingletons } from '../../rspack.base.config';

// The build config's bundler imports are ESM only (jest loads CommonJS); sharedSingletons uses neither.
jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

type ShareConfig = { singleton: boolean; requiredVersion: string | false; strictVersion?: boolean };

/** A runtime whose shell has loaded shared-contracts `provided`; `consume` asks as a remote built against `built` would. */
async function shellRunning(provided: string) {
  const config = sharedSingletons()['shared-contracts']!;
  const shell = createInstance({
    name: `shell_share_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: { 'shared-contracts': { version: provided, lib: () => ({ contract: provided }), shareConfig: { ...config, requiredVersion: contractRange(provided) } } },
  });
  await shell.loadShare('shared-contracts');
  const consume = async (built: string, shareConfig: ShareConfig = { ...config, requiredVersion: contractRange(built) }) => {
    const factory = await shell.loadShare<{ contract: string }>('shared-contracts', {
      customShareInfo: { version: built, shareConfig, from: 'catalog' } as never,
    });
    return factory ? factory() : null;
  };
  return { consume };
}

describe("shared-contracts in Module Federation's share scope", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is shared at the contract version: one singleton, same major at the build minor or newer, strictly', () => {
    expect(sharedSingletons()['shared-contracts']).toEqual({
      singleton: true,
      version: CONTRACT_VERSION,
      requiredVersion: contractRange(CONTRACT_VERSION),
      strictVersion: true,
    });
  });

  it('hands the running singleton to a remote built against the same or an older minor', async () => {
    const { consume } = await shellRunning('1.1.0');
    await expect(consume('1.1.0')).resolves.toEqual({ contract: '1.1.0' });
    await expect(consume('1.0.0')).resolves.toEqual({ contract: '1.1.0' });
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses a remote built against a newer minor (unlike MF's default, which only warns and hands out the old copy)", async () => {
    const { consume } = await shellRunning('1.0.0');
    await expect(consume('1.1.0')).rejects.toThrow(
      /Version 1\.0\.0 from shell_share_\w+ of shared singleton module shared-contracts does not satisfy the requirement of catalog which needs \^1\.1\.0/,
    );
    // Without strictVersion (the old config): a warning, and the remote gets 1.0.0 anyway.
    await expect(consume('1.1.0', { singleton: true, requiredVersion: '^1.1.0', strictVersion: false })).resolves.toEqual({ contract: '1.0.0' });
    expect(warn).toHaveBeenCalled();
  });
});
