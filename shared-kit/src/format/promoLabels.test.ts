import { priceLabel, promoBadge, validityLabel } from './promoLabels';

const base = {
  isQuotaAvailable: true,
  isExpired: false,
  validTo: '2026-12-31T23:59:00+07:00',
  quotaType: 'UNLIMITED' as const,
  quotaRemaining: null,
};
const now = new Date('2026-11-22T10:00:00+07:00');

describe('promo labels', () => {
  it('shows points in Indonesian form or Gratis', () => {
    expect(priceLabel(12500)).toBe('12.500 Poin');
    expect(priceLabel(0)).toBe('Gratis');
  });
  it('shows the last valid day in Jakarta time', () => {
    expect(validityLabel('2026-10-31T23:59:00+07:00')).toBe('Berlaku hingga 31 Okt 2026');
  });
  it('calls out a gone quota before anything else', () => {
    expect(promoBadge({ ...base, isQuotaAvailable: false, validTo: '2026-11-23T10:00:00+07:00' }, now)).toEqual({
      text: 'Kuota Habis',
      tone: 'danger',
    });
  });
  it('counts days to the end in WIB', () => {
    expect(promoBadge({ ...base, validTo: '2026-11-24T08:00:00+07:00' }, now)?.text).toBe('Berakhir dalam 2 hari');
    expect(promoBadge({ ...base, validTo: '2026-11-23T08:00:00+07:00' }, now)?.text).toBe('Berakhir besok');
    expect(promoBadge({ ...base, validTo: '2026-11-22T23:59:00+07:00' }, now)?.text).toBe('Berakhir hari ini');
    expect(promoBadge({ ...base, isExpired: true, validTo: '2026-11-20T23:59:00+07:00' }, now)?.text).toBe('Sudah Berakhir');
  });
  it('calls out a small remaining quota, and nothing for an ordinary promo', () => {
    expect(promoBadge({ ...base, quotaType: 'LIMITED', quotaRemaining: 3 }, now)?.text).toBe('Sisa 3 voucher');
    expect(promoBadge({ ...base, quotaType: 'LIMITED', quotaRemaining: 50 }, now)).toBeNull();
    expect(promoBadge(base, now)).toBeNull();
  });
});
