// What /account/poin reads on arrival (PointsPage, ExpiryWallet, the history as its address
// filters and pages it): the page table's data for the server prefetch. The history reads
// the same address (historyQuery.ts: filterFromParams), so a filtered list, submitted by
// the filters' form before the scripts run or opened from a link, is in the server paint.
import { memberApi, queryCall, type DataCall, type PageDataContext } from 'shared-contracts';
import { pointsApi } from '../../api/pointsApi';
import { filterFromParams, transactionsQuery } from '../../common/historyQuery';

export function pointsData({ search }: Pick<PageDataContext, 'search'>): DataCall[] {
  const { filter, page } = filterFromParams(search);
  return [
    queryCall(memberApi.endpoints.getPoint, undefined),
    queryCall(pointsApi.endpoints.getPointExpired, undefined),
    queryCall(pointsApi.endpoints.getPointTransactionFilter, undefined),
    queryCall(pointsApi.endpoints.getPointTransactions, transactionsQuery(filter, page)),
  ];
}
