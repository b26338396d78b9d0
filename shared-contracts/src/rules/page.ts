/** The highest list page a URL may ask for (the Content API refuses more with 400). */
export const MAX_PAGE = 100_000;

/**
 * The list page a URL's `?page=` asks for: a whole number from 1 to MAX_PAGE; anything
 * else (missing, 0, negative, fractional, 1e20, text) is page 1. Pages and their server
 * prefetch read it the same way, so the server never asks upstream for a page it refuses.
 */
export function pageNumber(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}
