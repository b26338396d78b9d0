import {
  daysBetween,
  formatDate,
  formatDateRange,
  formatDayHeading,
  formatPoints,
  formatTime,
} from '.';

describe('numbers', () => {
  it('writes points as Indonesian integers', () => {
    expect(formatPoints(12500)).toBe('12.500');
    expect(formatPoints(1234567.8)).toBe('1.234.567');
    expect(formatPoints(0)).toBe('0');
  });
});

describe('dates in Asia/Jakarta', () => {
  it('puts 17:00 UTC on the next day in WIB', () => {
    expect(formatDate('2026-10-31T17:00:00Z')).toBe('1 Nov 2026');
    expect(formatDate('2026-10-31T16:59:00Z')).toBe('31 Okt 2026');
  });
  it('writes day headings with the weekday, in WIB across midnight UTC', () => {
    expect(formatDayHeading('2026-11-23T03:00:00Z')).toBe('Senin, 23 November 2026');
    // 00.30 WIB on Sunday 1 November.
    expect(formatDayHeading('2026-10-31T17:30:00Z')).toBe('Minggu, 1 November 2026');
    expect(formatDayHeading('2026-10-31T16:30:00Z')).toBe('Sabtu, 31 Oktober 2026');
  });
  it('writes times with a dot and the zone', () => {
    expect(formatTime('2026-10-31T16:59:00Z')).toBe('23.59 WIB');
    expect(formatTime('2026-10-31T16:59:00Z', 'Asia/Makassar')).toBe('00.59 WITA');
  });
  it('writes ranges compactly', () => {
    expect(formatDateRange('2026-11-01T03:00:00Z', '2026-11-22T03:00:00Z')).toBe('1–22 Nov 2026');
    expect(formatDateRange('2026-10-30T03:00:00Z', '2026-11-02T03:00:00Z')).toBe('30 Okt – 2 Nov 2026');
  });
  it('counts calendar days in WIB across midnight UTC', () => {
    // 23:30 WIB on the 1st and 00:30 WIB on the 2nd are one day apart.
    expect(daysBetween('2026-11-01T16:30:00Z', '2026-11-01T17:30:00Z')).toBe(1);
    expect(daysBetween('2026-11-01T03:00:00Z', '2026-11-03T03:00:00Z')).toBe(2);
    expect(daysBetween('2026-11-01T03:00:00Z', '2026-10-31T03:00:00Z')).toBe(-1);
  });
});
