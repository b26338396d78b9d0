import { REMOTE_HEALTH_MESSAGE_MAX, type ParcelLifecycles, type RemoteHealthReport } from 'shared-contracts';
import { beaconSender, createHealthReporter, remoteHealthPlugin, reportAreaError, reportingLifecycles, watchUnhandledErrors } from './remoteHealth';

const registry = {
  environment: 'test',
  remotes: [
    { name: 'catalog' as const, version: '1.2.0', entry: '/remotes/catalog/1.2.0/mf-manifest.json', canary: true },
    { name: 'events' as const, version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
  ],
};

describe('remote health reports', () => {
  it('reports a failed load of a remote with the version this page runs, once per remote, kind and page', async () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r) });
    const plugin = remoteHealthPlugin(reporter);
    const hook = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    expect(hook({ id: 'catalog/app', error: new Error('Failed to get manifest. #RUNTIME-003') })).toBeUndefined();
    hook({ id: 'catalog/widgets', error: new Error('again') });
    hook({ id: 'shop/app', error: new Error('not ours') });
    expect(sent).toEqual([{ remote: 'catalog', version: '1.2.0', kind: 'load', message: 'Error: Failed to get manifest. #RUNTIME-003' }]);
  });

  it('reports a mount that throws or rejects, and the failure goes on to the caller', async () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r) });
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
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r), view: 'sealed-view-token' });
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

  it('reports an area showing its error state as render, a chunk that did not load as load, and nothing more for an area whose load or mount was reported', () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r), view: 'view' });
    // The catalog's boundary caught a render error (its remote_error event).
    reportAreaError(reporter, 'catalog', "TypeError: Cannot read properties of undefined (reading 'map')");
    reportAreaError(reporter, 'catalog', 'TypeError: again');
    expect(sent.map((r) => [r.remote, r.kind])).toEqual([['catalog', 'render']]);
    // The events area: its load failed and was reported by the runtime plugin; the outlet's remote_error adds nothing.
    reporter.report('events', 'load', new Error('Failed to get manifest'));
    reportAreaError(reporter, 'events', 'Error: Failed to get manifest');
    expect(sent.map((r) => [r.remote, r.kind])).toEqual([['catalog', 'render'], ['events', 'load']]);
    const chunks: RemoteHealthReport[] = [];
    reportAreaError(createHealthReporter(registry, { send: (r) => chunks.push(r) }), 'catalog', 'Loading chunk 512 failed.\n(error: http://localhost/remotes/catalog/1.2.0/512.js)');
    expect(chunks.map((r) => r.kind)).toEqual(['load']);
  });

  it('tells of a remote first mounted by a client navigation as served, once, and of none the document ran or that failed', async () => {
    const sent: RemoteHealthReport[] = [];
    let online = true;
    // Landed on /about: the document ran no remote; the account's page failed to mount here earlier.
    const reporter = createHealthReporter({ ...registry, remotes: [...registry.remotes, { name: 'account' as const, version: '1.0.0', entry: '/remotes/account/1.0.0/mf-manifest.json' }] }, {
      send: (r) => sent.push(r),
      view: 'view',
      documentRemotes: ['events'],
      online: () => online,
    });
    const lifecycles = (): ParcelLifecycles => ({ bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined });
    const catalog = reportingLifecycles(lifecycles(), 'catalog', reporter);
    await catalog.mount({});
    await catalog.mount({});
    await reportingLifecycles(lifecycles(), 'catalog', reporter).mount({});
    // The events' widget was on the document (the BFF counted it as it served the page).
    await reportingLifecycles(lifecycles(), 'events', reporter).mount({});
    reporter.report('account', 'load', new Error('down'));
    await reportingLifecycles(lifecycles(), 'account', reporter).mount({});
    expect(sent).toEqual([
      { remote: 'catalog', version: '1.2.0', kind: 'served', view: 'view' },
      { remote: 'account', version: '1.0.0', kind: 'load', message: 'Error: down', view: 'view' },
    ]);
    // No canary (no view token) or offline: nothing to count.
    const quiet: RemoteHealthReport[] = [];
    await reportingLifecycles(lifecycles(), 'catalog', createHealthReporter(registry, { send: (r) => quiet.push(r) })).mount({});
    online = false;
    const offline = createHealthReporter(registry, { send: (r) => quiet.push(r), view: 'view', online: () => online });
    await reportingLifecycles(lifecycles(), 'catalog', offline).mount({});
    expect(quiet).toEqual([]);
  });

  it('reports nothing while the browser is offline (a lost signal is not the version’s failure)', () => {
    const sent: RemoteHealthReport[] = [];
    let online = false;
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r), view: 'view', online: () => online });
    reportAreaError(reporter, 'catalog', 'Loading chunk 1 failed.');
    expect(sent).toEqual([]);
    online = true;
    reportAreaError(reporter, 'catalog', 'TypeError: x');
    expect(sent.map((r) => r.kind)).toEqual(['render']);
  });

  it('reports an unhandled error or rejection whose stack is in a remote version’s files as that remote’s error, and no other', () => {
    const sent: RemoteHealthReport[] = [];
    const reporter = createHealthReporter(registry, { send: (r) => sent.push(r), view: 'view' });
    // A window of its own: jsdom's real one fails the test on any error event it sees.
    const win = Object.assign(new EventTarget(), { location: window.location }) as unknown as Window;
    const stop = watchUnhandledErrors(win, registry, reporter);
    const inCatalog = new TypeError('promos is undefined');
    inCatalog.stack = `TypeError: promos is undefined\n    at list (${window.location.origin}/remotes/catalog/1.2.0/static/js/async/promo.js:1:200)`;
    const elsewhere = new Error('a tag manager script');
    elsewhere.stack = 'Error: a tag manager script\n    at https://www.googletagmanager.com/gtm.js:1:1';
    win.dispatchEvent(new ErrorEvent('error', { error: elsewhere, message: elsewhere.message }));
    win.dispatchEvent(new ErrorEvent('error', { error: inCatalog, message: inCatalog.message }));
    const rejection = new Error('events fetch');
    rejection.stack = `Error: events fetch\n    at load (${window.location.origin}/remotes/events/1.0.0/static/js/main.js:2:10)`;
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: rejection });
    win.dispatchEvent(event);
    stop();
    win.dispatchEvent(new ErrorEvent('error', { error: inCatalog, message: inCatalog.message }));
    expect(sent.map((r) => [r.remote, r.kind])).toEqual([['catalog', 'error'], ['events', 'error']]);
  });
});
