// The health beacon (docs/architecture.md §6, canary releases): the shell reports a remote
// version that failed to load or mount; the BFF counts it per version and aborts a
// canary that fails more than the stable version. The BFF validates the body (zod).

/** Where the shell sends its reports (navigator.sendBeacon, same origin). */
export const REMOTE_HEALTH_PATH = '/webapi/remote-health';

/** Upper bound of a report's body in bytes; the BFF refuses anything larger. */
export const REMOTE_HEALTH_MAX_BYTES = 2048;

/** A failure message is cut to this many characters before it is sent. */
export const REMOTE_HEALTH_MESSAGE_MAX = 300;

export type RemoteFailureKind = 'load' | 'mount';

export interface RemoteHealthReport {
  remote: string;
  /** The version the page was served (its registry). */
  version: string;
  kind: RemoteFailureKind;
  message?: string;
  /** The page's view token (BootData.canaryView), when it has one. */
  view?: string;
}

/** Upper bound of a view token's length (the BFF refuses a longer one). */
export const REMOTE_HEALTH_VIEW_MAX = 1024;
