// The page's start: an inline script the server puts at the top of every document's head
// (the shell build turns this module into it, see FirstScreenStartPlugin in
// rspack.config.ts), with the data naming the page's scripts at the body's end.
// It imports nothing: it runs as it is, before any bundle.
//
// On a server-rendered page the paint is the complete page (its links work without script);
// the scripts only make it interactive. So they are not even requested until the first
// screen has painted: after the page's main image (the one the server preloads with
// fetchpriority="high", the LCP element) has loaded and painted, or after the first
// contentful paint has reached the screen when there is none. Until then a phone's
// bandwidth and CPU go to that paint. A page in a background tab or rendered in the
// browser starts at once, and so does a page the visitor touches, types in or tabs into
// before then; a stalled image delays the start 3 s at most.
// Then every file the page needs is requested at once (the server names them, from the
// shell's and the owning remote's manifests): no waterfall of discoveries. A button tapped
// meanwhile is tapped again once it works (holdEarlyTaps).

/** What the server tells the page to load (JSON in the element named by the start call). */
export interface StartData {
  /** The scripts to run, in order (the shell's entry). */
  entry: string[];
  /**
   * Files the entry will ask for, fetched in parallel: start-up chunks, the owning remote's
   * entry and page, and that remote's mf-manifest.json (a .json file is data, fetched as the
   * Module Federation runtime fetches it and handed to it, see fetchEarly).
   */
  preload: string[];
}

/** Where the page keeps the data files it fetched early, by URL, until the runtime takes them (shell/src/app/earlyFetch.ts). */
export const EARLY_FETCHES = '__mvEarlyFetches';

export type EarlyFetches = Record<string, Promise<Response>>;

/** Longest wait for the main image (a stalled image must not keep the page inert). */
export const FIRST_SCREEN_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The first contentful paint has reached the screen (its paint-timing entry is reported
 * after presentation): a heavy first frame, still being rastered after the main thread has
 * moved on, is not competed with. Without paint timing, the next frame.
 */
