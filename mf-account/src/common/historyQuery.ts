// The point history's filter and its call: one place for the points page's history
// (TransactionHistory), the server prefetch of its first page (pointsPageData) and the
// activity history, which reads the same cache entry.
import type { Mutation } from 'shared-contracts/schemas';
import { PERIODS, periodStart, type PeriodKey } from './period';

export interface FilterValue {
  period: PeriodKey;
  mutation: Mutation | '';
  brandID: string;
  businessUnit: string;
}

export const NO_FILTER: FilterValue = { period: 'all', mutation: '', brandID: '', businessUnit: '' };

/** The history call for a filter and page. */
export function transactionsQuery(filter: FilterValue, page: number) {
  return {
    page,
    mutation: filter.mutation || undefined,
    brandID: filter.brandID || undefined,
    businessUnit: filter.businessUnit || undefined,
    from: periodStart(filter.period),
  };
}

/**
 * The filter and page as they live in the address (/account/poin?jenis=REDEEM&periode=3m&page=2),
 * so a reload, Back or a shared link lands on the same list. Anything unknown is no filter.
 */
export function filterFromParams(params: URLSearchParams): { filter: FilterValue; page: number } {
  const period = params.get('periode') ?? '';
  const mutation = params.get('jenis') ?? '';
  const page = Number(params.get('page'));
  return {
    filter: {
      period: PERIODS.some((p) => p.key === period) ? (period as PeriodKey) : 'all',
      mutation: mutation === 'EARNING' || mutation === 'REDEEM' ? mutation : '',
      brandID: params.get('brand') ?? '',
      businessUnit: params.get('unit') ?? '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's parameters for a filter and page; other parameters are kept, defaults dropped. */
export function paramsWithFilter(current: URLSearchParams, filter: FilterValue, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, none: string) => (value && value !== none ? next.set(key, value) : next.delete(key));
  set('periode', filter.period, 'all');
  set('jenis', filter.mutation, '');
  set('brand', filter.brandID, '');
  set('unit', filter.businessUnit, '');
  set('page', page > 1 ? String(page) : '', '');
  return next;
}
