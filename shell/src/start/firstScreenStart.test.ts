// The page's scripts start on a server-rendered page once its main image has painted (or its
// first frame, or the cap); at once in a background tab or on a page rendered in the browser.
import {
  afterFirstScreen,
  EARLY_DISCLOSURE_ATTR,
  EARLY_FETCHES,
  EARLY_TAP_MAX_AGE_MS,
  FIRST_SCREEN_WAIT_MS,
  holdEarlyTaps,
  openDisclosuresEarly,
  pageHandles,
  start,
  type EarlyFetches,
} from './firstScreenStart';

function page(html: string, visibility: DocumentVisibilityState = 'visible', readyState: DocumentReadyState = 'interactive'): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root">${html}</div>`;
  Object.defineProperty(doc, 'visibilityState', { value: visibility });
  // Parsed, unless a test says otherwise (jsdom leaves such a document 'loading').
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  return doc;
}

/** Whether the promise has settled after the pending timers and frames ran (fake timers). */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts at once on a page rendered in the browser (empty root) and in a background tab', async () => {
  expect(await settledAfter(afterFirstScreen(page('')), 0)).toBe(true);
  expect(await settledAfter(afterFirstScreen(page('<main><img fetchpriority="high" src="x.svg"></main>', 'hidden')), 0)).toBe(true);
});

it('waits for the main image to load, then a frame', async () => {
  const doc = page('<main><img fetchpriority="high" src="hero.svg"><img src="other.svg"></main>');
  const hero = doc.querySelector('img')!;
  Object.defineProperty(hero, 'complete', { value: false });
  const started = afterFirstScreen(doc);
  expect(await settledAfter(started, 1000)).toBe(false);
  hero.dispatchEvent(new Event('load'));
  expect(await settledAfter(started, 50)).toBe(true);
});

it('does not wait on an image that failed, and starts after a frame without a main image', async () => {
  const doc = page('<main><img fetchpriority="high" src="broken.svg"></main>');
  const hero = doc.querySelector('img')!;
  Object.defineProperty(hero, 'complete', { value: false });
  const started = afterFirstScreen(doc);
  hero.dispatchEvent(new Event('error'));
  expect(await settledAfter(started, 50)).toBe(true);
  expect(await settledAfter(afterFirstScreen(page('<main><h1>Promo</h1></main>')), 50)).toBe(true);
});

it('starts at once when the visitor reaches for the page (a tap, a key, focus) before then', async () => {
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    const doc = page('<main><img fetchpriority="high" src="slow.svg"><input></main>');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    const started = afterFirstScreen(doc);
    expect(await settledAfter(started, 100)).toBe(false);
    doc.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect({ type, started: await settledAfter(started, 0) }).toEqual({ type, started: true });
  }
});

it('never keeps the page inert longer than the cap when the image stalls', async () => {
  const doc = page('<main><img fetchpriority="high" src="stalled.svg"></main>');
  Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
  const started = afterFirstScreen(doc);
  expect(await settledAfter(started, FIRST_SCREEN_WAIT_MS - 100)).toBe(false);
  expect(await settledAfter(started, 200)).toBe(true);
});

it("without a main image, waits for the first contentful paint to be reported (presented), where the browser reports paints", async () => {
  type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: Callback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
  try {
    const started = afterFirstScreen(page('<main><h1>Voucher Saya</h1></main>'));
    // Frames pass; the paint has not been presented yet.
    expect(await settledAfter(started, 500)).toBe(false);
    observers.forEach((cb) => cb({ getEntriesByName: () => [] }));
    expect(await settledAfter(started, 50)).toBe(false);
    observers.forEach((cb) => cb({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }));
    expect(await settledAfter(started, 0)).toBe(true);
  } finally {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  }
});

