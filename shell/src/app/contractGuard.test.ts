import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-contracts';
import { checkRemoteContract, contractGuardPlugin, ContractError } from './contractGuard';

/** A remote's mf-manifest.json as the build writes it (the fields the runtime needs). */
function manifest(name: string, version: string, contractVersion: string | null) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `mf-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: `mv_${name}`,
      pluginVersion: '2.9.2',
      publicPath: `http://127.0.0.1/remotes/${name}/${version}/`,
      ...(contractVersion === null ? {} : { contractVersion }),
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:app`, name: 'app', path: './app', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/**
 * A real Module Federation runtime whose network is a map of manifests, and whose remote
 * entries are recorded instead of loaded: what the guard lets through reaches loadEntry.
 */
function runtime(manifests: Record<string, ReturnType<typeof manifest>>, guard: ModuleFederationRuntimePlugin) {
  const entriesLoaded: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    async fetch(url: string) {
      const body = manifests[url];
      return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    },
    async loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.name);
      return {
        init: async () => undefined,
        get: async () => () => ({ mount: 'the remote app' }),
      } as never;
    },
  };
  const mf = createInstance({
    name: `shell_test_${Math.random().toString(36).slice(2)}`,
    remotes: Object.entries(manifests).map(([entry, m]) => ({ name: m.name, entry })),
    plugins: [guard, network],
  });
  return { mf, entriesLoaded };
}

describe('the run-time contract check', () => {
  // Module Federation also warns about each failed load (its own logger): expected here.
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('lets a remote of the same major and an older or equal minor through', () => {
    expect(() => checkRemoteContract(manifest('catalog', '1.0.0', '1.0.0'), 'catalog', '1.0.0')).not.toThrow();
    expect(() => checkRemoteContract(manifest('catalog', '1.0.0', '1.0.0'), 'catalog', '1.2.0')).not.toThrow();
  });

  it('refuses a newer minor, another major, or no stamp, naming both versions', () => {
    expect(() => checkRemoteContract(manifest('catalog', '1.2.0', '1.1.0'), 'catalog', '1.0.0')).toThrow(
      'Remote catalog 1.2.0 was built against contract 1.1.0; this shell provides contract 1.0.0: not mounted.',
    );
    expect(() => checkRemoteContract(manifest('events', '2.0.0', '2.0.0'), 'events', '1.3.0')).toThrow(ContractError);
    expect(() => checkRemoteContract(manifest('account', '1.0.5', null), 'account', '1.0.0')).toThrow(
      'Remote account 1.0.5 was built against contract (none stamped); this shell provides contract 1.0.0: not mounted.',
    );
  });

  it("in Module Federation's runtime: a refused remote's entry is never loaded, the load fails with a ContractError and is reported once", async () => {
    const reported: string[] = [];
    const { mf, entriesLoaded } = runtime(
      {
        'http://127.0.0.1/remotes/catalog/1.2.0/mf-manifest.json': manifest('catalog', '1.2.0', '1.1.0'),
        'http://127.0.0.1/remotes/events/1.0.0/mf-manifest.json': manifest('events', '1.0.0', '1.0.0'),
      },
      contractGuardPlugin({ provided: '1.0.0', report: (e) => reported.push(e.message) }),
    );

    const refused = mf.loadRemote<{ mount: string }>('catalog/app');
    await expect(refused).rejects.toBeInstanceOf(ContractError);
    await expect(refused).rejects.toMatchObject({ remote: 'catalog', remoteVersion: '1.2.0', required: '1.1.0', provided: '1.0.0' });
    // A second load of the same version (a retry, or its widgets) is refused too, reported once.
    await expect(mf.loadRemote('catalog/widgets')).rejects.toBeInstanceOf(ContractError);
    expect(reported).toEqual([
      'Remote catalog 1.2.0 was built against contract 1.1.0; this shell provides contract 1.0.0: not mounted.',
    ]);

    await expect(mf.loadRemote<{ mount: string }>('events/app')).resolves.toEqual({ mount: 'the remote app' });
    expect(entriesLoaded).toEqual(['events']);
    expect(warn).toHaveBeenCalled();
  });

  it("provides the shell's own contract by default", async () => {
    const reported: ContractError[] = [];
    const { mf } = runtime(
      { 'http://127.0.0.1/remotes/catalog/9.0.0/mf-manifest.json': manifest('catalog', '9.0.0', '9.0.0') },
      contractGuardPlugin({ report: (e) => reported.push(e) }),
    );
    await expect(mf.loadRemote('catalog/app')).rejects.toMatchObject({ provided: CONTRACT_VERSION, required: '9.0.0' });
    expect(reported).toHaveLength(1);
  });
});
