/** Spec §5: a category slug is an id when it is entirely digits. */
export function isNumericSlug(slug: string): boolean {
  return /^\d+$/.test(slug);
}

/** Spec §5: a merchant is valid only when its id is above 0. */
export function isValidMerchant(merchant: { id?: unknown } | null | undefined): boolean {
  return typeof merchant?.id === 'number' && merchant.id > 0;
}
