// This browser's side of reminder notifications (issue 41): whether it can receive them,
// and its push subscription. Web Push needs a service worker (the shell registers one on
// every page) and, on iPhone and iPad, the site added to the home screen (iOS 16.4+).
import type { PushSubscriptionJson } from 'shared-contracts/schemas';

export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

interface PushWindow {
  navigator: Navigator & { standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  PushManager?: unknown;
  Notification?: unknown;
}

/** iOS and iPadOS (which reports itself as a Mac with touch). */
function isIos(nav: PushWindow['navigator']): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

export function pushSupport(win: PushWindow): PushSupport {
  const standalone = win.navigator.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
  if (isIos(win.navigator) && !standalone) return 'ios-home-screen';
  if (!('serviceWorker' in win.navigator) || !win.PushManager || !win.Notification) return 'unsupported';
  return 'supported';
}

/** A VAPID key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export class PushPermissionDenied extends Error {}

/**
 * Asks for permission (call it from the member's tap: browsers allow the prompt only then)
 * and subscribes this browser; its subscription as the API service keeps it.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<{ subscription: PushSubscription; json: PushSubscriptionJson }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(vapidPublicKey) });
  return { subscription, json: subscription.toJSON() as PushSubscriptionJson };
}
