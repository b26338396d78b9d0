// The member's day and a pass over the public pages, written once for every engine
// (enginePage.ts): close the app banner and the home's announcement (the cookies the page
// writes keep them out of the next document), sign in, open a promo, redeem, 'Voucher Saya', the code full screen,
// Back, the signal lost and the wallet reloaded from the offline page, the signal back,
// sign out. Each step waits for what a person would see, and fails with the engine's
// name, the step and a screenshot of the page as it was.
import path from 'node:path';
import { WALLET_STORAGE_KEY } from 'shared-contracts/wallet';
import { WALLET_TEXT } from '../../shell/src/offline/walletText';
import { DEMO } from '../e2e/journeys';
import type { EnginePage } from './enginePage';
import type { Signal } from './signal';

/** What the page shows, by selector and accessible name (a pattern's source when `pattern`). */
export interface Target {
  selector: string;
  name?: string;
  pattern?: string;
  /** An input, by the text of its <label>. */
  label?: string;
  /** Inside this container (by selector and accessible name), e.g. a dialog. */
  within?: { selector: string; name: string };
}

/**
 * In the page: marks the first visible, enabled element that matches with
 * data-engine-target, so the driver can click it by CSS. Self-contained (sent as source).
 */
function markTarget(arg: Target & { mark: string }): boolean {
  const text = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = el.getAttribute('aria-labelledby');
    if (ids) return ids.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
    return text(el);
  };
  const visible = (el: Element): boolean => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const named = (el: Element, name?: string, pattern?: string): boolean =>
    (name === undefined || nameOf(el) === name) && (pattern === undefined || new RegExp(pattern).test(nameOf(el)));
  let scope: ParentNode = document;
  if (arg.within) {
    const within = arg.within;
    const container = [...document.querySelectorAll(within.selector)].find((el) => visible(el) && named(el, within.name));
    if (!container) return false;
    scope = container;
  }
  let found: Element | undefined;
  if (arg.label !== undefined) {
    const wanted = arg.label;
    const label = [...scope.querySelectorAll('label')].find((l) => text(l) === wanted || text(l).startsWith(`${wanted} `));
    found = label?.control ?? undefined;
  } else {
    found = [...scope.querySelectorAll(arg.selector)].find(
      (el) => visible(el) && !(el as HTMLButtonElement).disabled && named(el, arg.name, arg.pattern),
    );
  }
  document.querySelectorAll('[data-engine-target]').forEach((el) => el.removeAttribute('data-engine-target'));
  if (!found) return false;
  found.setAttribute('data-engine-target', arg.mark);
  return true;
}

export interface Journey {
  page: EnginePage;
  signal: Signal;
  /** The site's origin (the stack of this run). */
  origin: string;
  /** Where screenshots go: `<dir>/<engine>-<step>.png`. */
  shots: string;
  /** Each step's name and how long it took (ms), for the report. */
  steps: Array<{ step: string; ms: number }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function shot(j: Journey, name: string): Promise<string> {
  const file = path.join(j.shots, `${j.page.engine}-${name}.png`);
  await j.page.screenshot(file);
  return file;
}

/** How long the worker may take to register and install on a busy machine. */
const SERVICE_WORKER_WAIT_MS = 45_000;

/** Polls `fn(arg)` in the page until it returns something truthy; fails with a screenshot. */
export async function until<A, R>(j: Journey, what: string, fn: (arg: A) => R | Promise<R>, arg: A, timeoutMs = 20_000): Promise<R> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await j.page.run(fn, arg);
      if (value) return value;
    } catch (error) {
      // A navigation in progress destroys the page's context: ask again.
      last = error;
    }
    if (Date.now() > deadline) {
      const file = await shot(j, 'failed').catch(() => '(no screenshot)');
      throw new Error(`${j.page.engine}: ${what} not seen in ${timeoutMs} ms (at ${await j.page.url().catch(() => '?')}; ${file})${last ? `\nlast error: ${String(last)}` : ''}`);
    }
    await sleep(150);
  }
}

