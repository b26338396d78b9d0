// The request store's parts that are not one page's: the chrome's data (header, app
// links, the member's header data) and what of the state the browser gets. The server
// renderer uses them; the hydration test (infra/ssr) too, so it checks what the BFF does.
import { memberApi, siteApi, type AppStore, type RootState } from 'shared-contracts';

/** The chrome's data (useHeaderCategories, useAppLinks, useMemberHeaderData) so it renders complete. */
export function prefetchChrome(store: AppStore, member: boolean): void {
  void store.dispatch(memberApi.endpoints.getHeaderCategories.initiate());
  void store.dispatch(siteApi.endpoints.getAppLinks.initiate());
  if (!member) return;
  void store.dispatch(memberApi.endpoints.getTier.initiate());
  void store.dispatch(memberApi.endpoints.getCards.initiate());
  void store.dispatch(memberApi.endpoints.getPoint.initiate());
  void store.dispatch(memberApi.endpoints.getBadgesByCategory.initiate());
  void store.dispatch(memberApi.endpoints.getReferralCode.initiate());
}

/**
 * What the browser gets: the api's settled queries (no subscriptions, no mutations) and
 * the page entities; the session comes from boot data.
 */
export function serialisableState(state: RootState): Partial<RootState> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, q]) => q && (q.status === 'fulfilled' || q.status === 'rejected')),
  );
  return {
    api: { ...state.api, queries, mutations: {}, subscriptions: {} } as RootState['api'],
    globalContext: state.globalContext,
  };
}
