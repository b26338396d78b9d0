// Keeps the offline wallet (shared-contracts/wallet) up to date from the member's own data,
// on every member page: the card from the session and the tier, and the first page of active
// vouchers and tickets whenever a page has them ('Voucher Saya', and 'Kartu Saya', which the
// server renders with them). It only reads what the pages asked for: it adds no request, so
// hydration asks the backend nothing the server had, and a member page costs no more. Only
// answers the network has just given are written: data RTK Query keeps after a failed
// refetch does not renew 'Terakhir diperbarui'. Renders nothing; the wallet's code (with its
// validation) loads after the page, never before it.
import { useEffect } from 'react';
import { selectSession, useAppSelector, useGetTierQuery } from 'shared-contracts';
import { FIRST_PAGE, vouchersApi } from '../../api/vouchersApi';

/** The list when its last request succeeded (RTK Query keeps old data after a failure), else undefined. */
function settled<T>(q: { data?: T; isError: boolean; fulfilledTimeStamp?: number }): T | undefined {
  return q.isError || !q.fulfilledTimeStamp ? undefined : q.data;
}

export function WalletKeeper() {
  const { user, endsAt } = useAppSelector(selectSession);
  const skip = !user;
  const tier = useGetTierQuery(undefined, { skip });
  const vouchers = vouchersApi.endpoints.getActiveVouchers.useQueryState(FIRST_PAGE, { skip });
  const tickets = vouchersApi.endpoints.getActiveTickets.useQueryState(FIRST_PAGE, { skip });
  const voucherList = settled(vouchers);
  const ticketList = settled(tickets);
  const tierName = tier.data?.tierName ?? null;
  // 'Terakhir diperbarui': the older of the lists written (the codes' age), else the tier's answer.
  const listTimes = [voucherList ? vouchers.fulfilledTimeStamp! : 0, ticketList ? tickets.fulfilledTimeStamp! : 0].filter((t) => t > 0);
  const newest = listTimes.length > 0 ? Math.min(...listTimes) : (tier.fulfilledTimeStamp ?? 0);

  useEffect(() => {
    if (!user || newest === 0) return;
    const data = { user, endsAt: endsAt ?? null, tierName, vouchers: voucherList?.results, tickets: ticketList?.results, at: new Date(newest) };
    void import(/* webpackChunkName: "wallet-writer" */ './walletWriter').then(
      ({ writeMemberWallet }) => writeMemberWallet(data),
      () => undefined, // the chunk did not load (offline): the next answer tries again
    );
  }, [user, endsAt, tierName, voucherList, ticketList, newest]);

  return null;
}
