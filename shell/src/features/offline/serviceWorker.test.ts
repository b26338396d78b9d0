// The page's side of the worker: registration at the root once idle, and the copies it asks
// the worker to keep (never a member's page; the files the worker did not serve itself).
import { OFFLINE_COPY_HEADER, OFFLINE_COPY_PURPOSE, SERVICE_WORKER_PATH } from 'shared-contracts/core';
import { offlineCopies, registerServiceWorker, whenIdle } from './serviceWorker';
import { CACHE_URLS_MESSAGE } from './swContract';

interface FakeWindow {
  win: Window;
  posted: unknown[];
  register: jest.Mock;
  idle: Array<() => void>;
  runIdle(): Promise<void>;
}

function fakeWindow({ controlled = false, resources = [] as string[], withWorker = true, readyState = 'complete' } = {}): FakeWindow {
  const posted: unknown[] = [];
  const idle: Array<() => void> = [];
  const registration = { active: { postMessage: (m: unknown) => posted.push(m) } };
  const register = jest.fn(async () => registration);
  const listeners = new Map<string, () => void>();
  const win = {
    document: { readyState },
    location: { origin: 'https://www.myvalue.id' },
    navigator: withWorker ? { serviceWorker: { controller: controlled ? {} : null, ready: Promise.resolve(registration), register } } : {},
    performance: { getEntriesByType: () => resources.map((name) => ({ name })) },
    requestIdleCallback: (cb: () => void) => idle.push(cb),
    setTimeout: (cb: () => void) => idle.push(cb),
    addEventListener: (type: string, cb: () => void) => listeners.set(type, cb),
  } as unknown as Window;
  return {
    win,
    posted,
    register,
    idle,
    async runIdle() {
      while (idle.length) idle.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const FILES = [
  'https://www.myvalue.id/_shell/main.0123456789.js',
  'https://www.myvalue.id/remotes/catalog/1.0.0/remoteEntry.js',
  'https://www.myvalue.id/static/logo.svg',
  'https://www.myvalue.id/api/v1/promos?page=1',
  'https://storage.example/images/promo.jpg',
];
const KEPT_FILES = FILES.slice(0, 3);

const urlsOf = (message: unknown) => (message as { type: string; payload: { urlsToCache: unknown[] } }).payload.urlsToCache;

describe('registering the worker', () => {
  it('registers /sw.js for the whole site, asking the server at every update check', async () => {
    const w = fakeWindow();
    await registerServiceWorker(w.win);
    expect(w.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  });

  it('is no error where workers are unavailable or refused', async () => {
    expect(await registerServiceWorker(fakeWindow({ withWorker: false }).win)).toBeNull();
    const w = fakeWindow();
    w.register.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    expect(await registerServiceWorker(w.win)).toBeNull();
  });

  it('waits for the load event and an idle moment', () => {
    const w = fakeWindow({ readyState: 'interactive' });
    const fn = jest.fn();
    whenIdle(w.win, fn);
    expect(w.idle).toHaveLength(0);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('offline copies', () => {
  it('a visitor’s first page (not served by the worker): its document and the files it loaded', async () => {
    const w = fakeWindow({ resources: FILES });
    offlineCopies(w.win).pageShown('/promo?page=2', 'anonymous');
    expect(w.posted).toHaveLength(0);
    await w.runIdle();
    expect(w.posted).toHaveLength(1);
    expect((w.posted[0] as { type: string }).type).toBe(CACHE_URLS_MESSAGE);
    expect(urlsOf(w.posted[0])).toEqual([...KEPT_FILES, ['/promo?page=2', { headers: { accept: 'text/html', [OFFLINE_COPY_HEADER]: OFFLINE_COPY_PURPOSE } }]]);
  });

  it('the next page reached inside the app: its document, and only files not asked for before', async () => {
    const resources = [...FILES];
    const w = fakeWindow({ resources });
    const copies = offlineCopies(w.win);
    copies.pageShown('/promo', 'anonymous');
    await w.runIdle();
    resources.push('https://www.myvalue.id/remotes/events/1.0.0/remoteEntry.js');
    copies.pageShown('/event', 'anonymous');
    await w.runIdle();
    expect(urlsOf(w.posted[1])).toEqual(['https://www.myvalue.id/remotes/events/1.0.0/remoteEntry.js', ['/event', expect.anything()]]);
  });

  it('never asks for a member’s documents, nor for member pages or unknown paths', async () => {
    const w = fakeWindow({ resources: FILES });
    const copies = offlineCopies(w.win);
    copies.pageShown('/promo', 'member');
    await w.runIdle();
    expect(urlsOf(w.posted[0])).toEqual(KEPT_FILES);
    const anonymous = fakeWindow();
    const visitor = offlineCopies(anonymous.win);
    for (const path of ['/account', '/account/voucher', '/redirect?code=1', '/tidak-ada']) visitor.pageShown(path, 'anonymous');
    await anonymous.runIdle();
    expect(anonymous.posted).toEqual([]);
  });

  it('a page the worker served: not its own document again, and no files (they went through the worker)', async () => {
    const w = fakeWindow({ controlled: true, resources: FILES });
    const copies = offlineCopies(w.win);
    copies.pageShown('/promo', 'anonymous');
    await w.runIdle();
    expect(w.posted).toEqual([]);
    copies.pageShown('/merchant', 'anonymous');
    await w.runIdle();
    expect(urlsOf(w.posted[0])).toEqual([['/merchant', expect.anything()]]);
  });
});
