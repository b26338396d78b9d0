import { REMOTE_HEALTH_MESSAGE_MAX, type ParcelLifecycles, type RemoteHealthReport } from 'shared-contracts';
import { beaconSender, createHealthReporter, remoteHealthPlugin, reportingLifecycles } from './remoteHealth';

const registry = {
  environment: 'test',
  remotes: [
    { name: 'catalog' as const, version: '1.2.0', entry: '/remotes/catalog/1.2.0/mf-manifest.json', canary: true },
    { name: 'events' as const, version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
  ],
};

describe('remote health reports', () => {
  it('reports a failed load of a remote with the version this page runs, once per remote and page', async () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, (r) => sent.push(r));
    const plugin = remoteHealthPlugin(reporter);
    const hook = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    expect(hook({ id: 'catalog/app', error: new Error('Failed to get manifest. #RUNTIME-003') })).toBeUndefined();
    hook({ id: 'catalog/widgets', error: new Error('again') });
    hook({ id: 'shop/app', error: new Error('not ours') });
    expect(sent).toEqual([{ remote: 'catalog', version: '1.2.0', kind: 'load', message: 'Error: Failed to get manifest. #RUNTIME-003' }]);
  });

  it('reports a mount that throws or rejects, and the failure goes on to the caller', async () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, (r) => sent.push(r));
    const lifecycles: ParcelLifecycles & { Root: string } = {
      Root: 'kept',
      bootstrap: async () => undefined,
      mount: () => {
        throw new TypeError('x is not a function'.repeat(40));
      },
      unmount: async () => undefined,
    };
    const wrapped = reportingLifecycles(lifecycles, 'events', reporter);
    expect(wrapped.Root).toBe('kept');
    await expect(wrapped.bootstrap({})).resolves.toBeUndefined();
    await expect(wrapped.mount({})).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ remote: 'events', version: '1.0.0', kind: 'mount' });
    expect(sent[0]!.message!.length).toBe(REMOTE_HEALTH_MESSAGE_MAX);
  });

  it('returns the page view token the BFF gave the page with every report', () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, (r) => sent.push(r), 'sealed-view-token');
    reporter.report('catalog', 'mount', new Error('boom'));
    reporter.report('events', 'load', new Error('down'));
    expect(sent.map((r) => r.view)).toEqual(['sealed-view-token', 'sealed-view-token']);
  });

  it('sends with navigator.sendBeacon to the BFF', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    beaconSender(window)({ remote: 'catalog', version: '1.2.0', kind: 'mount' });
    expect(beacon).toHaveBeenCalledWith('/webapi/remote-health', JSON.stringify({ remote: 'catalog', version: '1.2.0', kind: 'mount' }));
  });
});