describe('start', () => {
  const manifest = 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json';
  const data = { entry: ['/_shell/main.1.js'], preload: ['/_shell/main.1.js', '/_shell/10.2.js', manifest, 'http://localhost/remotes/catalog/1.0.0/remoteEntry.js'] };
  const withData = (html: string) => {
    const doc = page(html);
    const json = doc.createElement('script');
    json.type = 'application/json';
    json.id = 'mv-start';
    json.textContent = JSON.stringify(data);
    doc.body.appendChild(json);
    return doc;
  };
  const requested = (doc: Document) => ({
    preloads: [...doc.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href')),
    scripts: [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
  });

  it('requests nothing before the main image has painted, then every file at once and the entry last', async () => {
    const doc = withData('<main><img fetchpriority="high" src="hero.svg"></main>');
    const hero = doc.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    const started = start(doc, 'mv-start');
    expect(await settledAfter(started, 1000)).toBe(false);
    expect(requested(doc)).toEqual({ preloads: [], scripts: [] });
    hero.dispatchEvent(new Event('load'));
    expect(await settledAfter(started, 50)).toBe(true);
    expect(requested(doc)).toEqual({ preloads: data.preload.slice(1).filter((f) => f !== manifest), scripts: data.entry });
    expect((doc.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
  });

  it("fetches the remote's manifest itself, as the Module Federation runtime does, and keeps the answer for it (no preload WebKit would fetch again)", async () => {
    const doc = withData('');
    // A document of createHTMLDocument has no window of its own: give it one that records fetches.
    const view = { fetch: jest.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}'))) } as { fetch: jest.Mock; [EARLY_FETCHES]?: EarlyFetches };
    Object.defineProperty(doc, 'defaultView', { value: view });
    await start(doc, 'mv-start');
    expect(view.fetch.mock.calls).toEqual([[manifest, {}]]);
    expect(Object.keys(view[EARLY_FETCHES] ?? {})).toEqual([manifest]);
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((l) => l.getAttribute('href'))).not.toContain(manifest);
    expect(links.every((l) => l.getAttribute('as') === 'script' && !l.hasAttribute('crossorigin'))).toBe(true);
  });

  it('answers taps from the head while the body is still arriving, and reads the start data once the document is parsed', async () => {
    const doc = page('<header><button type="button" id="menu">Kategori</button></header>', 'visible', 'loading');
    const started = start(doc, 'mv-start');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    doc.getElementById('menu')!.dispatchEvent(tap);
    // Held already: its listener came with the head.
    expect(tap.defaultPrevented).toBe(true);
    // The data at the body's end is not there yet: nothing is read or requested.
    expect(await settledAfter(started, 1000)).toBe(false);
    const json = doc.createElement('script');
    json.type = 'application/json';
    json.id = 'mv-start';
    json.textContent = JSON.stringify(data);
    doc.body.appendChild(json);
    Object.defineProperty(doc, 'readyState', { value: 'interactive' });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await settledAfter(started, 1000)).toBe(true);
    expect(requested(doc).scripts).toEqual(data.entry);
  });

  it('loads at once on a page rendered in the browser, and does nothing without start data', async () => {
    const doc = withData('');
    expect(await settledAfter(start(doc, 'mv-start'), 0)).toBe(true);
    expect(requested(doc).scripts).toEqual(data.entry);
    const bare = page('<main></main>');
    expect(await settledAfter(start(bare, 'mv-start'), 50)).toBe(true);
    expect(requested(bare)).toEqual({ preloads: [], scripts: [] });
  });
});

describe('a tap before the page is interactive', () => {
  const tapPage = () => {
    const doc = page(`
      <header><button type="button" id="menu">Kategori</button><a href="/promo"><span id="in-link">Promo</span></a>
        <form action="/webapi/session/login"><button id="login">Masuk / Daftar</button></form></header>
      <main><button type="button" role="tab" id="tab">Sudah Selesai</button><form><button id="search">Cari</button></form></main>`);
    // Which elements React handles (hydrated): none yet.
    const hydrated = new Set<Element>();
    holdEarlyTaps(doc, (el) => hydrated.has(el));
    const clicks: Array<{ id: string; trusted: boolean }> = [];
    doc.body.addEventListener('click', (event) => clicks.push({ id: (event.target as Element).id, trusted: event.detail === 1 }));
    const tap = (id: string) => {
      // detail 1 marks the visitor's tap; a replayed click() has detail 0.
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
      doc.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const hydrate = (id: string) => hydrated.add(doc.getElementById(id)!);
    return { doc, tap, hydrate, clicks };
  };

  it('holds a tap on a button (the page never sees it) and taps the button again once the page handles it', async () => {
    const { tap, hydrate, clicks } = tapPage();
    expect(tap('tab')).toBe(true);
    await jest.advanceTimersByTimeAsync(2000);
    expect(clicks).toEqual([]);
    hydrate('tab');
    await jest.advanceTimersByTimeAsync(100);
    expect(clicks).toEqual([{ id: 'tab', trusted: false }]);
    // Handled now: the next tap goes straight through, once.
    expect(tap('tab')).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(clicks).toEqual([{ id: 'tab', trusted: false }, { id: 'tab', trusted: true }]);
  });

  it('keeps only the last tap, holds a submit of a form without an action, and drops a tap older than the limit', async () => {
    const { tap, hydrate, clicks } = tapPage();
    expect(tap('menu')).toBe(true);
    expect(tap('search')).toBe(true);
    hydrate('menu');
    hydrate('search');
    await jest.advanceTimersByTimeAsync(100);
    expect(clicks.map((c) => c.id)).toEqual(['search']);
    const late = tapPage();
    late.tap('tab');
    await jest.advanceTimersByTimeAsync(EARLY_TAP_MAX_AGE_MS + 100);
    late.hydrate('tab');
    await jest.advanceTimersByTimeAsync(1000);
    expect(late.clicks).toEqual([]);
  });

  it('drops a tap whose button the hydration replaced', async () => {
    const { doc, tap, clicks } = tapPage();
    tap('tab');
    doc.querySelector('main')!.innerHTML = '<button type="button" id="tab">Sudah Selesai</button>';
    await jest.advanceTimersByTimeAsync(1000);
    expect(clicks).toEqual([]);
  });

  it('leaves links and forms with an action alone: they work without script', async () => {
    const { tap, clicks } = tapPage();
    expect(tap('in-link')).toBe(false);
    expect(tap('login')).toBe(false);
    expect(clicks.map((c) => c.id)).toEqual(['in-link', 'login']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(clicks).toHaveLength(2);
  });

  it("knows the page handles a button by the app's own marks, never by React's private fields", () => {
    const doc = page('<button id="a">A</button><div data-remote-area="catalog" data-remote-state="ssr"><button id="b">B</button></div>');
    const [a, b] = [doc.getElementById('a')!, doc.getElementById('b')!];
    // React's private props on an element (its internals, any release may change them) count for nothing.
    Object.assign(a, { '__reactProps$x1y2': { onClick: () => undefined } });
    Object.assign(b, { '__reactProps$x1y2': { onClick: () => undefined } });
    expect([pageHandles(a), pageHandles(b)]).toEqual([false, false]);
    // App.tsx's first effect: the shell hydrated. The remote's area is still server markup.
    doc.documentElement.dataset.mvHydrated = '1';
    expect([pageHandles(a), pageHandles(b)]).toEqual([true, false]);
    // RemoteOutlet: the remote mounted.
    doc.querySelector('[data-remote-area]')!.setAttribute('data-remote-state', 'ready');
    expect(pageHandles(b)).toBe(true);
  });

  it("taps a remote's button again once the shell has hydrated and that remote has mounted (the start script's own reading)", async () => {
    const doc = page('<main><div data-remote-area="events" data-remote-state="ssr"><button type="button" role="tab" id="tab">Sudah Selesai</button></div></main>');
    holdEarlyTaps(doc);
    const clicks: string[] = [];
    doc.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    doc.getElementById('tab')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    doc.documentElement.dataset.mvHydrated = '1';
    await jest.advanceTimersByTimeAsync(500);
    expect(clicks).toEqual([]);
    doc.querySelector('[data-remote-area]')!.setAttribute('data-remote-state', 'ready');
    await jest.advanceTimersByTimeAsync(100);
    expect(clicks).toEqual(['tab']);
  });
});

describe('a disclosure tapped before the page is interactive', () => {
  const disclosurePage = () => {
    const doc = page(`
      <header>
        <button type="button" id="cats" ${EARLY_DISCLOSURE_ATTR} aria-expanded="false" aria-controls="cats-panel">Kategori Voucher</button>
        <div id="cats-panel" role="dialog" hidden><a id="buku" href="/category/buku">Buku</a></div>
        <button type="button" id="member" ${EARLY_DISCLOSURE_ATTR} aria-expanded="false" aria-controls="member-panel">Dewi</button>
        <div id="member-panel" role="dialog" hidden><button type="button" id="logout">Logout</button></div>
      </header>
      <main><h1 id="title">Promo</h1><a id="promo" href="/promo/kopi">Kopi</a></main>`);
    const hydrated = new Set<Element>();
    const handles = (el: Element) => hydrated.has(el);
    openDisclosuresEarly(doc, handles);
    holdEarlyTaps(doc, handles);
    const clicks: string[] = [];
    doc.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    // A document made here has no window to focus in: where focus goes is recorded instead.
    const focused: string[] = [];
    for (const node of doc.querySelectorAll<HTMLElement>('a, button')) node.focus = () => focused.push(node.id);
    const el = (id: string) => doc.getElementById(id)!;
    const tap = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
      el(id).dispatchEvent(event);
      return event.defaultPrevented;
    };
    const state = (id: string) => [el(id).getAttribute('aria-expanded'), el(`${id}-panel`).hidden];
    return { el, tap, state, clicks, focused, hydrate: (id: string) => hydrated.add(el(id)) };
  };

  it('opens its panel at the tap, moves focus into it, and closes it at the next tap; the page never sees either', async () => {
    const { tap, state, clicks, focused } = disclosurePage();
    expect(tap('cats')).toBe(true);
    expect(state('cats')).toEqual(['true', false]);
    expect(focused).toEqual(['buku']);
    expect(tap('cats')).toBe(true);
    expect(state('cats')).toEqual(['false', true]);
    // Answered, not held: nothing is tapped again later.
    await jest.advanceTimersByTimeAsync(1000);
    expect(clicks).toEqual([]);
  });

  it('keeps one open at a time; a tap outside closes it and goes on to what it touched', () => {
    const { tap, state, clicks } = disclosurePage();
    tap('cats');
    tap('member');
    expect([state('cats'), state('member')]).toEqual([
      ['false', true],
      ['true', false],
    ]);
    expect(tap('promo')).toBe(false);
    expect(state('member')).toEqual(['false', true]);
    expect(clicks).toEqual(['promo']);
  });

  it("a tap inside the open panel leaves it open: a link there works, a button there is held like any other", async () => {
    const { tap, state, clicks, hydrate } = disclosurePage();
    tap('member');
    expect(tap('logout')).toBe(true);
    expect(state('member')).toEqual(['true', false]);
    hydrate('logout');
    await jest.advanceTimersByTimeAsync(100);
    expect(clicks).toEqual(['logout']);
  });

  it('closes with Escape and gives focus back to its button', () => {
    const { el, tap, state, focused } = disclosurePage();
    tap('cats');
    el('buku').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(state('cats')).toEqual(['false', true]);
    expect(focused).toEqual(['buku', 'cats']);
  });

  it('leaves a button the page handles to the page, open or shut', () => {
    const { el, tap, state, clicks, hydrate } = disclosurePage();
    tap('cats');
    hydrate('cats');
    // The component took the open state: outside taps and Escape are its own now.
    expect(tap('title')).toBe(false);
    el('title').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(state('cats')).toEqual(['true', false]);
    expect(tap('cats')).toBe(false);
    expect(state('cats')).toEqual(['true', false]);
    expect(clicks).toEqual(['title', 'cats']);
  });
});
