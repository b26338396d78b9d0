// The member's vouchers (redeemed promos), event tickets and bookmarked promos.
import { api, queryCall, type DataCall } from 'shared-contracts';
import type { BookmarkResponse, PromoList, VoucherList, VoucherTicketList } from 'shared-contracts/schemas';

export const VOUCHERS_PAGE_SIZE = 10;
const paged = (page: number) => `page=${page}&pageSize=${VOUCHERS_PAGE_SIZE}`;

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveVouchers: build.query<VoucherList, number>({
      query: (page) => `/api/v2/vouchers?status=active&${paged(page)}`,
      providesTags: ['Voucher'],
    }),
    /** Used and expired ones. */
    getVoucherHistory: build.query<VoucherList, number>({
      query: (page) => `/api/v2/vouchers?status=history&${paged(page)}`,
      providesTags: ['Voucher'],
    }),
    getActiveTickets: build.query<VoucherTicketList, number>({
      query: (page) => `/api/v1/voucher-ticket?${paged(page)}`,
      providesTags: ['Voucher'],
    }),
    getTicketHistory: build.query<VoucherTicketList, number>({
      query: (page) => `/api/v2/voucher-ticket/history?${paged(page)}`,
      providesTags: ['Voucher'],
    }),
    getBookmarks: build.query<PromoList, number>({
      query: (page) => `/api/v1/promos/bookmarks?${paged(page)}`,
      providesTags: ['Bookmark'],
    }),
    removeBookmark: build.mutation<BookmarkResponse, number>({
      query: (promoId) => ({ url: `/api/v1/promos/bookmarks/${promoId}`, method: 'DELETE' }),
      // Promo pages show the bookmark state too.
      invalidatesTags: ['Bookmark', 'Promo'],
    }),
  }),
});

export const {
  useGetActiveVouchersQuery,
  useGetVoucherHistoryQuery,
  useGetActiveTicketsQuery,
  useGetTicketHistoryQuery,
  useGetBookmarksQuery,
  useRemoveBookmarkMutation,
} = vouchersApi;

/** The page every voucher list opens on. */
export const FIRST_PAGE = 1;

/**
 * The first page of active vouchers and tickets: what 'Voucher Saya' shows on arrival, and
 * what the member card page reads for the offline wallet (WalletKeeper reads the same entries).
 */
export function activeVouchersData(): DataCall[] {
  return [queryCall(vouchersApi.endpoints.getActiveVouchers, FIRST_PAGE), queryCall(vouchersApi.endpoints.getActiveTickets, FIRST_PAGE)];
}
