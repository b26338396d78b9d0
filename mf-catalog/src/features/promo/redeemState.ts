// What the promo page offers in place of 'Tukar Poin', decided from the promo, the session
// and the member's balance: one answer for the sticky bar on phones and the side card.
import type { SessionStatus } from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';
import { REDEEM_COPY } from './redeemErrors';

export type RedeemState =
  /** Nobody can redeem it now: an INFO promo, ended, sold out or not started (with why). */
  | { kind: 'blocked'; reason: string; soldOut: boolean }
  /** This member already holds a voucher of it. */
  | { kind: 'redeemed' }
  /** The session is not known yet (first paint before introspection). */
  | { kind: 'checking' }
  /** A visitor: 'Tukar Poin' asks to sign in first. */
  | { kind: 'signIn' }
  /** A member whose balance is below the price. */
  | { kind: 'insufficient'; missing: number }
  | { kind: 'available' };

type StatePromo = Pick<Promo, 'promoType' | 'isExpired' | 'isQuotaAvailable' | 'validFrom' | 'price' | 'isAlreadyPurchased'>;

/** Why this promo cannot be redeemed by anyone right now, or null. */
export function redeemBlocker(promo: Pick<Promo, 'promoType' | 'isExpired' | 'isQuotaAvailable' | 'validFrom'>, now = Date.now()): string | null {
  if (promo.promoType === 'INFO') return REDEEM_COPY.notRedeemable;
  if (promo.isExpired) return REDEEM_COPY.expired;
  if (!promo.isQuotaAvailable) return REDEEM_COPY.quotaGone;
  if (Date.parse(promo.validFrom) > now) return REDEEM_COPY.notStarted;
  return null;
}

export function redeemState(
  promo: StatePromo,
  viewer: { session: SessionStatus; balance: number | undefined },
  now = Date.now(),
): RedeemState {
  const reason = redeemBlocker(promo, now);
  if (reason) return { kind: 'blocked', reason, soldOut: reason === REDEEM_COPY.quotaGone };
  if (viewer.session === 'member' && promo.isAlreadyPurchased) return { kind: 'redeemed' };
  if (viewer.session === 'unknown') return { kind: 'checking' };
  if (viewer.session === 'anonymous') return { kind: 'signIn' };
  if (viewer.balance !== undefined && viewer.balance < promo.price) return { kind: 'insufficient', missing: promo.price - viewer.balance };
  return { kind: 'available' };
}
