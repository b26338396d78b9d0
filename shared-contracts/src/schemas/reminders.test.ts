import { DEFAULT_REMINDER_PREFERENCES, PushSubscriptionSchema, ReminderPreferencesSchema, ReminderPushSchema } from './reminders';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

describe('reminder preferences', () => {
  it('takes the defaults: every channel off, the default lead times', () => {
    expect(ReminderPreferencesSchema.parse(DEFAULT_REMINDER_PREFERENCES)).toEqual({
      channels: { push: false, email: false },
      points: [30, 7, 1],
      vouchers: [3, 1],
      tier: [30, 7],
    });
  });

  it('refuses a lead time that is not offered, and one chosen twice', () => {
    expect(ReminderPreferencesSchema.safeParse({ ...DEFAULT_REMINDER_PREFERENCES, points: [2] }).success).toBe(false);
    expect(ReminderPreferencesSchema.safeParse({ ...DEFAULT_REMINDER_PREFERENCES, vouchers: [3, 3] }).success).toBe(false);
    expect(ReminderPreferencesSchema.safeParse({ ...DEFAULT_REMINDER_PREFERENCES, tier: [] }).success).toBe(true);
  });
});

describe('a push subscription', () => {
  const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } };

  it("takes a browser's PushSubscription.toJSON()", () => {
    expect(PushSubscriptionSchema.parse(sub)).toEqual(sub);
  });

  it('refuses another scheme and malformed keys', () => {
    expect(PushSubscriptionSchema.safeParse({ ...sub, endpoint: 'javascript:alert(1)' }).success).toBe(false);
    expect(PushSubscriptionSchema.safeParse({ ...sub, keys: { ...sub.keys, p256dh: 'x' } }).success).toBe(false);
  });
});

describe('a reminder push', () => {
  it('opens only the points or voucher page', () => {
    const push = { title: 'MyValue', body: '1.500 poin hangus 7 hari lagi', url: '/account/poin', tag: 'mv-reminder' };
    expect(ReminderPushSchema.parse(push)).toEqual(push);
    expect(ReminderPushSchema.safeParse({ ...push, url: 'https://evil.example/' }).success).toBe(false);
  });
});
