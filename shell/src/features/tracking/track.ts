// The one track function of the site (handed to remotes in RemoteProps): events go to
// the tag manager's data layer with the staging-suffix rule decided in shared-contracts.
import { trackedEventName, type TrackFn, type TrackPayload } from 'shared-contracts';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function createTrack(productionHost: string, win: Window = window): TrackFn {
  return (event, payload?: TrackPayload) => {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ ...payload, event: trackedEventName(event, win.location.host, productionHost) });
  };
}
