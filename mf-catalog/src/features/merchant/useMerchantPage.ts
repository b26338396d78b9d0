// Spec §2 merchant page: load by slug when the slug changes, keep it as merchantPage; a
// response without id > 0 is an error with the call's status code, or 404.
import { useCallback } from 'react';
import {
  isValidMerchant,
  selectMerchantPage,
  setMerchantPage,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type PageEntity,
} from 'shared-contracts';
import type { Merchant } from 'shared-contracts/schemas';
import { errorBodyOf, isRecord, pageStatusOf, type QueryError } from 'shared-contracts';
import { useLoadWhenSlugChanges, viewOf, type EntityView } from '../../common/pageEntity';
import { merchantApi } from '../../api/merchantApi';

export function isMerchant(data: unknown): data is Merchant {
  return isRecord(data) && isValidMerchant(data);
}

/** The stored merchantPage for an answer of GET /v1/merchants/slug/{slug}. */
export function merchantPageFrom(slug: string, result: { data?: unknown; error?: QueryError }): PageEntity {
  if (!result.error && isMerchant(result.data)) return { slug, data: result.data, error: null };
  // A 200 with an invalid merchant has no status of its own: 404.
  const status = result.error ? pageStatusOf(result.error, 404) : 404;
  return { slug, data: null, error: { status, data: errorBodyOf(result.error) ?? null } };
}

/** Asks for the merchant of `slug` (always afresh): the entity to keep as merchantPage, and the call's failure. */
export async function fetchMerchantPage(dispatch: AppDispatch, slug: string): Promise<{ entity: PageEntity; error?: QueryError }> {
  const result = await dispatch(merchantApi.endpoints.catalogMerchantBySlug.initiate(slug, { subscribe: false, forceRefetch: true }));
  return { entity: merchantPageFrom(slug, result), error: result.error };
}

export function useMerchantPage(slug: string): EntityView<Merchant> & { retry: () => void } {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectMerchantPage);
  useLoadWhenSlugChanges(
    slug,
    page?.slug === slug,
    (s) => fetchMerchantPage(dispatch, s).then(({ entity }) => entity),
    (entity) => dispatch(setMerchantPage(entity)),
  );
  const retry = useCallback(() => dispatch(setMerchantPage(null)), [dispatch]);
  return { ...viewOf(page, slug, isMerchant), retry };
}
