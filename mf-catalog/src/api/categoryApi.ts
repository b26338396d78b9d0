// Category lookup of the catalog, injected into the one shared api. The category list
// itself is the shared getHeaderCategories (one request for header and pages).
import { api, isNumericSlug } from 'shared-contracts';
import type { Category } from 'shared-contracts/schemas';

/** Spec §2/§5: an all-digit slug is the category's id, anything else its slug. */
export function categoryPath(slug: string): string {
  return isNumericSlug(slug) ? `/api/v1/categories/${slug}` : `/api/v1/categories/slug/${encodeURIComponent(slug)}`;
}

export const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogCategory: build.query<Category, string>({ query: categoryPath }),
  }),
});
