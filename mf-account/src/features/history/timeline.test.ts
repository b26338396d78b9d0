import { buildTimeline } from './timeline';
import { historyTicket, historyVoucher, pointTx } from '../../testing/fixtures';

const keys = (days: ReturnType<typeof buildTimeline>) => days.map((d) => [d.day, d.entries.map((e) => e.key)]);

describe('buildTimeline', () => {
  it('merges points, vouchers (when used or expired) and tickets newest first, grouped by WIB day', () => {
    const days = buildTimeline({
      points: [
        pointTx(3, '2026-10-05T09:00:00+07:00'),
        // 23.30 WIB on 4 Oct, 16.30 UTC: the 4th in Jakarta.
        pointTx(2, '2026-10-04T16:30:00Z', { mutation: 'REDEEM', point: 800, description: 'Tukar voucher di Gramedia' }),
        pointTx(1, '2026-09-01T10:00:00+07:00'),
      ],
      morePoints: false,
      vouchers: [
        historyVoucher(7),
        historyVoucher(8, { status: 'EXPIRED', used: false, usedDate: null, redeemTo: '2026-10-04T08:00:00+07:00' }),
        historyVoucher(9, { status: 'ACTIVE', used: false, usedDate: null }),
      ],
      tickets: [historyTicket(5), historyTicket(6, { status: 'EXPIRED', used: false, usedDate: null })],
    });
    expect(keys(days)).toEqual([
      ['2026-10-05', ['v7', 'p3']],
      ['2026-10-04', ['p2', 'v8']],
      ['2026-09-20', ['t6', 't5']],
      ['2026-09-01', ['p1']],
    ]);
    const [used, earned] = days[0]!.entries;
    expect(used).toMatchObject({
      label: 'Voucher digunakan',
      title: 'Diskon Buku 20%',
      href: '/promo/diskon-buku',
      detail: 'Gramedia · Ditukar 1 Okt 2026 · 800 poin',
      points: null,
    });
    expect(earned).toMatchObject({ label: 'Poin masuk', title: 'Belanja 3', detail: 'Gramedia Matraman · 09.00 WIB', points: '+1.500', pointsLabel: 'Poin masuk +1.500' });
    expect(days[1]!.entries[0]).toMatchObject({ label: 'Poin keluar', points: '-800', detail: 'Gramedia Matraman · 23.30 WIB' });
    expect(days[1]!.entries[1]).toMatchObject({ label: 'Voucher kedaluwarsa' });
    expect(days[2]!.entries.map((e) => [e.label, e.detail])).toEqual([
      ['Tiket event kedaluwarsa', 'Gramedia Pandanaran, Semarang · Ditukar 1 Sep 2026 · Gratis'],
      ['Tiket event digunakan', 'Gramedia Pandanaran, Semarang · Ditukar 1 Sep 2026 · Gratis'],
    ]);
  });

  it('holds back voucher entries older than the oldest point loaded while more points remain', () => {
    const input = {
      points: [pointTx(3, '2026-10-05T09:00:00+07:00'), pointTx(2, '2026-10-03T09:00:00+07:00')],
      vouchers: [historyVoucher(7, { usedDate: '2026-10-04T12:00:00+07:00' }), historyVoucher(8, { usedDate: '2026-09-10T12:00:00+07:00' })],
      tickets: [],
    };
    expect(keys(buildTimeline({ ...input, morePoints: true }))).toEqual([
      ['2026-10-05', ['p3']],
      ['2026-10-04', ['v7']],
      ['2026-10-03', ['p2']],
    ]);
    expect(keys(buildTimeline({ ...input, morePoints: false })).at(-1)).toEqual(['2026-09-10', ['v8']]);
  });

  it('is empty with nothing to show', () => {
    expect(buildTimeline({ points: [], morePoints: false, vouchers: [historyVoucher(1, { status: 'ACTIVE' })], tickets: [] })).toEqual([]);
  });
});
