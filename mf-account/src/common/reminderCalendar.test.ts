// The calendar files 'Ingatkan Saya' downloads, read back with a real iCalendar parser
// (ical.js, Mozilla's): the entries, their times and the alarms a calendar will raise.
import ICAL from 'ical.js';
import { pointsExpiryIcs, voucherEndIcs } from './reminderCalendar';
import type { VoucherItem } from './voucherItems';

const SITE = 'https://www.myvalue.id';
const now = new Date('2026-12-02T10:00:00+07:00');

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      end: event.endDate.toJSDate().toISOString(),
      description: event.description,
      alarms: vevent.getAllSubcomponents('valarm').map((a) => ({
        trigger: String(a.getFirstPropertyValue('trigger')),
        action: a.getFirstPropertyValue('action'),
        text: a.getFirstPropertyValue('description'),
      })),
    };
  });
}

describe('pointsExpiryIcs', () => {
  const ics = pointsExpiryIcs(
    [
      { point: 1200, expiredDate: '2026-12-31T23:59:59+07:00' },
      { point: 800, expiredDate: '2027-03-31T23:59:59+07:00' },
      { point: 300, expiredDate: '2026-12-02T20:00:00+07:00' },
    ],
    SITE,
    now,
  );

  it('has one entry per batch, ending when the points expire', () => {
    const [first, second, third] = events(ics);
    expect(first).toMatchObject({ summary: '1.200 poin MyValue hangus', end: '2026-12-31T16:59:59.000Z' });
    expect(first!.description).toContain('https://www.myvalue.id/account/poin');
    expect(second).toMatchObject({ summary: '800 poin MyValue hangus', end: '2027-03-31T16:59:59.000Z' });
    expect(third!.summary).toBe('300 poin MyValue hangus');
  });

  it('reminds 30, 7 and 1 days before, leaving out alarms already past', () => {
    const [first, second, third] = events(ics);
    expect(first!.alarms).toEqual([
      { trigger: '-P7D', action: 'DISPLAY', text: '1.200 poin MyValue hangus 7 hari lagi' },
      { trigger: '-P1D', action: 'DISPLAY', text: '1.200 poin MyValue hangus besok' },
    ]);
    expect(second!.alarms.map((a) => a.trigger)).toEqual(['-P30D', '-P7D', '-P1D']);
    expect(third!.alarms).toEqual([]);
  });
});

describe('voucherEndIcs', () => {
  const item: VoucherItem & { redeemTo: string } = {
    key: 'v7',
    kind: 'promo',
    title: 'Diskon 20% Kopi; Susu',
    subtitle: 'Kopi Kenangan, Matraman',
    image: '/x.png',
    code: 'MV-SECRET-CODE-123',
    qrValue: 'MV-SECRET-CODE-123',
    redeemTo: '2026-12-20T23:59:00+07:00',
    when: null,
    href: '/promo/diskon',
    status: 'ACTIVE',
    usedDate: null,
    purchasedDate: '2026-11-20T10:00:00+07:00',
    terms: '',
  };
  const ics = voucherEndIcs(item, SITE, now);

  it('ends when the voucher does, with alarms 3 days and 1 day before', () => {
    const [event] = events(ics);
    expect(event).toMatchObject({ summary: 'Voucher berakhir: Diskon 20% Kopi; Susu', end: '2026-12-20T16:59:00.000Z' });
    expect(event!.alarms.map((a) => [a.trigger, a.text])).toEqual([
      ['-P3D', 'Voucher Diskon 20% Kopi; Susu berakhir 3 hari lagi'],
      ['-P1D', 'Voucher Diskon 20% Kopi; Susu berakhir besok'],
    ]);
  });

  it('never carries the voucher code (calendars sync elsewhere; the code is the voucher)', () => {
    expect(ics).not.toContain('MV-SECRET-CODE-123');
  });
});
