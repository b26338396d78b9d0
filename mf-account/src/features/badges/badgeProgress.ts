// Badge totals per category and overall ('x dari y'); the overall count is the shared countBadges.
import { countBadges } from 'shared-contracts';
import type { BadgeCategory, BadgesByCategory } from 'shared-contracts/schemas';

export interface Tally {
  obtained: number;
  total: number;
}

export function categoryTally(category: BadgeCategory): Tally {
  return countBadges({ badgeCategories: [category] });
}

export function overallTally(data: BadgesByCategory | undefined): Tally {
  return countBadges(data);
}

/** '3 dari 12'. */
export function tallyText({ obtained, total }: Tally): string {
  return `${obtained} dari ${total}`;
}

/** Obtained badges first (newest first), then the ones still to get, in the backend's order. */
export function orderBadges<T extends { isObtained: boolean; obtainedDate: string | null }>(badges: T[]): T[] {
  const obtained = badges.filter((b) => b.isObtained).sort((a, b) => (b.obtainedDate ?? '').localeCompare(a.obtainedDate ?? ''));
  return [...obtained, ...badges.filter((b) => !b.isObtained)];
}
