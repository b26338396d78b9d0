// What the voucher pages read on arrival (each PagedSection starts at FIRST_PAGE): the page
// table's data for the server prefetch, so a member at the till sees their codes in the
// first paint.
import { queryCall, type DataCall } from 'shared-contracts';
import { vouchersApi } from './vouchersApi';

/** The page every voucher list opens on. */
export const FIRST_PAGE = 1;

export function activeVouchersData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getActiveVouchers, FIRST_PAGE), queryCall(vouchersApi.endpoints.getActiveTickets, FIRST_PAGE)];
}

export function voucherHistoryData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getVoucherHistory, FIRST_PAGE), queryCall(vouchersApi.endpoints.getTicketHistory, FIRST_PAGE)];
}

export function bookmarksData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getBookmarks, FIRST_PAGE)];
}
