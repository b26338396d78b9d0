// What the voucher history and bookmark pages read on arrival (each PagedSection starts at
// FIRST_PAGE): the page table's data for the server prefetch. The active lists' calls
// (activeVouchersData) are in api/vouchersApi: the member card page reads them too.
import { queryCall, type DataCall } from 'shared-contracts';
import { FIRST_PAGE, vouchersApi } from '../../api/vouchersApi';

export function voucherHistoryData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getVoucherHistory, FIRST_PAGE), queryCall(vouchersApi.endpoints.getTicketHistory, FIRST_PAGE)];
}

export function bookmarksData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getBookmarks, FIRST_PAGE)];
}
