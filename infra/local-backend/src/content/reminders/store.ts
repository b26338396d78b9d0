// The reminders' rows (migration 7): the member's choices, their browsers' push
// subscriptions, what was already reminded and the last day a reminder went out.
// Every read and write is by the member's own id: nothing here takes another member's.
import {
  DEFAULT_REMINDER_PREFERENCES,
  ReminderPreferencesSchema,
  type PushSubscriptionJson,
  type ReminderPreferences,
} from 'shared-contracts/schemas';
import type { Db } from '../../db';

/** Browsers kept per member; posting an eleventh drops the one least recently posted. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

export function preferencesOf(db: Db, userId: number): ReminderPreferences {
  const row = db.prepare<[number], { preferences: string }>('SELECT preferences FROM reminder_preferences WHERE user_id = ?').get(userId);
  if (!row) return structuredClone(DEFAULT_REMINDER_PREFERENCES);
  // Stored as the contract's JSON; a row the contract no longer accepts reads as the defaults
  // (channels off) rather than sending by choices the member cannot see or change.
  const parsed = ReminderPreferencesSchema.safeParse(JSON.parse(row.preferences));
  return parsed.success ? parsed.data : structuredClone(DEFAULT_REMINDER_PREFERENCES);
}

export function savePreferences(db: Db, userId: number, preferences: ReminderPreferences, now: number): void {
  db.prepare(
    `INSERT INTO reminder_preferences (user_id, preferences, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET preferences = excluded.preferences, updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(preferences), now);
}

/** Members with a channel on: the only ones the job looks at. */
export function membersWithReminders(db: Db): Array<{ userId: number; preferences: ReminderPreferences }> {
  return db
    .prepare<[], { user_id: number }>('SELECT user_id FROM reminder_preferences ORDER BY user_id')
    .all()
    .map((r) => ({ userId: r.user_id, preferences: preferencesOf(db, r.user_id) }))
    .filter((m) => m.preferences.channels.push || m.preferences.channels.email);
}

export interface StoredSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves a browser's subscription for `userId`. The endpoint is the browser: posted by
 * another member it moves to this one (one browser, one member at a time). Keeps the
 * member's newest MAX_SUBSCRIPTIONS_PER_MEMBER.
 */
export function upsertSubscription(db: Db, userId: number, sub: PushSubscriptionJson, now: number): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
         expiration_time = excluded.expiration_time, updated_at = excluded.updated_at`,
    ).run(sub.endpoint, userId, sub.keys.p256dh, sub.keys.auth, sub.expirationTime ?? null, now, now);
    db.prepare(
      `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint NOT IN (
         SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT ?)`,
    ).run(userId, userId, MAX_SUBSCRIPTIONS_PER_MEMBER);
  })();
}

/** Removes the member's own subscription; another member's endpoint is left alone (false). */
export function deleteSubscription(db: Db, userId: number, endpoint: string): boolean {
  return db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint).changes > 0;
}

/** The push service says the subscription is gone (404/410): whoever holds it. */
export function dropSubscription(db: Db, endpoint: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

export function subscriptionCount(db: Db, userId: number): number {
  return db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?').get(userId)?.n ?? 0;
}

export function subscriptionsOf(db: Db, userId: number): StoredSubscription[] {
  return db
    .prepare<[number], { endpoint: string; p256dh: string; auth: string; expiration_time: number | null }>(
      'SELECT endpoint, p256dh, auth, expiration_time FROM push_subscriptions WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC',
    )
    .all(userId)
    .map((r) => ({ endpoint: r.endpoint, expirationTime: r.expiration_time, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

export function wasReminded(db: Db, userId: number, item: string, lead: number): boolean {
  return db.prepare('SELECT 1 FROM reminders_sent WHERE user_id = ? AND item = ? AND lead_days = ?').get(userId, item, lead) !== undefined;
}

export function markReminded(db: Db, userId: number, items: ReadonlyArray<{ item: string; lead: number }>, now: number): void {
  const insert = db.prepare('INSERT OR IGNORE INTO reminders_sent (user_id, item, lead_days, sent_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const i of items) insert.run(userId, i.item, i.lead, now);
  })();
}

/** The WIB day ('YYYY-MM-DD') of the member's last reminder or attempt, if any. */
export function lastReminderDay(db: Db, userId: number): string | null {
  return db.prepare<[number], { day: string }>('SELECT day FROM reminder_days WHERE user_id = ?').get(userId)?.day ?? null;
}

export function recordReminderDay(db: Db, userId: number, day: string, outcome: 'sent' | 'failed', now: number): void {
  db.prepare(
    `INSERT INTO reminder_days (user_id, day, outcome, at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET day = excluded.day, outcome = excluded.outcome, at = excluded.at`,
  ).run(userId, day, outcome, now);
}