let marks = 0;

/** Clicks what the page shows (by role selector and name), once it is there. */
export async function tap(j: Journey, target: Target, what = target.name ?? target.pattern ?? target.selector): Promise<void> {
  marks += 1;
  const mark = `t${marks}`;
  await until(j, what, markTarget, { ...target, mark });
  await j.page.click(`[data-engine-target="${mark}"]`);
}

export async function fillIn(j: Journey, label: string, text: string): Promise<void> {
  marks += 1;
  const mark = `t${marks}`;
  await until(j, `the field '${label}'`, markTarget, { selector: 'input', label, mark });
  await j.page.fill(`[data-engine-target="${mark}"]`, text);
}

/** The shell has hydrated and every remote area on the page has mounted (or shown its fallback): as journeys.ts settled(). */
export function settled(j: Journey): Promise<boolean> {
  return until(
    j,
    'the page settled',
    () =>
      document.documentElement.dataset.mvHydrated === '1' &&
      [...document.querySelectorAll<HTMLElement>('[data-remote-area]')].every((el) => ['ready', 'failed', 'deferred'].includes(el.dataset.remoteState ?? '')),
    null,
  );
}

async function step<T>(j: Journey, name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  j.steps.push({ step: name, ms: Date.now() - started });
  return result;
}

const pathIs = (j: Journey, pathname: string) =>
  until(j, `the page ${pathname}`, (p) => location.pathname === p && document.documentElement.dataset.mvHydrated === '1', pathname);

