// What /account reads (OverviewPage and TierCard): the page table's data for the server
// prefetch. The header's own member calls (tier, point, badges) are the same requests.
import { memberApi, queryCall, type DataCall } from 'shared-contracts';
import { pointsApi } from '../../api/pointsApi';

export function overviewData(): DataCall[] {
  return [
    queryCall(memberApi.endpoints.getUser, undefined),
    queryCall(memberApi.endpoints.getTier, undefined),
    queryCall(memberApi.endpoints.getPoint, undefined),
    queryCall(pointsApi.endpoints.getPointExpired, undefined),
    queryCall(memberApi.endpoints.getBadgesByCategory, undefined),
  ];
}