function firstContentfulPaint(): Promise<void> {
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return nextFrame();
  return new Promise<void>((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function imagePainted(img: HTMLImageElement): Promise<void> {
  const loaded = img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(nextFrame);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function firstInteraction(doc: Document): { happened: Promise<void>; stopListening: () => void } {
  let heard = () => {};
  const happened = new Promise<void>((resolve) => (heard = resolve));
  const listener = () => heard();
  for (const type of INTERACTIONS) doc.addEventListener(type, listener, { capture: true, passive: true });
  return { happened, stopListening: () => INTERACTIONS.forEach((type) => doc.removeEventListener(type, listener, true)) };
}

/** Resolves when the page may start: its first screen painted (see the top of this file). */
export function afterFirstScreen(doc: Document): Promise<void> {
  const root = doc.getElementById('root');
  if (doc.visibilityState === 'hidden' || !root?.firstElementChild) return Promise.resolve();
  const hero = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const painted = hero ? imagePainted(hero) : firstContentfulPaint();
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  const interaction = firstInteraction(doc);
  return Promise.race([painted, cap, interaction.happened]).finally(interaction.stopListening);
}

/**
 * A data file (a remote's mf-manifest.json) fetched now, exactly as the Module Federation
 * runtime fetches it (fetch(url, {})), and kept for the runtime to take instead of asking
 * again. Not a <link rel=preload as=fetch crossorigin>: Chromium and Firefox hand such a
 * preload to the runtime's fetch(), but WebKit uses it only once it has finished loading
 * and fetches the file a second time while it is still on its way (seen in WebKitGTK 2.50,
 * infra/e2e/engines.spec.ts). A failed fetch is the runtime's to report when it takes it.
 */
function fetchEarly(doc: Document, href: string): void {
  const win = doc.defaultView as (Window & { [EARLY_FETCHES]?: EarlyFetches }) | null;
  if (!win || typeof win.fetch !== 'function') return;
  const pending = win.fetch(href, {});
  pending.catch(() => undefined);
  (win[EARLY_FETCHES] ??= {})[href] = pending;
}

/** Requests every file at once, then runs the entry (its chunk requests find the preloads). */
export function loadScripts(doc: Document, data: StartData): void {
  const entry = new Set(data.entry);
  for (const href of data.preload) {
    if (entry.has(href)) continue;
    if (/\.json(\?|$)/.test(href)) {
      fetchEarly(doc, href);
      continue;
    }
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.appendChild(link);
  }
  for (const src of data.entry) {
    const script = doc.createElement('script');
    script.src = src;
    // Dynamically inserted scripts run as they arrive; the entry's files must run in order.
    script.async = false;
    doc.body.appendChild(script);
  }
}

/** An older held tap is dropped, not replayed: the visitor has moved on. */
export const EARLY_TAP_MAX_AGE_MS = 10_000;
const TAP_POLL_MS = 50;

/**
 * Whether the page handles this element yet, read from the app's own marks: the shell has
 * hydrated (App.tsx sets <html data-mv-hydrated="1"> in its first effect, once React's root
 * listens) and, inside a remote's area, that remote has mounted (RemoteOutlet:
 * data-remote-state="ready"). A click on a part of a listening root that is still
 * hydrating is React's to replay. Nothing private of React's is read: its internals change
 * with any release.
 */
export function pageHandles(element: Element): boolean {
  if (element.ownerDocument.documentElement.dataset.mvHydrated !== '1') return false;
  const area = element.closest<HTMLElement>('[data-remote-area]');
  return !area || area.dataset.remoteState === 'ready';
}

/**
 * Until the page is interactive its buttons do nothing: their handlers come with the
 * scripts. A tap on one is held instead of lost, and the button is tapped again once the
 * page handles it (pageHandles). Its default is prevented (a form without an action would reload the page) and
 * the event stops here (React, hydrating at that very moment, would drop it). Links and
 * forms with an action work without script and are left alone. Only the last tap is kept.
 */
export function holdEarlyTaps(doc: Document, handles: (element: Element) => boolean = pageHandles): void {
  let held: { button: HTMLElement; at: number } | null = null;
  const replayWhenHandled = () => {
    const tap = held;
    if (!tap) return;
    if (!tap.button.isConnected || performance.now() - tap.at > EARLY_TAP_MAX_AGE_MS) {
      held = null;
    } else if (handles(tap.button)) {
      held = null;
      tap.button.click();
    } else {
      setTimeout(replayWhenHandled, TAP_POLL_MS);
    }
  };
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>('button, [role="button"]');
      if (!button || button.closest('a[href]') || handles(button)) return;
      const form = button instanceof HTMLButtonElement && button.type === 'submit' ? button.form : null;
      if (form?.hasAttribute('action')) return;
      event.preventDefault();
      event.stopPropagation();
      const polling = held !== null;
      held = { button, at: performance.now() };
      if (!polling) setTimeout(replayWhenHandled, TAP_POLL_MS);
    },
    true,
  );
}

/**
 * Marks a disclosure button that works before the scripts (the phone header's 'Kategori
 * Voucher', a member's menu: Popover's opensBeforeScripts). Its panel is in the server's
 * page, hidden, named by the button's aria-controls.
 */
export const EARLY_DISCLOSURE_ATTR = 'data-early-disclosure';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Until the page handles them, such buttons open and close their panels here, at the tap:
 * a held tap would answer only seconds later, when the scripts have run. One panel at a
 * time; a tap outside or Escape closes it, and a tap outside goes on to what it touched (a
 * link still navigates). Focus moves into the panel as the component's does. Once the page
 * handles the button, its component reads the state the visitor left (aria-expanded) and
 * the panel is the component's; nothing here touches it again.
 */
export function openDisclosuresEarly(doc: Document, handles: (element: Element) => boolean = pageHandles): void {
  const panelOf = (button: Element) => {
    const id = button.getAttribute('aria-controls');
    return id ? doc.getElementById(id) : null;
  };
  const setOpen = (button: Element, panel: HTMLElement, open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  const openOnes = () =>
    [...doc.querySelectorAll<HTMLElement>(`[${EARLY_DISCLOSURE_ATTR}][aria-expanded="true"]`)].filter((button) => !handles(button));
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const button = target.closest<HTMLElement>(`[${EARLY_DISCLOSURE_ATTR}]`);
      for (const other of openOnes()) {
        const panel = panelOf(other);
        if (other !== button && panel && !panel.contains(target)) setOpen(other, panel, false);
      }
      const panel = button && !handles(button) ? panelOf(button) : null;
      if (!button || !panel) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const opening = panel.hidden;
      setOpen(button, panel, opening);
      if (opening) (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const button of openOnes()) {
        const panel = panelOf(button);
        if (!panel) continue;
        setOpen(button, panel, false);
        button.focus();
      }
    },
    true,
  );
}

/** Resolves once the parser has reached the document's end (where the server writes the start data). */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Runs from the head, before the body has arrived: taps are answered or held from the first
 * paint on, while a long page is still being parsed (on a phone, `/` is parsed for a second
 * after its first paint). Then, with the whole document parsed, it reads the start data the
 * server wrote at the body's end and loads the page's scripts once the first screen has
 * painted.
 */
export function start(doc: Document, dataElementId: string): Promise<void> {
  // First: a disclosure's tap is answered there and goes no further (not held).
  openDisclosuresEarly(doc);
  holdEarlyTaps(doc);
  return parsed(doc).then(() => {
    const text = doc.getElementById(dataElementId)?.textContent;
    if (!text) return undefined;
    const data = JSON.parse(text) as StartData;
    return afterFirstScreen(doc).then(() => loadScripts(doc, data));
  });
}