/** Runs the member's day; returns the code of the voucher redeemed. */
export async function memberDay(j: Journey, promoSlug: string): Promise<string> {
  const { page, origin } = j;
  const button = (name: string, within?: Target['within']): Target => ({ selector: 'button', name, ...(within ? { within } : {}) });
  const dialog = (name: string) => ({ selector: '[role="dialog"]', name });

  await step(j, "close the app banner and the home's announcement: the next home comes without them", async () => {
    await page.goto(`${origin}/`);
    await settled(j);
    await tap(j, button('Tutup pengumuman'));
    await tap(j, button('Tutup', { selector: 'aside', name: 'Aplikasi MyValue' }));
    await until(j, 'both closed', () => !document.querySelector('[data-testid="home-announcement"], [data-testid="mobile-banner"]'), null);
    // The cookies the page wrote: the server paints neither any more.
    await until(
      j,
      'the next home document without the banner and the announcement',
      () => fetch('/', { headers: { accept: 'text/html' } }).then((r) => r.text()).then((html) => html.includes('data-testid="home-header-block"') && !/data-testid="(home-announcement|mobile-banner)"/.test(html)),
      null,
    );
  });

  await step(j, 'open the site, the worker installed', async () => {
    await page.goto(`${origin}/promo`);
    await settled(j);
    // Registered only after the load event and an idle moment (up to 5 s), then installed by
    // precaching the shell's start-up files: in one full run on a busy 2-core machine WebKitGTK
    // under Xvfb took longer than 20 s. What counts is an installed worker before the signal goes.
    await until(j, 'the service worker', () => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)), null, SERVICE_WORKER_WAIT_MS);
  });

  await step(j, 'sign in', async () => {
    await tap(j, button('Masuk / Daftar'));
    await fillIn(j, 'Email atau No. Handphone', DEMO.email);
    await fillIn(j, 'Kata Sandi', DEMO.password);
    await shot(j, '1-sign-in');
    await tap(j, button('Masuk'));
    await until(j, 'back on the site, signed in', (o) => location.origin === o && location.pathname === '/promo' && document.documentElement.dataset.mvHydrated === '1', origin);
    await settled(j);
    await until(j, "the member's name in the header", () => [...document.querySelectorAll('header button')].some((b) => /Dewi Sartika/.test(b.getAttribute('aria-label') ?? b.textContent ?? '')), null);
  });

  const code = await step(j, 'open a promo and redeem', async () => {
    await page.goto(`${origin}/promo/${promoSlug}`);
    await settled(j);
    await shot(j, '2-promo');
    await tap(j, button('Tukar Poin'));
    await tap(j, button('Tukar Sekarang', dialog('Tukar Poin')));
    const redeemed = await until(
      j,
      'the voucher redeemed',
      () => document.querySelector('[role="dialog"] [aria-label^="Kode voucher "]')?.textContent?.trim() ?? '',
      null,
    );
    // The QR code is drawn once its encoder has loaded: the shot shows what the till scans.
    await until(j, "the voucher's QR code drawn", () => Boolean(document.querySelector('[role="dialog"] [data-qr-value] svg')), null);
    await shot(j, '3-redeemed');
    return redeemed;
  });

  await step(j, "'Voucher Saya'", async () => {
    await tap(j, { selector: 'a', name: 'Lihat Voucher Saya', within: dialog('Voucher Berhasil Ditukar') });
    await pathIs(j, '/account/voucher');
    await settled(j);
    await until(j, 'the new voucher', (c) => Boolean(document.querySelector(`[aria-label="Tampilkan kode ${c} layar penuh"]`)), code);
    await shot(j, '4-voucher-saya');
  });

  await step(j, 'the code full screen, Back', async () => {
    await tap(j, { selector: 'button', name: `Tampilkan kode ${code} layar penuh` });
    await until(j, 'the code full screen', (c) => document.querySelector('[data-testid="fullscreen-code"]')?.textContent?.includes(c) ?? false, code);
    await shot(j, '5-fullscreen');
    await page.back();
    await until(j, 'the full-screen code closed by Back', () => !document.querySelector('[data-testid="fullscreen-code"]') && location.pathname === '/account/voucher', null);
  });

  await step(j, 'no signal: the wallet reloads offline', async () => {
    await until(j, 'the wallet kept with the new voucher', ({ key, c }) => (localStorage.getItem(key) ?? '').includes(c), { key: WALLET_STORAGE_KEY, c: code });
    j.signal.cut();
    try {
      await page.reload();
      await until(
        j,
        "'Voucher Saya' from the offline page",
        ({ heading, c }) => document.querySelector('h1')?.textContent?.trim() === heading && Boolean(document.querySelector(`li[data-code="${c}"]`)),
        { heading: WALLET_TEXT.vouchers, c: code },
      );
      await shot(j, '6-offline-wallet');
    } finally {
      j.signal.restore();
    }
  });

  await step(j, 'the signal back: the page by itself', async () => {
    // The offline page, served while the browser thinks it is online, asks the site until
    // it answers and then loads the real page (shell/src/offline/offline.ts).
    await until(
      j,
      "'Voucher Saya' online again",
      () => document.querySelector<HTMLElement>('[data-remote-area="account"]')?.dataset.remoteState === 'ready' && location.pathname === '/account/voucher',
      null,
      30_000,
    );
    await settled(j);
  });

  await step(j, 'sign out', async () => {
    await tap(j, { selector: 'header button', pattern: 'Dewi Sartika' });
    await tap(j, button('Logout', dialog('Menu akun')));
    await tap(j, button('Keluar', dialog('Keluar Akun')));
    await until(
      j,
      'signed out on the home page, nothing kept',
      (key) =>
        location.pathname === '/' &&
        localStorage.getItem(key) === null &&
        [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Masuk / Daftar' && b.getClientRects().length > 0),
      WALLET_STORAGE_KEY,
    );
    // The home page itself, not the member area's sign-in gate it leaves (seen for a moment in WebKit).
    await until(j, 'the home page after sign-out', () => Boolean(document.querySelector('[data-testid="home-header-block"]')) && !document.querySelector('[data-remote-area="account"]'), null);
    await settled(j);
    await shot(j, '7-signed-out');
  });
  return code;
}
