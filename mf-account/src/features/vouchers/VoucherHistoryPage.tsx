// /account/voucher/history: used and expired vouchers and tickets with their dates.
import { EmptyState, PageHeading } from 'shared-kit';
import { HistoryCard } from './HistoryCard';
import type { Voucher, VoucherTicket } from 'shared-contracts/schemas';
import { PagedSection } from './PagedSection';
import { VoucherTabs } from './VoucherTabs';
import { fromTicket, fromVoucher } from '../../common/voucherItems';
import { useGetTicketHistoryQuery, useGetVoucherHistoryQuery } from '../../api/vouchersApi';

export function VoucherHistoryPage() {
  return (
    <>
      <PageHeading>Riwayat Voucher</PageHeading>
      <VoucherTabs />
      <PagedSection<Voucher>
        title="Voucher Promo"
        useList={useGetVoucherHistoryQuery}
        itemKey={(v) => v.id}
        renderItem={(v) => <HistoryCard item={fromVoucher(v)} pointUsed={v.pointUsed} />}
        empty={<EmptyState title="Belum ada voucher yang digunakan atau kedaluwarsa" />}
      />
      <PagedSection<VoucherTicket>
        title="Tiket Event"
        useList={useGetTicketHistoryQuery}
        itemKey={(t) => t.id}
        renderItem={(t) => <HistoryCard item={fromTicket(t)} pointUsed={t.pointUsed} />}
        empty={<EmptyState title="Belum ada riwayat tiket event" />}
      />
    </>
  );
}
