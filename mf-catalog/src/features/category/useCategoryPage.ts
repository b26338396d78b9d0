// Spec §2 category page: by id when the slug is all digits, else by slug; kept as
// categoryPage. Spec §7: a failed lookup keeps the error body's data instead of throwing.
import { useCallback } from 'react';
import {
  selectCategoryPage,
  setCategoryPage,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type PageEntity,
} from 'shared-contracts';
import type { Category } from 'shared-contracts/schemas';
import { errorBodyOf, isRecord, pageStatusOf, type QueryError } from 'shared-contracts';
import { useLoadWhenSlugChanges, viewOf, type EntityView } from '../../common/pageEntity';
import { categoryApi } from '../../api/categoryApi';

export function isCategory(data: unknown): data is Category {
  return isRecord(data) && typeof data.id === 'number' && data.id > 0 && typeof data.title === 'string';
}

/** The stored categoryPage for an answer of the category lookup. */
export function categoryPageFrom(slug: string, result: { data?: unknown; error?: QueryError }): PageEntity {
  if (!result.error && isCategory(result.data)) return { slug, data: result.data, error: null };
  const body = errorBodyOf(result.error);
  return {
    slug,
    data: isRecord(body?.data) ? body.data : null,
    error: { status: result.error ? pageStatusOf(result.error, 404) : 404, data: body },
  };
}

/** Asks for the category of `slug` (always afresh): the entity to keep as categoryPage, and the call's failure. */
export async function fetchCategoryPage(dispatch: AppDispatch, slug: string): Promise<{ entity: PageEntity; error?: QueryError }> {
  const result = await dispatch(categoryApi.endpoints.catalogCategory.initiate(slug, { subscribe: false, forceRefetch: true }));
  return { entity: categoryPageFrom(slug, result), error: result.error };
}

export function useCategoryPage(slug: string): EntityView<Category> & { retry: () => void } {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCategoryPage);
  useLoadWhenSlugChanges(
    slug,
    page?.slug === slug,
    (s) => fetchCategoryPage(dispatch, s).then(({ entity }) => entity),
    (entity) => dispatch(setCategoryPage(entity)),
  );
  const retry = useCallback(() => dispatch(setCategoryPage(null)), [dispatch]);
  return { ...viewOf(page, slug, isCategory), retry };
}
