// What /learn-more reads: its CMS copy (the main call: its status is the page's) and the
// card types, both in the server's render. CmsPage's and CardTypes' hooks ask with the
// same arguments.
import { queryCall, type DataCall } from 'shared-contracts';
import { cardTypesApi } from '../../api/cardTypesApi';
import { cmsApi } from '../../api/cmsApi';

export const LEARN_MORE_SLUG = 'learn-more';

export function learnMoreData(): DataCall[] {
  return [queryCall(cmsApi.endpoints.getCmsPage, LEARN_MORE_SLUG, { main: true }), queryCall(cardTypesApi.endpoints.getPublicCardTypes, undefined)];
}
