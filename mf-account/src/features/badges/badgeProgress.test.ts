import type { Badge, BadgesByCategory } from 'shared-contracts/schemas';
import { categoryTally, orderBadges, overallTally, tallyText } from './badgeProgress';

const badge = (id: number, isObtained: boolean, obtainedDate: string | null = null): Badge => ({
  id,
  code: `b${id}`,
  name: `Badge ${id}`,
  description: 'Belanja sekali',
  image: 'http://media.test/b.svg',
  isObtained,
  obtainedDate,
});

const data: BadgesByCategory = {
  badgeCategories: [
    { id: 1, name: 'Belanja', description: '', badges: [badge(1, true), badge(2, false), badge(3, true)] },
    { id: 2, name: 'Menginap', description: '', badges: [badge(4, false)] },
    { id: 3, name: 'Kosong', description: '', badges: [] },
  ],
};

describe('badge totals', () => {
  it('counts obtained badges per category', () => {
    expect(categoryTally(data.badgeCategories[0]!)).toEqual({ obtained: 2, total: 3 });
    expect(categoryTally(data.badgeCategories[1]!)).toEqual({ obtained: 0, total: 1 });
    expect(categoryTally(data.badgeCategories[2]!)).toEqual({ obtained: 0, total: 0 });
  });

  it('totals obtained badges across categories', () => {
    expect(overallTally(data)).toEqual({ obtained: 2, total: 4 });
    expect(tallyText(overallTally(data))).toBe('2 dari 4');
  });

  it('is zero of zero before data arrives', () => {
    expect(overallTally(undefined)).toEqual({ obtained: 0, total: 0 });
  });

  it('puts obtained badges first, newest first', () => {
    const ordered = orderBadges([
      badge(1, false),
      badge(2, true, '2026-01-01T10:00:00+07:00'),
      badge(3, true, '2026-05-01T10:00:00+07:00'),
    ]);
    expect(ordered.map((b) => b.id)).toEqual([3, 2, 1]);
  });
});
