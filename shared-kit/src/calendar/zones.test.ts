import { toZonedIso, wallClock, zoneOffset } from './zones';

describe('venue wall clock', () => {
  it('moves an instant late in the UTC day into the next WIB day', () => {
    // 17:30 UTC on 1 Dec is 00:30 WIB on 2 Dec.
    expect(wallClock('2026-12-01T17:30:00Z', 'Asia/Jakarta')).toEqual({
      year: 2026, month: 12, day: 2, hour: 0, minute: 30, second: 0,
    });
  });

  it('gives each zone its own offset', () => {
    const instant = '2026-12-31T23:00:00+07:00';
    expect(toZonedIso(instant, 'Asia/Jakarta')).toBe('2026-12-31T23:00:00+07:00');
    expect(toZonedIso(instant, 'Asia/Makassar')).toBe('2027-01-01T00:00:00+08:00');
    expect(toZonedIso(instant, 'Asia/Jayapura')).toBe('2027-01-01T01:00:00+09:00');
  });

  it('writes offsets for ISO and for iCalendar', () => {
    expect(zoneOffset('Asia/Jayapura')).toBe('+09:00');
    expect(zoneOffset('Asia/Makassar', '')).toBe('+0800');
  });

  it('refuses an invalid date instead of printing NaN', () => {
    expect(() => wallClock('not a date', 'Asia/Jakarta')).toThrow(RangeError);
  });
});
