import { aPromo } from '../../testing/fixtures';
import { REDEEM_COPY } from './redeemErrors';
import { redeemState } from './redeemState';

const NOW = Date.parse('2026-11-22T10:00:00+07:00');
const member = (balance: number | undefined) => ({ session: 'member' as const, balance });

describe('redeemState', () => {
  it('blocks for everyone what cannot be redeemed now, sold out named as such', () => {
    expect(redeemState(aPromo({ promoType: 'INFO' }), member(9999), NOW)).toEqual({ kind: 'blocked', reason: REDEEM_COPY.notRedeemable, soldOut: false });
    expect(redeemState(aPromo({ isExpired: true }), { session: 'anonymous', balance: undefined }, NOW)).toMatchObject({ kind: 'blocked', reason: REDEEM_COPY.expired });
    expect(redeemState(aPromo({ isQuotaAvailable: false }), member(9999), NOW)).toEqual({ kind: 'blocked', reason: REDEEM_COPY.quotaGone, soldOut: true });
    expect(redeemState(aPromo({ validFrom: '2026-11-27T00:00:00+07:00' }), member(9999), NOW)).toMatchObject({ kind: 'blocked', reason: REDEEM_COPY.notStarted });
  });

  it('says already redeemed only to the member who did', () => {
    expect(redeemState(aPromo({ isAlreadyPurchased: true }), member(9999), NOW)).toEqual({ kind: 'redeemed' });
    expect(redeemState(aPromo({ isAlreadyPurchased: true }), { session: 'anonymous', balance: undefined }, NOW)).toEqual({ kind: 'signIn' });
  });

  it('asks a visitor to sign in and waits while the session is unknown', () => {
    expect(redeemState(aPromo(), { session: 'anonymous', balance: undefined }, NOW)).toEqual({ kind: 'signIn' });
    expect(redeemState(aPromo(), { session: 'unknown', balance: undefined }, NOW)).toEqual({ kind: 'checking' });
  });

  it('names the points missing, and offers it at exactly the price or while the balance loads', () => {
    expect(redeemState(aPromo({ price: 1500 }), member(200), NOW)).toEqual({ kind: 'insufficient', missing: 1300 });
    expect(redeemState(aPromo({ price: 1500 }), member(1500), NOW)).toEqual({ kind: 'available' });
    expect(redeemState(aPromo({ price: 1500 }), member(undefined), NOW)).toEqual({ kind: 'available' });
  });
});
