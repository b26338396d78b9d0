// What Module Federation 2 does with shared-kit, shared by version range with the config
// every app is built with (rspack.base.config.ts, sharedKit): a remote built against the kit
// the shell provides uses the shell's copy (no bytes of its own); one built against a newer
// minor gets its own bundled copy, with no error and no warning, so a UI change ships in the
// remote's release. The contract stays one strict singleton (sharedContract.test.ts).
import { createInstance } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractRange } from 'shared-contracts/core';
import { KIT_VERSION, sharedKit, sharedSingletons } from '../../rspack.base.config';

// The build config's bundler imports are ESM only (jest loads CommonJS); the shared configs use neither.
jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

type Kit = { kit: string; from: string };
const copy = (version: string, from: string) => (): Kit => ({ kit: version, from });

/** The page's runtime once the shell has loaded its shared-kit `provided`. */
async function shellRunning(provided: string) {
  const page = createInstance({
    name: `shell_kit_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: { 'shared-kit': { version: provided, lib: copy(provided, 'shell'), shareConfig: sharedKit(provided) } },
  });
  await page.loadShare('shared-kit');
  /**
   * A remote built against kit `built` asks for it, as its consume does: the version it
   * bundled and its range. `registered`: its container has put its own copy in the share
   * scope first (what initialising a remote's container does in the browser).
   */
  const consume = async (remote: string, built: string, { registered = false } = {}): Promise<Kit | 'own bundled copy'> => {
    if (registered) {
      page.registerShared({ 'shared-kit': { version: built, get: async () => copy(built, remote), shareConfig: sharedKit(built), from: remote } as never });
    }
    const factory = await page.loadShare<Kit>('shared-kit', {
      customShareInfo: { version: built, shareConfig: sharedKit(built), from: remote } as never,
    });
    // false: nothing in the scope satisfies the range, the bundler runtime runs the remote's
    // own copy (its consume's fallback).
    return factory ? factory()! : 'own bundled copy';
  };
  return { consume };
}

describe("shared-kit in Module Federation's share scope", () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("is shared at the kit's own version, not a singleton: same major at the build's minor or newer", () => {
    expect(KIT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const [major, minor] = KIT_VERSION.split('.');
    expect(sharedSingletons()['shared-kit']).toEqual({ singleton: false, version: KIT_VERSION, requiredVersion: `^${major}.${minor}.0` });
    expect(sharedKit('1.4.2')).toEqual({ singleton: false, version: '1.4.2', requiredVersion: '^1.4.0' });
  });

  it("hands the shell's copy to a remote built against the same or an older minor", async () => {
    const { consume } = await shellRunning('1.1.0');
    await expect(consume('catalog', '1.1.0')).resolves.toEqual({ kit: '1.1.0', from: 'shell' });
    await expect(consume('events', '1.0.0')).resolves.toEqual({ kit: '1.1.0', from: 'shell' });
  });

  it('gives a remote built against a newer minor its own copy, with no error and no warning', async () => {
    const { consume } = await shellRunning('1.0.0');
    // Before its container registered its copy: the consume falls back to the bundled one.
    await expect(consume('catalog', '1.1.0')).resolves.toBe('own bundled copy');
    // Registered (as in the browser): the scope's 1.1 copy is the remote's own.
    await expect(consume('catalog', '1.1.0', { registered: true })).resolves.toEqual({ kit: '1.1.0', from: 'catalog' });
    // A remote asking for ^1.0 afterwards still gets the shell's copy (loaded already).
    await expect(consume('events', '1.0.0')).resolves.toEqual({ kit: '1.0.0', from: 'shell' });
  });

  it('gives a remote built against an older major (one rolled back past a kit removal) its own copy, with no error', async () => {
    const { consume } = await shellRunning('2.0.0');
    await expect(consume('catalog', '1.2.0')).resolves.toBe('own bundled copy');
    await expect(consume('catalog', '1.2.0', { registered: true })).resolves.toEqual({ kit: '1.2.0', from: 'catalog' });
    await expect(consume('events', '2.0.0')).resolves.toEqual({ kit: '2.0.0', from: 'shell' });
  });

  it('leaves the contract one strict singleton at the contract version', () => {
    expect(sharedSingletons()['shared-contracts']).toEqual({ singleton: true, version: CONTRACT_VERSION, requiredVersion: contractRange(CONTRACT_VERSION), strictVersion: true });
  });
});
