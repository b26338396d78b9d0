// What /account/badge reads (BadgesPage): the page table's data for the server prefetch.
import { memberApi, queryCall, type DataCall } from 'shared-contracts';

export function badgesData(): DataCall[] {
  return [queryCall(memberApi.endpoints.getBadgesByCategory, undefined)];
}
