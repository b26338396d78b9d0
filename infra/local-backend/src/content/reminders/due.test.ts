// The reminder rules without HTTP: which lead time counts, the day of grace, quiet hours
// and the one message a day.
import type { ReminderPreferences } from 'shared-contracts/schemas';
import { DAY_MS } from '../../time';
import { dueItems, isQuietHour, reminderMessage, type ExpiringItem } from './due';

const HOUR_MS = 3_600_000;
/** 10:00 WIB on 1 Dec 2026. */
const NOW = Date.parse('2026-12-01T10:00:00+07:00');
const prefs: ReminderPreferences = { channels: { push: true, email: false }, points: [30, 7, 1], vouchers: [3, 1], tier: [30, 7] };
const batch = (daysAhead: number, amount = 1500, hour = 0): ExpiringItem => ({
  kind: 'points',
  key: `points:${daysAhead}`,
  expiresAt: Date.parse('2026-12-01T00:00:00+07:00') + daysAhead * DAY_MS + hour * HOUR_MS,
  amount,
});
const never = () => false;

describe('dueItems', () => {
  it('is due on the expiry WIB date minus a lead, and on the day after; not before, not later', () => {
    expect(dueItems([batch(7)], prefs, NOW, never)).toMatchObject([{ lead: 7, daysLeft: 7 }]);
    expect(dueItems([batch(6)], prefs, NOW, never)).toMatchObject([{ lead: 7, daysLeft: 6 }]);
    expect(dueItems([batch(5)], prefs, NOW, never)).toEqual([]);
    expect(dueItems([batch(8)], prefs, NOW, never)).toEqual([]);
    // An expiry late in the evening is still that WIB date.
    expect(dueItems([batch(7, 1500, 23)], prefs, NOW, never)).toMatchObject([{ lead: 7 }]);
  });

  it('counts only the nearest lead still ahead: no backlog of older lead times', () => {
    // 25 days left: lead 30 was due 5 days ago; nothing now, 7 comes later.
    expect(dueItems([batch(25)], prefs, NOW, never)).toEqual([]);
  });

  it('leaves out what was reminded, and what is gone or not chosen', () => {
    expect(dueItems([batch(7)], prefs, NOW, (key, lead) => key === 'points:7' && lead === 7)).toEqual([]);
    expect(dueItems([batch(7)], { ...prefs, points: [] }, NOW, never)).toEqual([]);
    expect(dueItems([{ ...batch(0), expiresAt: NOW - 1 }], prefs, NOW, never)).toEqual([]);
  });
});

it('is quiet from 21:00 to 08:00 WIB', () => {
  const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00+07:00`);
  expect([at('07:59'), at('08:00'), at('20:59'), at('21:00'), at('00:00')].map(isQuietHour)).toEqual([true, false, false, true, true]);
});

it('sums up the day in one message, points first, and opens the page of what matters', () => {
  const due = dueItems(
    [batch(7), { kind: 'vouchers', key: 'voucher:1', expiresAt: NOW + 3 * DAY_MS, amount: 1 }, { kind: 'vouchers', key: 'voucher:2', expiresAt: NOW + 3 * DAY_MS, amount: 1 }],
    prefs,
    NOW,
    never,
  );
  expect(reminderMessage(due)).toEqual({
    title: 'MyValue',
    body: '1.500 poin kamu hangus 7 hari lagi (8 Des 2026). 2 voucher berakhir 3 hari lagi.',
    url: '/account/poin',
    tag: 'mv-reminder',
  });
  const vouchersOnly = dueItems([{ kind: 'vouchers', key: 'voucher:1', expiresAt: NOW + 2 * HOUR_MS, amount: 1 }], prefs, NOW, never);
  expect(reminderMessage(vouchersOnly)).toMatchObject({ body: '1 voucher berakhir hari ini.', url: '/account/voucher' });
  const tier = dueItems([{ kind: 'tier', key: 'tier:Gold', expiresAt: Date.parse('2026-12-31T23:59:00+07:00'), amount: 0, label: 'Gold' }], prefs, NOW, never);
  expect(reminderMessage(tier).body).toBe('Tier Gold kamu berlaku hingga 31 Des 2026 (30 hari lagi).');
});
