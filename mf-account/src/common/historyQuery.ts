// The point history's filter and its call: one place for the points page's history
// (TransactionHistory), the server prefetch of its first page (pointsPageData) and the
// activity history, which reads the same cache entry.
import type { Mutation } from 'shared-contracts/schemas';
import { periodStart, type PeriodKey } from './period';

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
