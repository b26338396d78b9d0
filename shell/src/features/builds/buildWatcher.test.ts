import { BUILDS_POLL_MS } from 'shared-contracts';
import { hasNewerBuild, isChunkLoadError, latestBuildsUrl, RELOAD_MARKER_KEY, startBuildWatcher } from './buildWatcher';
import type { LatestBuilds } from 'shared-contracts/schemas';

const boot = {
  buildId: 'shell-1',
  registry: {
    environment: 'test',
    remotes: [
      { name: 'catalog' as const, version: '1.0.0', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      { name: 'events' as const, version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
    ],
  },
};
const same: LatestBuilds = { buildId: 'shell-1', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', events: '1.0.0' } };
const newRemote: LatestBuilds = { buildId: 'shell-1', contractVersion: '1.0.0', remotes: { catalog: '1.1.0', events: '1.0.0' } };
const chunkError = Object.assign(new Error('Loading chunk 512 failed.\n(error: http://localhost/remotes/catalog/1.0.0/512.js)'), {
  name: 'ChunkLoadError',
});

function setup(answers: LatestBuilds[]) {
  let i = 0;
  const fetchFn = jest.fn(async () => new Response(JSON.stringify(answers[Math.min(i++, answers.length - 1)]), { status: 200 }));
  const reload = jest.fn();
  const win = window;
  const watcher = startBuildWatcher({ boot, win, fetchFn: fetchFn as unknown as typeof fetch, reload });
  return { watcher, fetchFn, reload, win };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe('new build detection', () => {
  it('asks for the manifest with a timestamp query', () => {
    expect(latestBuildsUrl(1763800000000)).toBe('/builds/latest?t=1763800000000');
  });

  it('knows a newer shell build, a changed remote version or a new remote', () => {
    expect(hasNewerBuild(boot, same)).toBe(false);
    expect(hasNewerBuild(boot, { ...same, buildId: 'shell-2' })).toBe(true);
    expect(hasNewerBuild(boot, newRemote)).toBe(true);
    expect(hasNewerBuild(boot, { ...same, remotes: { ...same.remotes, account: '1.0.0' } })).toBe(true);
  });

  it.each([
    [chunkError],
    [new Error('Loading CSS chunk 77 failed.')],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    [new Error('Failed to load script resources. #RUNTIME-008\nargs: {}')],
    [new Error('Failed to get manifest. #RUNTIME-003')],
  ])('recognises a chunk-load failure (%s)', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([[new TypeError('x is undefined')], [null], ['boom']])('ignores other errors (%s)', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  );
});

describe('reload on a chunk failure after a new build', () => {
  it('polls every BUILDS_POLL_MS', async () => {
    jest.useFakeTimers();
    const { watcher, fetchFn } = setup([same]);
    stop = watcher.stop;
    expect(fetchFn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BUILDS_POLL_MS);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toMatch(/^\/builds\/latest\?t=\d+$/);
    jest.advanceTimersByTime(BUILDS_POLL_MS);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('checks again when the tab regains focus', async () => {
    const { watcher, fetchFn, win } = setup([same]);
    stop = watcher.stop;
    win.dispatchEvent(new Event('focus'));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('does not reload when no newer build exists', async () => {
    const { watcher, reload } = setup([same]);
    stop = watcher.stop;
    await expect(watcher.handleError(chunkError)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a chunk failure once a newer version has been seen', async () => {
    const { watcher, reload } = setup([newRemote]);
    stop = watcher.stop;
    await watcher.check();
    await expect(watcher.handleError(chunkError)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks for the manifest at once when the failure comes before the next poll', async () => {
    const { watcher, reload, fetchFn } = setup([newRemote]);
    stop = watcher.stop;
    await watcher.handleError(chunkError);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores errors that are not chunk failures', async () => {
    const { watcher, reload } = setup([newRemote]);
    stop = watcher.stop;
    await watcher.check();
    await watcher.handleError(new TypeError('Cannot read properties of undefined'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads twice for the same build (no reload loop)', async () => {
    const first = setup([newRemote]);
    await first.watcher.handleError(chunkError);
    first.watcher.stop();
    expect(first.reload).toHaveBeenCalledTimes(1);
    // The reloaded page still boots the old version (e.g. a broken release): no second reload.
    const second = setup([newRemote]);
    stop = second.watcher.stop;
    await second.watcher.handleError(chunkError);
    expect(second.reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RELOAD_MARKER_KEY)).toContain('1.1.0');
  });

  it('reloads again for a later, different build', async () => {
    const first = setup([newRemote]);
    await first.watcher.handleError(chunkError);
    first.watcher.stop();
    const later = setup([{ buildId: 'shell-1', contractVersion: '1.0.0', remotes: { catalog: '1.2.0', events: '1.0.0' } }]);
    stop = later.watcher.stop;
    await later.watcher.handleError(chunkError);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('reacts to unhandled rejections on the window', async () => {
    const { watcher, reload, win } = setup([newRemote]);
    stop = watcher.stop;
    await watcher.check();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: chunkError });
    win.dispatchEvent(event);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a page running a canary', () => {
  const canaryBoot = {
    buildId: 'shell-1',
    registry: {
      environment: 'test',
      remotes: [
        { name: 'catalog' as const, version: '1.2.0', entry: '/remotes/catalog/1.2.0/mf-manifest.json', canary: true },
        { name: 'events' as const, version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
      ],
    },
  };
  const run = (answers: LatestBuilds[], bootData: typeof canaryBoot | typeof boot = canaryBoot) => {
    let i = 0;
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(answers[Math.min(i++, answers.length - 1)]), { status: 200 }));
    const reload = jest.fn();
    const watcher = startBuildWatcher({ boot: bootData, win: window, fetchFn: fetchFn as unknown as typeof fetch, reload });
    stop = watcher.stop;
    return { watcher, reload };
  };
  const withdrawn: LatestBuilds = { buildId: 'shell-1', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', events: '1.0.0' } };

  it('reloads once when /builds/latest names another version of its canary remote for this visitor (the canary was aborted)', async () => {
    const { watcher, reload } = run([{ buildId: 'shell-1', contractVersion: '1.0.0', remotes: { catalog: '1.2.0', events: '1.0.0' } }, withdrawn, withdrawn]);
    await watcher.check();
    expect(reload).not.toHaveBeenCalled();
    await watcher.check();
    expect(reload).toHaveBeenCalledTimes(1);
    // The marker keeps it to one reload for that change.
    await watcher.check();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page on stable versions when a promotion changes them (only a chunk failure does)', async () => {
    const { watcher, reload } = run([newRemote], boot);
    await watcher.check();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks at each client navigation, so an aborted canary is left at the next one; a page on stable versions asks nothing', async () => {
    const onCanary = run([withdrawn]);
    onCanary.watcher.navigated();
    await new Promise((r) => setTimeout(r, 0));
    expect(onCanary.reload).toHaveBeenCalledTimes(1);
    onCanary.watcher.stop();
    window.sessionStorage.clear();
    const fetchFn = jest.fn(async () => new Response(JSON.stringify(withdrawn), { status: 200 }));
    const plain = startBuildWatcher({ boot, win: window, fetchFn: fetchFn as unknown as typeof fetch, reload: jest.fn() });
    stop = plain.stop;
    plain.navigated();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
