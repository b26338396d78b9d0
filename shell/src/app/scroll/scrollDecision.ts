// Where a page opens, as a browser's own scroll restoration would put it (docs/architecture.md
// §14), decided from the navigation alone so it can be tested without a browser:
// - Back/Forward or a reload (POP) returns to the position kept for that history entry;
// - a new entry that names an element (a list's pager: SCROLL_TARGET_KEY in its state) opens
//   there, one with a #hash at that element;
// - a navigation that asked to keep the page where it is (preventScrollReset: the full-screen
//   code's history step) leaves it;
// - anything else starts at the top.
import { SCROLL_TARGET_KEY } from 'shared-contracts';
import type { Target } from './settleScroll';

export interface Navigation {
  action: 'POP' | 'PUSH' | 'REPLACE';
  /** The position kept for the entry, if any. */
  saved: number | undefined;
  state: unknown;
  hash: string;
  /** The navigation asked to leave the scroll where it is. */
  keep: boolean;
}

/** null: leave the page where it is. */
export function scrollDecision(nav: Navigation): Target | null {
  if (nav.action === 'POP') {
    if (nav.saved !== undefined) return { y: nav.saved };
  } else {
    // A pager's link both names its list and keeps the page from jumping to the top first.
    const named = (nav.state as Record<string, unknown> | null | undefined)?.[SCROLL_TARGET_KEY];
    if (typeof named === 'string') return { id: named };
    if (nav.keep) return null;
  }
  if (nav.hash.length > 1) {
    try {
      return { id: decodeURIComponent(nav.hash.slice(1)) };
    } catch {
      return { y: 0 };
    }
  }
  return { y: 0 };
}
