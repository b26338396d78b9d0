// What /category/:slug reads, with which arguments: the page's hooks and the catalog's
// page table (src/pages.ts, which the server prefetch reads) both use these.
import { loaderCall, queryCall, selectCategoryPage, setCategoryPage, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Category } from 'shared-contracts/schemas';
import { pageParam } from '../../common/Pagination';
import { merchantApi, type MerchantListArgs } from '../../api/merchantApi';
import { promoApi, type PromoListArgs } from '../../api/promoApi';
import { PROMO_PAGE_SIZE } from '../../common/promoQuery';
import { fetchCategoryPage, isCategory } from './useCategoryPage';

/** Merchants shown on a category page: those with the most promos. */
export const CATEGORY_MERCHANTS_COUNT = 12;

export function categoryPromosArgs(category: Pick<Category, 'slug'>, search: URLSearchParams): PromoListArgs {
  return { category: category.slug, page: pageParam(search.get('page')), pageSize: PROMO_PAGE_SIZE };
}

export function categoryMerchantsArgs(category: Pick<Category, 'slug'>): MerchantListArgs {
  return { category: category.slug, pageSize: CATEGORY_MERCHANTS_COUNT, sort: 'promos' };
}

/** The category of /category/:slug as the store keeps it (categoryPage), once loaded and valid. */
export function categoryIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Category | undefined {
  const page = selectCategoryPage(state);
  return page && page.slug === (params.slug ?? '') && !page.error && isCategory(page.data) ? page.data : undefined;
}

export function categoryDetailData(ctx: PageDataContext): DataCall[] {
  const slug = ctx.params.slug ?? '';
  const category = categoryIn(ctx);
  return [
    loaderCall(
      `categoryPage ${slug}`,
      async (dispatch) => {
        const { entity, error } = await fetchCategoryPage(dispatch, slug);
        dispatch(setCategoryPage(entity));
        return entity.error ? { error: error ?? { status: entity.error.status, data: null } } : {};
      },
      { main: true },
    ),
    ...(category
      ? [
          queryCall(promoApi.endpoints.catalogPromos, categoryPromosArgs(category, ctx.search)),
          queryCall(merchantApi.endpoints.catalogMerchants, categoryMerchantsArgs(category)),
        ]
      : []),
  ];
}
