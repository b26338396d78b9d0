// What /search reads, with which arguments: the page's hooks and the catalog's page table
// (src/pages.ts, which the server prefetch reads) both use these.
import { memberApi, queryCall, type DataCall, type DataFailure, type PageDataContext } from 'shared-contracts';
import { merchantApi, type MerchantListArgs } from '../../api/merchantApi';
import { promoApi, type PromoListArgs } from '../../api/promoApi';
import { searchApi, type SearchArgs } from '../../api/searchApi';
import { COPY } from '../../common/copy';
import { isQueryTooLong } from './searchRules';

/** Promos, events and merchants shown per group. */
export const SEARCH_GROUP_SIZE = 6;
/** Campaigns and articles shown per group (they have no 'Lihat Semua' list to go on to). */
export const SEARCH_SMALL_GROUP_SIZE = 4;
/** Popular promos and events shown before a query. */
export const POPULAR_NOW_SIZE = 6;

/** q from the URL, trimmed. */
export function searchQuery(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim();
}

/** 'Pencarian: {q}' for a query the page searches (else the route's title, 'Pencarian'). */
export function searchTitle({ search }: Pick<PageDataContext, 'search'>): string | undefined {
  const q = searchQuery(search);
  return q && !isQueryTooLong(q) ? `${COPY.searchTitle}: ${q}` : undefined;
}

export interface SearchGroupArgs {
  promos: PromoListArgs;
  merchants: MerchantListArgs;
  events: SearchArgs;
  campaigns: SearchArgs;
  articles: SearchArgs;
}

/** The five groups' arguments for q. */
export function searchGroupArgs(q: string): SearchGroupArgs {
  return {
    promos: { q, pageSize: SEARCH_GROUP_SIZE },
    merchants: { q, pageSize: SEARCH_GROUP_SIZE },
    events: { q, pageSize: SEARCH_GROUP_SIZE },
    campaigns: { q, pageSize: SEARCH_SMALL_GROUP_SIZE },
    articles: { q, pageSize: SEARCH_SMALL_GROUP_SIZE },
  };
}

/**
 * With q, its five groups (the page shows one error box for the groups that failed); a q
 * longer than the backend accepts asks nothing (the page explains it) but the popular
 * categories; without q, the popular categories and what is popular now.
 */
export function searchData({ search }: PageDataContext): DataCall[] {
  const q = searchQuery(search);
  if (!q) return [queryCall(memberApi.endpoints.getHeaderCategories, undefined), queryCall(searchApi.endpoints.catalogPromoEventFavorites, POPULAR_NOW_SIZE)];
  if (isQueryTooLong(q)) return [queryCall(memberApi.endpoints.getHeaderCategories, undefined)];
  const args = searchGroupArgs(q);
  return [
    queryCall(promoApi.endpoints.catalogPromos, args.promos),
    queryCall(merchantApi.endpoints.catalogMerchants, args.merchants),
    queryCall(searchApi.endpoints.catalogSearchEvents, args.events),
    queryCall(searchApi.endpoints.catalogSearchCampaigns, args.campaigns),
    queryCall(searchApi.endpoints.catalogSearchArticles, args.articles),
  ];
}

/** The page fails only when every group failed: the first group's failure. */
export function searchFailure({ search, state }: PageDataContext): DataFailure | undefined {
  const q = searchQuery(search);
  if (!q || isQueryTooLong(q)) return undefined;
  const args = searchGroupArgs(q);
  const results = [
    promoApi.endpoints.catalogPromos.select(args.promos)(state),
    merchantApi.endpoints.catalogMerchants.select(args.merchants)(state),
    searchApi.endpoints.catalogSearchEvents.select(args.events)(state),
    searchApi.endpoints.catalogSearchCampaigns.select(args.campaigns)(state),
    searchApi.endpoints.catalogSearchArticles.select(args.articles)(state),
  ];
  return results.every((r) => r.isError) ? results[0]!.error : undefined;
}
