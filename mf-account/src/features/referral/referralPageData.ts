// What /account/referral reads (ReferralPage, ReferralCodeCard): the page table's data for
// the server prefetch.
import { memberApi, queryCall, type DataCall } from 'shared-contracts';
import { referralApi } from '../../api/referralApi';

export function referralData(): DataCall[] {
  return [queryCall(referralApi.endpoints.getReferralSummary, undefined), queryCall(memberApi.endpoints.getReferralCode, undefined)];
}
