// What /merchant and /merchant/:slug read, with which arguments: the pages' hooks and the
// catalog's page table (src/pages.ts, which the server prefetch reads) both use these.
import { loaderCall, memberApi, queryCall, selectMerchantPage, setMerchantPage, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Merchant } from 'shared-contracts/schemas';
import { pageParam } from '../../common/Pagination';
import { promoApi, type PromoListArgs } from '../../api/promoApi';
import { PROMO_PAGE_SIZE } from '../../common/promoQuery';
import { merchantApi, type MerchantListArgs } from '../../api/merchantApi';
import { fetchMerchantPage, isMerchant } from './useMerchantPage';

export const MERCHANT_PAGE_SIZE = 24;

/** /merchant: q, category and page from the URL. */
export function merchantListArgs(search: URLSearchParams): MerchantListArgs {
  const q = (search.get('q') ?? '').trim();
  const category = search.get('category') ?? '';
  return { page: pageParam(search.get('page')), pageSize: MERCHANT_PAGE_SIZE, q: q || undefined, category: category || undefined };
}

export function merchantListData({ search }: PageDataContext): DataCall[] {
  return [
    queryCall(memberApi.endpoints.getHeaderCategories, undefined),
    queryCall(merchantApi.endpoints.catalogMerchants, merchantListArgs(search), { main: true }),
  ];
}

/** The merchant's promos on /merchant/:slug, at ?page. */
export function merchantPromosArgs(merchant: Pick<Merchant, 'slug'>, search: URLSearchParams): PromoListArgs {
  return { merchant: merchant.slug, page: pageParam(search.get('page')), pageSize: PROMO_PAGE_SIZE };
}

/** The merchant of /merchant/:slug as the store keeps it (merchantPage), once loaded and valid. */
export function merchantIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Merchant | undefined {
  const page = selectMerchantPage(state);
  return page && page.slug === (params.slug ?? '') && !page.error && isMerchant(page.data) ? page.data : undefined;
}

export function merchantDetailData(ctx: PageDataContext): DataCall[] {
  const slug = ctx.params.slug ?? '';
  const merchant = merchantIn(ctx);
  return [
    loaderCall(
      `merchantPage ${slug}`,
      async (dispatch) => {
        const { entity, error } = await fetchMerchantPage(dispatch, slug);
        dispatch(setMerchantPage(entity));
        return entity.error ? { error: error ?? { status: entity.error.status, data: null } } : {};
      },
      { main: true },
    ),
    ...(merchant ? [queryCall(promoApi.endpoints.catalogPromos, merchantPromosArgs(merchant, ctx.search))] : []),
  ];
}
