// Reminders before something of the member's expires (issue 41): the member's choices and
// their browser's push subscription, kept by the API service, which also sends them (the
// BFF keeps no member data and runs no scheduler). Sent at most once a day, never between
// 21:00 and 08:00 WIB; a newer one replaces the older (the push Topic).
import { z } from 'zod';
import { POINTS_REMINDER_DAYS, REMINDER_LEAD_CHOICES, TIER_REMINDER_DAYS, VOUCHER_REMINDER_DAYS } from '../reminderDefaults';

const leadDays = (choices: readonly number[]) =>
  z
    .array(z.number().int().refine((d) => choices.includes(d), `one of ${choices.join(', ')} days`))
    .max(choices.length)
    .refine((days) => new Set(days).size === days.length, 'each lead time once');

/** GET and PUT /v1/users/reminders: what the member chose. */
export const ReminderPreferencesSchema = z.object({
  channels: z.object({
    /** A notification on each browser the member turned it on in (its push subscription). */
    push: z.boolean(),
    /** An e-mail to the member's verified address. */
    email: z.boolean(),
  }),
  points: leadDays(REMINDER_LEAD_CHOICES.points),
  vouchers: leadDays(REMINDER_LEAD_CHOICES.vouchers),
  tier: leadDays(REMINDER_LEAD_CHOICES.tier),
});
export type ReminderPreferences = z.infer<typeof ReminderPreferencesSchema>;

/** What a member who never chose gets: every channel off (nothing is sent unasked), the default lead times. */
export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  channels: { push: false, email: false },
  points: [...POINTS_REMINDER_DAYS],
  vouchers: [...VOUCHER_REMINDER_DAYS],
  tier: [...TIER_REMINDER_DAYS],
};

/** GET /v1/users/reminders: the choices, and the key a browser subscribes to push with (VAPID, base64url). */
export const RemindersSchema = z.object({
  preferences: ReminderPreferencesSchema,
  vapidPublicKey: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
  /** How many of the member's browsers are subscribed. */
  pushSubscriptions: z.number().int().nonnegative(),
});
export type Reminders = z.infer<typeof RemindersSchema>;

/**
 * POST /v1/users/push-subscriptions (a browser's PushSubscription.toJSON()), DELETE with
 * the same endpoint. The endpoint is the browser vendor's push service: https only.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** What a reminder's push message carries to the service worker (it shows it, and opens `url` on a tap). */
export const ReminderPushSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(400),
  /** A page of this site: '/account/poin' or '/account/voucher'. */
  url: z.string().regex(/^\/account\/(poin|voucher)$/),
  /** The notification's tag: a newer reminder replaces the older one on screen too. */
  tag: z.literal('mv-reminder'),
});
export type ReminderPush = z.infer<typeof ReminderPushSchema>;
