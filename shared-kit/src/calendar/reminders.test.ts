import { POINTS_REMINDER_DAYS } from 'shared-contracts';
import { leadDaysAhead } from './reminders';

describe('leadDaysAhead', () => {
  const now = new Date('2026-12-02T08:00:00+07:00');

  it('keeps every lead time when the deadline is further away than the longest', () => {
    expect(leadDaysAhead(POINTS_REMINDER_DAYS, '2027-02-01T23:59:59+07:00', now)).toEqual([30, 7, 1]);
  });

  it('leaves out the alarms that would already have fired', () => {
    expect(leadDaysAhead(POINTS_REMINDER_DAYS, '2026-12-10T23:59:59+07:00', now)).toEqual([7, 1]);
    expect(leadDaysAhead(POINTS_REMINDER_DAYS, '2026-12-02T20:00:00+07:00', now)).toEqual([]);
  });
});
