// Tracking event names every app reports through RemoteProps.track (spec §7).
export const TRACK_EVENTS = {
  pageView: 'page_view',
  login: 'login',
  logout: 'logout',
  search: 'search',
  copyReferral: 'copy_referral_code',
  createReferral: 'create_referral_code',
  redeemPromo: 'redeem_promo',
  bookmarkPromo: 'bookmark_promo',
  registerEvent: 'register_event',
  share: 'share',
  remoteError: 'remote_error',
} as const;

export type TrackEventName = (typeof TRACK_EVENTS)[keyof typeof TRACK_EVENTS];

export interface TrackPayload {
  [key: string]: string | number | boolean | null | undefined;
}

export type TrackFn = (event: TrackEventName, payload?: TrackPayload) => void;

/** A host with an explicit port ('www.myvalue.id:8443'); IPv6 brackets are not a port. */
const WITH_PORT = /:\d+$/;

/**
 * Whether the page's host (location.host) is the configured production host. Names are
 * compared case-insensitively; a production host given without a port matches it on any
 * port (PRODUCTION_HOST=localhost matches localhost:3000).
 */
function isProductionHost(host: string, productionHost: string): boolean {
  const page = host.toLowerCase();
  const production = productionHost.toLowerCase();
  return WITH_PORT.test(production) ? page === production : page.replace(WITH_PORT, '') === production;
}

/**
 * Spec §7, followed literally: "the event names carry a Staging suffix when the host is the
 * production host". It reads inverted (one would expect staging traffic to be marked), but
 * the tag manager's existing triggers expect exactly these names, so the rule is the
 * spec's word for word; the rule lives here alone.
 */
export function trackedEventName(event: string, host: string, productionHost: string): string {
  return isProductionHost(host, productionHost) ? `${event}Staging` : event;
}
