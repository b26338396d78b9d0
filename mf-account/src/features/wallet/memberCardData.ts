// What /account/card reads: the tier (its chip) and, for the offline wallet the page keeps,
// the first page of active vouchers and tickets, so the wallet is written from the server's
// answers as soon as the page runs, without asking again.
import { memberApi, queryCall, type DataCall } from 'shared-contracts';
import { activeVouchersData } from '../../api/vouchersApi';

export function memberCardData(): DataCall[] {
  return [queryCall(memberApi.endpoints.getTier, undefined), ...activeVouchersData()];
}
