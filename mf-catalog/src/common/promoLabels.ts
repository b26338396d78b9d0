// What a promo card says about price, validity and quota, in the site's Indonesian forms.
import { daysBetween, formatDate, formatPoints } from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';
import { COPY } from './copy';

/** Within this many days a promo's end is called out on its card. */
export const ENDING_SOON_DAYS = 7;
/** A limited quota at or below this is called out. */
export const FEW_LEFT = 10;

export function priceLabel(price: number): string {
  return price > 0 ? COPY.points(formatPoints(price)) : COPY.free;
}

/** 'Berlaku hingga 31 Okt 2026' (Asia/Jakarta). */
export function validityLabel(validTo: string): string {
  return COPY.validUntil(formatDate(validTo));
}

export type BadgeTone = 'danger' | 'warning';

/** The one badge a card shows: quota gone first, then ended, ending soon, few left. */
export function promoBadge(
  promo: Pick<Promo, 'isQuotaAvailable' | 'isExpired' | 'validTo' | 'quotaType' | 'quotaRemaining'>,
  now: Date | number = Date.now(),
): { text: string; tone: BadgeTone } | null {
  if (!promo.isQuotaAvailable) return { text: COPY.quotaGone, tone: 'danger' };
  const days = daysBetween(now, promo.validTo);
  if (promo.isExpired || days < 0) return { text: COPY.ended, tone: 'danger' };
  if (days === 0) return { text: COPY.endsToday, tone: 'warning' };
  if (days === 1) return { text: COPY.endsTomorrow, tone: 'warning' };
  if (days <= ENDING_SOON_DAYS) return { text: COPY.endsIn(days), tone: 'warning' };
  if (promo.quotaType === 'LIMITED' && promo.quotaRemaining !== null && promo.quotaRemaining <= FEW_LEFT) {
    return { text: COPY.quotaLeft(promo.quotaRemaining), tone: 'warning' };
  }
  return null;
}
