// The sentences about points (the points page, the overview, the activity history), built
// only from the shared formatters.
import { formatDate, formatPoints } from 'shared-kit';
import type { PointExpired, Tier } from 'shared-contracts/schemas';

/** '1.200 poin hangus 31 Okt 2026'. */
export function expiryText(point: number, expiredDate: string): string {
  return `${formatPoints(point)} poin hangus ${formatDate(expiredDate)}`;
}

/** The soonest batch that will expire, or null when nothing is about to expire. */
export function nextExpiry(data: PointExpired | undefined): { point: number; expiredDate: string } | null {
  const batches = [...(data?.results ?? [])].sort((a, b) => a.expiredDate.localeCompare(b.expiredDate));
  return batches[0] ?? null;
}

/** 'X poin lagi ke Platinum', or the top-tier sentence. */
export function tierProgressText(tier: Tier): string {
  const next = tier.progress.nextTierName;
  if (!next) return `Kamu sudah di tier tertinggi (${tier.tierName})`;
  return `${formatPoints(tier.progress.remaining)} poin lagi ke ${next}`;
}

/** '+1.500' for earnings, '-800' for redemptions. */
export function signedPoints(point: number, mutation: 'EARNING' | 'REDEEM'): string {
  return `${mutation === 'EARNING' ? '+' : '-'}${formatPoints(point)}`;
}
