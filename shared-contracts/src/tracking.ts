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

/**
 * Spec §7: the event name carries a 'Staging' suffix depending on the host; the rule
 * lives here alone. The suffix marks events sent from anywhere but the production
 * host, so staging traffic never pollutes production reports.
 */
export function trackedEventName(event: string, host: string, productionHost: string): string {
  return host === productionHost ? event : `${event}Staging`;
}
