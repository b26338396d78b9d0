/** Spec §5: a category slug is an id when it is entirely digits. */
export function isNumericSlug(slug: string): boolean {
  return /^\d+$/.test(slug);
}

/** Spec §5: a merchant is valid only when its id is above 0. */
export function isValidMerchant(merchant: { id?: unknown } | null | undefined): boolean {
  return typeof merchant?.id === 'number' && merchant.id > 0;
}

/** The longest slug a page or an API lookup accepts; longer ones are unknown (404). */
export const SLUG_MAX_LENGTH = 150;

/**
 * The shape of every slug in a page URL (/promo/:slug, /merchant/:slug, /category/:slug,
 * /event/:slug, /campaign/:slug, /campaign-event/:slug, /article/:slug): letters, digits,
 * '-' and '_', starting with a letter or digit, at most SLUG_MAX_LENGTH characters. A slug
 * of any other shape names nothing, so it is answered 404 without asking upstream.
 */
export function isWellFormedSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug);
}
