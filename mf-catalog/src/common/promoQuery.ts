// The /promo list state as it lives in the URL (so back and reload land in the same
// place), and the backend query it stands for.
import type { PromoListArgs, PromoSort } from '../api/promoApi';
import { pageParam } from './Pagination';

export const PROMO_PAGE_SIZE = 12;
export const PROMO_SORTS: readonly PromoSort[] = ['newest', 'ending', 'points'];

export interface PromoFilters {
  page: number;
  category: string;
  merchant: string;
  sort: PromoSort | '';
  q: string;
  /** 'Poin cukup' asked for (only honoured for members whose balance is known). */
  enoughPoints: boolean;
}

export function filtersFromParams(params: URLSearchParams): PromoFilters {
  const sort = params.get('sort') ?? '';
  return {
    page: pageParam(params.get('page')),
    category: params.get('category') ?? '',
    merchant: params.get('merchant') ?? '',
    sort: (PROMO_SORTS as readonly string[]).includes(sort) ? (sort as PromoSort) : '',
    q: (params.get('q') ?? '').trim(),
    enoughPoints: params.get('cukup') === '1',
  };
}

/** New URL parameters after a filter change of a catalog list (promos, merchants); any change but the page itself starts at page 1. */
export function paramsWith(params: URLSearchParams, change: Partial<Record<'category' | 'merchant' | 'sort' | 'q' | 'cukup', string>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

export function listArgs(filters: PromoFilters, balance: number | undefined): PromoListArgs {
  return {
    page: filters.page,
    pageSize: PROMO_PAGE_SIZE,
    category: filters.category || undefined,
    merchant: filters.merchant || undefined,
    sort: filters.sort || undefined,
    q: filters.q || undefined,
    maxPoint: filters.enoughPoints && balance !== undefined ? Math.max(0, balance) : undefined,
  };
}

export function hasFilters(f: PromoFilters): boolean {
  return Boolean(f.category || f.merchant || f.sort || f.q || f.enoughPoints);
}
