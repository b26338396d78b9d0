// Account-only point endpoints (the balance itself is the shared getPoint the header shows).
import { api } from 'shared-contracts';
import type { Mutation, PointExpired, PointTransactionFilter, PointTransactionList } from 'shared-contracts/schemas';

export interface TransactionQuery {
  page: number;
  mutation?: Mutation;
  brandID?: string;
  businessUnit?: string;
  /** YYYY-MM-DD (Jakarta), inclusive. */
  from?: string;
  to?: string;
}

export const TRANSACTIONS_PAGE_SIZE = 10;

/** The query string of the transaction list; empty filters are left out. */
export function transactionSearch(q: TransactionQuery): string {
  const params = new URLSearchParams({ page: String(q.page), pageSize: String(TRANSACTIONS_PAGE_SIZE) });
  if (q.mutation) params.set('mutation', q.mutation);
  if (q.brandID) params.set('brandID', q.brandID);
  if (q.businessUnit) params.set('businessUnit', q.businessUnit);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  return params.toString();
}

export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPointExpired: build.query<PointExpired, void>({
      query: () => '/sso/v1/point/expired',
      providesTags: ['Point', 'PointHistory'],
    }),
    getPointTransactions: build.query<PointTransactionList, TransactionQuery>({
      query: (q) => `/sso/v1/point/transaction?${transactionSearch(q)}`,
      providesTags: ['Point', 'PointHistory'],
    }),
    getPointTransactionFilter: build.query<PointTransactionFilter, void>({
      query: () => '/sso/v1/point/transaction/filter',
    }),
  }),
});

export const { useGetPointExpiredQuery, useGetPointTransactionsQuery, useGetPointTransactionFilterQuery } = pointsApi;
