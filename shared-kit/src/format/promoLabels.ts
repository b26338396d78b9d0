// What a promo card says about price, validity and quota, in the site's Indonesian forms:
// the catalog's cards and detail, and the promos a campaign page (events) lists.
import type { Promo } from 'shared-contracts/schemas';
import { daysBetween, formatDate } from './date';
import { formatPoints } from './number';

/** The texts of a promo's labels. */
export const PROMO_LABEL_TEXT = {
  free: 'Gratis',
  points: (n: string) => `${n} Poin`,
  validUntil: (date: string) => `Berlaku hingga ${date}`,
  quotaGone: 'Kuota Habis',
  ended: 'Sudah Berakhir',
  endsToday: 'Berakhir hari ini',
  endsTomorrow: 'Berakhir besok',
  endsIn: (days: number) => `Berakhir dalam ${days} hari`,
  quotaLeft: (n: number) => `Sisa ${n} voucher`,
} as const;

/** Within this many days a promo's end is called out on its card. */
export const ENDING_SOON_DAYS = 7;
/** A limited quota at or below this is called out. */
export const FEW_LEFT = 10;

export function priceLabel(price: number): string {
  return price > 0 ? PROMO_LABEL_TEXT.points(formatPoints(price)) : PROMO_LABEL_TEXT.free;
}

/** 'Berlaku hingga 31 Okt 2026' (Asia/Jakarta). */
export function validityLabel(validTo: string): string {
  return PROMO_LABEL_TEXT.validUntil(formatDate(validTo));
}

export type BadgeTone = 'danger' | 'warning';

export interface PromoBadge {
  text: string;
  tone: BadgeTone;
}

/** What a promo's end date calls out: ended, ends today, tomorrow, within a week; else nothing. */
export function validityBadge(validTo: string, now: Date | number = Date.now(), expired = false): PromoBadge | null {
  const days = daysBetween(now, validTo);
  if (expired || days < 0) return { text: PROMO_LABEL_TEXT.ended, tone: 'danger' };
  if (days === 0) return { text: PROMO_LABEL_TEXT.endsToday, tone: 'warning' };
  if (days === 1) return { text: PROMO_LABEL_TEXT.endsTomorrow, tone: 'warning' };
  if (days <= ENDING_SOON_DAYS) return { text: PROMO_LABEL_TEXT.endsIn(days), tone: 'warning' };
  return null;
}

/** The one badge a card shows: quota gone first, then ended, ending soon, few left. */
export function promoBadge(
  promo: Pick<Promo, 'isQuotaAvailable' | 'isExpired' | 'validTo' | 'quotaType' | 'quotaRemaining'>,
  now: Date | number = Date.now(),
): PromoBadge | null {
  if (!promo.isQuotaAvailable) return { text: PROMO_LABEL_TEXT.quotaGone, tone: 'danger' };
  const validity = validityBadge(promo.validTo, now, promo.isExpired);
  if (validity) return validity;
  if (promo.quotaType === 'LIMITED' && promo.quotaRemaining !== null && promo.quotaRemaining <= FEW_LEFT) {
    return { text: PROMO_LABEL_TEXT.quotaLeft(promo.quotaRemaining), tone: 'warning' };
  }
  return null;
}
