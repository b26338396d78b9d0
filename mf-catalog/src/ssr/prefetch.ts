// The catalog's server-rendering prefetch (exposed as './ssr' by the server build only):
// the same endpoints, with the same arguments, that the pages' hooks read, so the page
// renders with its data on the server and the browser finds it in the preloaded store.
import {
  breadcrumbJsonLd,
  memberApi,
  selectIsMember,
  setCategoryPage,
  setMerchantPage,
  type PrefetchContext,
  type PrefetchResult,
} from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';
import { errorStatus, type QueryError } from '../common/errors';
import { pageParam } from '../common/Pagination';
import { categoryApi } from '../features/category/categoryApi';
import { categoryPageFrom } from '../features/category/useCategoryPage';
import { merchantApi } from '../features/merchant/merchantApi';
import { merchantPageFrom } from '../features/merchant/useMerchantPage';
import { MERCHANT_PAGE_SIZE } from '../features/merchant/MerchantListPage';
import { SEARCH_GROUP_SIZE, SEARCH_SMALL_GROUP_SIZE } from '../features/search/SearchPage';
import { searchApi } from '../features/search/searchApi';
import { isQueryTooLong } from '../features/search/searchRules';
import { COPY } from '../common/copy';
import { promoApi } from '../features/promo/promoApi';
import { filtersFromParams, listArgs, PROMO_PAGE_SIZE } from '../features/promo/promoQuery';
import { offerJsonLd, promoBreadcrumbJsonLd, plainText } from './head';

// Mirrors PromoDetailPage's related list (RELATED_COUNT + 1).
const RELATED_ARGS_SIZE = 5;

/** 404 stays 404; any other failure of the page's own data is the upstream's (502/503…). */
function failure(error: QueryError): PrefetchResult {
  const status = errorStatus(error, 502);
  return { status: status === 404 ? 404 : status >= 500 ? status : status === 400 || status === 410 ? 404 : 502 };
}

async function promoDetail({ store, params, siteConfig }: PrefetchContext): Promise<PrefetchResult> {
  const slug = params.slug ?? '';
  const result = await store.dispatch(promoApi.endpoints.catalogPromo.initiate(slug));
  if (result.error || !result.data) return failure(result.error);
  const promo: Promo = result.data;
  const category = promo.categories[0]?.slug;
  if (category) void store.dispatch(promoApi.endpoints.catalogPromos.initiate({ category, pageSize: RELATED_ARGS_SIZE }));
  return {
    status: 200,
    head: {
      title: promo.title,
      description: plainText(promo.content) || `${promo.title} dari ${promo.merchant.name}`,
      image: promo.image,
      jsonLd: [offerJsonLd(promo, siteConfig.publicUrl), promoBreadcrumbJsonLd(promo, siteConfig.publicUrl)],
    },
  };
}

async function promoList({ store, search, session }: PrefetchContext): Promise<PrefetchResult> {
  const filters = filtersFromParams(new URLSearchParams(search));
  let balance: number | undefined;
  if (filters.enoughPoints && session.status === 'member') {
    const point = await store.dispatch(memberApi.endpoints.getPoint.initiate());
    balance = point.data?.point;
  }
  void store.dispatch(memberApi.endpoints.getHeaderCategories.initiate());
  void store.dispatch(merchantApi.endpoints.catalogMerchants.initiate({ pageSize: 100 }));
  const result = await store.dispatch(promoApi.endpoints.catalogPromos.initiate(listArgs(filters, balance)));
  if (result.error) return failure(result.error);
  return { status: 200 };
}

async function merchantDetail({ store, params, search, siteConfig }: PrefetchContext): Promise<PrefetchResult> {
  const slug = params.slug ?? '';
  const result = await store.dispatch(merchantApi.endpoints.catalogMerchantBySlug.initiate(slug, { subscribe: false, forceRefetch: true }));
  const entity = merchantPageFrom(slug, result);
  store.dispatch(setMerchantPage(entity));
  if (entity.error) return failure(result.error ?? { status: entity.error.status, data: null });
  const merchant = result.data!;
  const page = pageParam(new URLSearchParams(search).get('page'));
  await store.dispatch(promoApi.endpoints.catalogPromos.initiate({ merchant: merchant.slug, page, pageSize: PROMO_PAGE_SIZE }));
  return {
    status: 200,
    head: {
      title: merchant.name,
      description: plainText(merchant.description) || `Promo dari ${merchant.name}`,
      image: merchant.image,
      jsonLd: [
        breadcrumbJsonLd(siteConfig.publicUrl, [
          { name: 'Beranda', path: '/' },
          { name: 'Merchant', path: '/merchant' },
          { name: merchant.name, path: `/merchant/${merchant.slug}` },
        ]),
      ],
    },
  };
}

