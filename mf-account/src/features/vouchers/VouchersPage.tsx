// /account/voucher: active promo vouchers and event tickets, ready to show at the till.
import { Link } from 'shared-contracts';
import { EmptyState, PageHeading, buttonClass } from 'shared-kit';
import type { Voucher, VoucherTicket } from 'shared-contracts/schemas';
import { PagedSection } from './PagedSection';
import { TillReadyCard } from './TillReadyCard';
import { VoucherTabs } from './VoucherTabs';
import { fromTicket, fromVoucher } from '../../common/voucherItems';
import { useGetActiveTicketsQuery, useGetActiveVouchersQuery } from '../../api/vouchersApi';

export function VouchersPage() {
  return (
    <>
      <PageHeading>Voucher Saya</PageHeading>
      <VoucherTabs />
      <PagedSection<Voucher>
        title="Voucher Promo"
        useList={useGetActiveVouchersQuery}
        itemKey={(v) => v.id}
        renderItem={(v) => <TillReadyCard item={fromVoucher(v)} />}
        empty={
          <EmptyState title="Belum ada voucher aktif">
            <p>Tukar poin kamu dengan voucher dari merchant partner.</p>
            <Link className={buttonClass()} to="/promo">
              Tukar Poin
            </Link>
          </EmptyState>
        }
      />
      <PagedSection<VoucherTicket>
        title="Tiket Event"
        useList={useGetActiveTicketsQuery}
        itemKey={(t) => t.id}
        renderItem={(t) => <TillReadyCard item={fromTicket(t)} />}
        empty={
          <EmptyState title="Belum ada tiket event">
            <Link className={buttonClass('secondary')} to="/event">
              Lihat Event
            </Link>
          </EmptyState>
        }
      />
    </>
  );
}
