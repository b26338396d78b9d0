// A reminder pushed by the API service (issue 41): the worker shows it and, on a tap, opens
// the page it names. The payload is ReminderPushSchema (shared-contracts/schemas), checked
// here by hand: the worker bundles no schema library. Anything else — another shape, a page
// outside the two the reminders name — is shown as nothing: a push service or a stale
// subscription never makes the site open a page it did not choose.
import { WEB_APP_ICONS } from 'shared-contracts/core';

/** TypeScript's DOM types lack `renotify` (and the worker-only fields) of showNotification's options. */
type ShowOptions = NotificationOptions & { renotify?: boolean; data: { url: string } };

export interface ReminderNotification {
  title: string;
  options: ShowOptions;
}

/** The two pages a reminder may open (ReminderPushSchema's url). */
const REMINDER_PAGE = /^\/account\/(poin|voucher)$/;
export const REMINDER_TAG = 'mv-reminder';
const ICON = WEB_APP_ICONS.find((i) => i.purpose === 'any' && i.sizes === '192x192')?.src;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

/** The notification a push's data asks for, or null when it is not a reminder. */
export function reminderNotification(data: unknown): ReminderNotification | null {
  if (!data || typeof data !== 'object') return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  const shownTitle = text(title, 120);
  const shownBody = text(body, 400);
  if (!shownTitle || !shownBody || typeof url !== 'string' || !REMINDER_PAGE.test(url) || tag !== REMINDER_TAG) return null;
  // One reminder on screen at a time: a newer one replaces the older (renotify: it still buzzes).
  return { title: shownTitle, options: { body: shownBody, tag: REMINDER_TAG, renotify: true, icon: ICON, badge: ICON, lang: 'id', data: { url } } };
}

/** The push message's JSON, or null when it has none or is not JSON. */
export function pushData(event: { data: { json(): unknown } | null }): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * Opens `path` of this site for a tapped reminder: a tab already there is focused, else
 * another tab of the site is brought there, else a new window opens.
 */
export async function openReminderPage(
  path: string,
  origin: string,
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>; openWindow(url: string): Promise<unknown> },
): Promise<void> {
  if (!REMINDER_PAGE.test(path)) return;
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((w) => w.url === target);
  if (there) {
    await there.focus();
    return;
  }
  const other = windows.find((w) => new URL(w.url).origin === origin && typeof w.navigate === 'function');
  if (other?.navigate) {
    // navigate() works only on a tab this worker controls: another gets a window of its own.
    const moved = await other.navigate(target).then(
      () => true,
      () => false,
    );
    if (moved) {
      await other.focus();
      return;
    }
  }
  await clients.openWindow(target);
}
