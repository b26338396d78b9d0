// Spec §2 "Route data loading": the merchant and category pages keep their entity in the
// shared store (globalContext) together with the slug it was loaded for. A page loads
// only when the stored slug differs from the route's: an unchanged slug, or one the
// server already rendered into the preloaded state, is not requested again.
import { useEffect } from 'react';
import type { PageEntity } from 'shared-contracts';

export type EntityView<T> =
  | { status: 'loading'; data: null; errorStatus: null }
  | { status: 'ready'; data: T; errorStatus: null }
  | { status: 'error'; data: null; errorStatus: number };

/** What a page shows for the route's slug, given the stored entity and its validity rule. */
export function viewOf<T>(page: PageEntity | null, slug: string, isValid: (data: unknown) => data is T): EntityView<T> {
  if (!page || page.slug !== slug) return { status: 'loading', data: null, errorStatus: null };
  if (!page.error && isValid(page.data)) return { status: 'ready', data: page.data, errorStatus: null };
  return { status: 'error', data: null, errorStatus: page.error?.status ?? 404 };
}

/**
 * Runs `load` when the stored entity is not the one for `slug`. `loaded` in the deps lets
 * a retry (clearing the stored entity) load again; a late answer for a previous slug is
 * dropped, so a quick A → B never ends showing A.
 */
export function useLoadWhenSlugChanges(
  slug: string,
  loaded: boolean,
  load: (slug: string) => Promise<PageEntity>,
  store: (entity: PageEntity) => void,
): void {
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void load(slug).then((entity) => {
      if (live) store(entity);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load/store close over dispatch only: slug and loaded alone decide when to load.
  }, [slug, loaded]);
}
