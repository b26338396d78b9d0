// What /account/history reads, with which arguments: the page's hooks and the page table's
// data for the server prefetch both use these. The calls are the points page's and the
// voucher history page's own (the same cache entries): the point history page by page,
// the voucher and ticket histories whole.
import { queryCall, type DataCall, type PageDataContext } from 'shared-contracts';
import type { ListResponse } from 'shared-contracts/schemas';
import { NO_FILTER, transactionsQuery } from '../../common/historyQuery';
import { pointsApi, type TransactionQuery } from '../../api/pointsApi';
import { vouchersApi } from '../../api/vouchersApi';

/** A bound on the pages of one voucher history read in a row (a list that never ends is a fault). */
export const MAX_HISTORY_PAGES = 50;

/** The unfiltered point history, pages 1..count. */
export function pointPageArgs(count: number): TransactionQuery[] {
  return Array.from({ length: count }, (_, i) => transactionsQuery(NO_FILTER, i + 1));
}

/** The pages of a whole list: page 1, then each next page an answered page names. */
export function wholeListPages(answered: (page: number) => ListResponse<unknown> | undefined): number[] {
  const pages = [1];
  for (let next = answered(1)?.next; next && pages.length < MAX_HISTORY_PAGES && !pages.includes(next); next = answered(next)?.next) {
    pages.push(next);
  }
  return pages;
}

export function voucherHistoryPages(state: PageDataContext['state']): number[] {
  return wholeListPages((page) => vouchersApi.endpoints.getVoucherHistory.select(page)(state).data);
}

export function ticketHistoryPages(state: PageDataContext['state']): number[] {
  return wholeListPages((page) => vouchersApi.endpoints.getTicketHistory.select(page)(state).data);
}

/** The first page of points and every page of the voucher histories (each round names the pages the last one revealed). */
export function historyData({ state }: PageDataContext): DataCall[] {
  return [
    ...pointPageArgs(1).map((arg) => queryCall(pointsApi.endpoints.getPointTransactions, arg)),
    ...voucherHistoryPages(state).map((page) => queryCall(vouchersApi.endpoints.getVoucherHistory, page)),
    ...ticketHistoryPages(state).map((page) => queryCall(vouchersApi.endpoints.getTicketHistory, page)),
  ];
}
