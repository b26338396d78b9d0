// When the site offers to be installed (issue 29): once, to a member who has redeemed
// something, when the browser can install it. The browser's own prompt (Chrome's
// mini-infobar) is held back for everyone else; the offer is the site's, in the page's flow.
// The state lives here, outside React, because the browser's event comes once per page load
// and layouts mount and unmount around it.
import { TRACK_EVENTS, type TrackEventName, type TrackPayload } from 'shared-contracts/core';

/** This device has seen the member redeem something (a successful 'Tukar Poin'). */
export const REDEEMED_KEY = 'mv-install-redeemed';
/** The offer was made on this device: never again. */
export const OFFERED_KEY = 'mv-install-offered';

/** Chrome's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface OfferState {
  /** The browser's deferred prompt, while it can still be shown. */
  prompt: InstallPromptEvent | null;
  /** The offer is on screen in this page load (it stays until answered, then never again). */
  showing: boolean;
  /** This device cannot remember that the offer was made: it is not made at all. */
  unrememberable?: boolean;
}

let state: OfferState = { prompt: null, showing: false };
const listeners = new Set<() => void>();

function set(next: Partial<OfferState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const offerSnapshot = (): OfferState => state;

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Without storage the offer cannot be remembered: it is then not made at all (see canOffer).
  }
}

/** A successful redemption by the member on this device. */
export function markRedeemed(): void {
  write(REDEEMED_KEY);
}

/** Hears the tracked events (the shell's track): a successful 'Tukar Poin' marks the member. */
export function noteRedemption(event: TrackEventName, payload?: TrackPayload): void {
  if (event === TRACK_EVENTS.redeemPromo && payload?.status === 'success') markRedeemed();
}

/** Whether the offer may be shown now to a visitor with `session`. */
export function canOffer(session: string, snapshot: OfferState = state): boolean {
  if (snapshot.showing) return session === 'member';
  if (snapshot.unrememberable) return false;
  return session === 'member' && snapshot.prompt !== null && read(REDEEMED_KEY) && !read(OFFERED_KEY);
}

/** The offer is on screen: remembered at once, so it is made once even if never answered. */
export function offerShown(): void {
  if (state.showing) return;
  write(OFFERED_KEY);
  // Storage refused the mark: the offer would come back on every page load, so none is made.
  if (!read(OFFERED_KEY)) set({ unrememberable: true });
  else set({ showing: true });
}

/** 'Pasang': the browser's install dialog; the offer goes either way. */
export async function acceptOffer(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = state.prompt;
  set({ prompt: null, showing: false });
  if (!prompt) return 'unavailable';
  await prompt.prompt();
  return (await prompt.userChoice).outcome;
}

/** 'Nanti saja'. */
export function declineOffer(): void {
  set({ showing: false });
}

/**
 * Holds back the browser's prompt and keeps it for the offer; an installed app needs no offer.
 * Call once, early (the event may come before React has mounted).
 */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ prompt: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => {
    write(OFFERED_KEY);
    set({ prompt: null, showing: false });
  });
}

/** Tests: a fresh page load. */
export function resetOfferForTests(): void {
  state = { prompt: null, showing: false };
  listeners.clear();
}