async function categoryDetail({ store, params, search, siteConfig }: PrefetchContext): Promise<PrefetchResult> {
  const slug = params.slug ?? '';
  const result = await store.dispatch(categoryApi.endpoints.catalogCategory.initiate(slug, { subscribe: false, forceRefetch: true }));
  const entity = categoryPageFrom(slug, result);
  store.dispatch(setCategoryPage(entity));
  if (entity.error) return failure(result.error ?? { status: entity.error.status, data: null });
  const category = result.data!;
  const page = pageParam(new URLSearchParams(search).get('page'));
  await Promise.all([
    store.dispatch(promoApi.endpoints.catalogPromos.initiate({ category: category.slug, page, pageSize: PROMO_PAGE_SIZE })),
    store.dispatch(merchantApi.endpoints.catalogMerchants.initiate({ category: category.slug, pageSize: 12, sort: 'promos' })),
  ]);
  return {
    status: 200,
    head: {
      title: category.title,
      description: plainText(category.description) || undefined,
      jsonLd: [
        breadcrumbJsonLd(siteConfig.publicUrl, [
          { name: 'Beranda', path: '/' },
          { name: 'Promo', path: '/promo' },
          { name: category.title, path: `/category/${category.slug}` },
        ]),
      ],
    },
  };
}

/** Mirrors MerchantListPage: q, category and page from the URL (categories come with the header). */
async function merchantList({ store, search }: PrefetchContext): Promise<PrefetchResult> {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = pageParam(params.get('page'));
  const result = await store.dispatch(
    merchantApi.endpoints.catalogMerchants.initiate({ page, pageSize: MERCHANT_PAGE_SIZE, q: q || undefined, category: category || undefined }),
  );
  if (result.error) return failure(result.error);
  return { status: 200, head: { title: COPY.merchantTitle } };
}

/**
 * Mirrors SearchPage: with q, its five groups (the page shows one error box for the groups
 * that failed, so the page is an upstream failure only when all failed); a q longer than the
 * backend accepts is a normal page (200: a 4xx document would only add a console error)
 * that explains it and asks nothing upstream; without q, the
 * header's categories.
 */
async function searchResults({ store, search }: PrefetchContext): Promise<PrefetchResult> {
  const q = (new URLSearchParams(search).get('q') ?? '').trim();
  if (!q) return { status: 200, head: { title: COPY.searchTitle } };
  if (isQueryTooLong(q)) return { status: 200, head: { title: COPY.searchTitle } };
  const results = await Promise.all([
    store.dispatch(promoApi.endpoints.catalogPromos.initiate({ q, pageSize: SEARCH_GROUP_SIZE })),
    store.dispatch(merchantApi.endpoints.catalogMerchants.initiate({ q, pageSize: SEARCH_GROUP_SIZE })),
    store.dispatch(searchApi.endpoints.catalogSearchEvents.initiate({ q, pageSize: SEARCH_GROUP_SIZE })),
    store.dispatch(searchApi.endpoints.catalogSearchCampaigns.initiate({ q, pageSize: SEARCH_SMALL_GROUP_SIZE })),
    store.dispatch(searchApi.endpoints.catalogSearchArticles.initiate({ q, pageSize: SEARCH_SMALL_GROUP_SIZE })),
  ]);
  if (results.every((r) => r.error)) return failure(results[0]!.error);
  return { status: 200, head: { title: `${COPY.searchTitle}: ${q}` } };
}

const PAGES: Array<[RegExp, (ctx: PrefetchContext) => Promise<PrefetchResult>]> = [
  [/^\/merchant\/?$/i, merchantList],
  [/^\/search\/?$/i, searchResults],
  [/^\/promo\/?$/i, promoList],
  [/^\/promo\/[^/]+\/?$/i, promoDetail],
  [/^\/merchant\/[^/]+\/?$/i, merchantDetail],
  [/^\/category\/[^/]+\/?$/i, categoryDetail],
];

/** Loads the route's data into ctx.store; pages without a prefetch render their loading state. */
export async function prefetch(ctx: PrefetchContext): Promise<PrefetchResult> {
  // The member's balance drives 'Poin cukup' and the redeem panel (the header loads it too).
  if (selectIsMember(ctx.store.getState())) void ctx.store.dispatch(memberApi.endpoints.getPoint.initiate());
  const page = PAGES.find(([path]) => path.test(ctx.pathname));
  return page ? page[1](ctx) : { status: 200 };
}
