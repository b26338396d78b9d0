// The health beacon (docs/architecture.md §6, canary releases): the shell reports a remote
// version that failed to load or mount; the BFF counts it per version and aborts a
// canary that fails more than the stable version. The BFF validates the body (zod).

/** Where the shell sends its reports (navigator.sendBeacon, same origin). */
export const REMOTE_HEALTH_PATH = '/webapi/remote-health';

/** Upper bound of a report's body in bytes; the BFF refuses anything larger. */
export const REMOTE_HEALTH_MAX_BYTES = 2048;

/** A failure message is cut to this many characters before it is sent. */
export const REMOTE_HEALTH_MESSAGE_MAX = 300;

/**
 * What a visitor met, as the browser sees it: 'load' a manifest, entry, chunk or module that
 * did not load; 'mount' a parcel lifecycle that threw; 'render' an area showing its error state
 * (its boundary caught a render or effect error); 'error' an unhandled error or rejection
 * whose stack is in the remote's files; 'timeout' a page area that never mounted within
 * REMOTE_MOUNT_BUDGET_MS.
 */
export const REMOTE_FAILURE_KINDS = ['load', 'mount', 'render', 'error', 'timeout'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** A page area still not mounted this long after it started (online, page visible) counts as failed. */
export const REMOTE_MOUNT_BUDGET_MS = 20_000;

/**
 * Not a failure: a canaried remote's area mounted on a page whose document did not run that
 * remote (a client navigation from /about to /promo). The BFF counts it as the page view a
 * document of that remote would have been: without it such a visitor counted only when it
 * failed, so every version's failure rate was raised the more its visitors came by client
 * navigation (the account's nearly all), and a canary could be aborted for chance alone.
 */
export const REMOTE_SERVED_REPORT = 'served';
export type RemoteHealthKind = RemoteFailureKind | typeof REMOTE_SERVED_REPORT;

export interface RemoteHealthReport {
  remote: string;
  /** The version the page was served (its registry). */
  version: string;
  kind: RemoteHealthKind;
  message?: string;
  /** The page's view token (BootData.canaryView), when it has one. */
  view?: string;
}

/** Upper bound of a view token's length (the BFF refuses a longer one). */
export const REMOTE_HEALTH_VIEW_MAX = 1024;
