// What /account/poin reads on arrival (PointsPage, ExpiryWallet, the history unfiltered on
// its first page): the page table's data for the server prefetch.
import { memberApi, queryCall, type DataCall } from 'shared-contracts';
import { pointsApi } from '../../api/pointsApi';
import { NO_FILTER, transactionsQuery } from '../../common/historyQuery';

export function pointsData(): DataCall[] {
  return [
    queryCall(memberApi.endpoints.getPoint, undefined),
    queryCall(pointsApi.endpoints.getPointExpired, undefined),
    queryCall(pointsApi.endpoints.getPointTransactionFilter, undefined),
    queryCall(pointsApi.endpoints.getPointTransactions, transactionsQuery(NO_FILTER, 1)),
  ];
}
