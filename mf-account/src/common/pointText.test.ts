import type { Tier } from 'shared-contracts/schemas';
import { expiryText, nextExpiry, signedPoints, tierProgressText } from './pointText';
import { periodStart } from './period';
import { transactionSearch } from '../api/pointsApi';

const tier = (over: Partial<Tier['progress']>, tierName: Tier['tierName'] = 'Gold'): Tier => ({
  tierName,
  tierLevel: 2,
  tierPoint: 17850,
  validUntil: '2026-12-31T23:59:59+07:00',
  progress: { nextTierName: 'Platinum', current: 17850, target: 25000, remaining: 7150, percentage: 71.4, ...over },
  benefits: [],
  tiers: [],
});

describe('point formatting', () => {
  it('writes the expiry wallet line with Indonesian thousands and date', () => {
    // 2026-10-31T17:00:00Z is 1 Nov in Jakarta; a batch stored at 23.59 WIB stays on 31 Okt.
    expect(expiryText(1200, '2026-10-31T23:59:59+07:00')).toBe('1.200 poin hangus 31 Okt 2026');
    expect(expiryText(12500, '2026-11-22T00:00:00+07:00')).toBe('12.500 poin hangus 22 Nov 2026');
  });

  it('picks the soonest batch whatever the order', () => {
    expect(
      nextExpiry({
        point: 2300,
        results: [
          { point: 800, expiredDate: '2026-12-20T00:00:00+07:00' },
          { point: 1500, expiredDate: '2026-11-30T00:00:00+07:00' },
        ],
      }),
    ).toEqual({ point: 1500, expiredDate: '2026-11-30T00:00:00+07:00' });
    expect(nextExpiry({ point: 0, results: [] })).toBeNull();
    expect(nextExpiry(undefined)).toBeNull();
  });

  it('says how many points to the next tier', () => {
    expect(tierProgressText(tier({}))).toBe('7.150 poin lagi ke Platinum');
    expect(tierProgressText(tier({ nextTierName: null, remaining: 0 }, 'Platinum'))).toBe(
      'Kamu sudah di tier tertinggi (Platinum)',
    );
  });

  it('signs transaction points by mutation', () => {
    expect(signedPoints(1500, 'EARNING')).toBe('+1.500');
    expect(signedPoints(800, 'REDEEM')).toBe('-800');
  });
});

describe('transaction query', () => {
  it('leaves out empty filters', () => {
    expect(transactionSearch({ page: 1 })).toBe('page=1&pageSize=10');
    expect(transactionSearch({ page: 2, mutation: 'REDEEM', brandID: 'GRM', businessUnit: 'Gramedia', from: '2026-08-22' })).toBe(
      'page=2&pageSize=10&mutation=REDEEM&brandID=GRM&businessUnit=Gramedia&from=2026-08-22',
    );
  });

  it('counts periods back from today in Jakarta', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 23 Nov 03.00 WIB
    expect(periodStart('all', now)).toBeUndefined();
    expect(periodStart('30d', now)).toBe('2026-10-24');
    expect(periodStart('3m', now)).toBe('2026-08-23');
    expect(periodStart('12m', now)).toBe('2025-11-23');
  });
});
