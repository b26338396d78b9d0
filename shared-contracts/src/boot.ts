// The boot document the BFF inlines into every HTML page (and serves at /remotes.json
// for the registry part): the browser learns remotes, config and session from it.
import type { RemoteName } from './constants';
import type { PrefixOwnership, RouteDef } from './routes';
import type { PublicConfig } from './mount';
import type { SessionState } from './store/session';

export interface LiveRemote {
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json (relative to the site or absolute). */
  entry: string;
  /** This visitor is served the remote's canary (a version on trial for a share of visitors). */
  canary?: boolean;
}

export interface RemotesDocument {
  environment: string;
  remotes: LiveRemote[];
}

export interface BootData {
  buildId: string;
  registry: RemotesDocument;
  /**
   * The pages this visitor's remote versions declare (docs/architecture.md §3): the shell's
   * router matches its own routes and these, so a page exists exactly while a version
   * declaring it is the one served. Absent: no remote page (a document made without one).
   */
  routes?: readonly RouteDef[];
  /** Which remote owns which top-level paths (the registry's). */
  prefixes?: PrefixOwnership;
  config: PublicConfig;
  session: SessionState;
  /** HTTP status the BFF answered with (404 for unknown paths). */
  status: number;
  /** A fatal error the page must show (e.g. the user fetch failed with 5xx, a failed sign-in). */
  error?: { status: number; message: string } | null;
  /** The server signed the member out on this request (introspection and refresh failed): the page says so. */
  sessionEnded?: boolean;
  /**
   * The BFF's sealed token naming this page view, its visitor and the versions it runs (every
   * page view; named for the canary decision it was first made for). Release health reports
   * return it; without it a report is not counted (docs/architecture.md §13).
   */
  canaryView?: string;
  /**
   * A session cookie came but the SSO did not answer (time-out, unreachable, circuit open):
   * the session is kept (status 'unknown'), the page renders without the member's data and
   * says so with 'Coba Lagi'. Not spec §8's fatal error, which is an SSO *answering* 5xx.
   */
  sessionUnavailable?: boolean;
  /**
   * The visitor closed the app banner (the APP_BANNER_COOKIE came with the request): the
   * shell renders without it, as the server did. Read by the shell only, which ships with the BFF.
   */
  appBannerClosed?: boolean;
  /**
   * The running home announcement, closed by this visitor (its id; the
   * ANNOUNCEMENT_CLOSED_COOKIE came and names the announcement running now): the home
   * renders without it, as the server did.
   */
  closedAnnouncement?: number;
}

export const BOOT_ELEMENT_ID = 'mv-boot';
/** The element holding the store state a server render preloads (application/json): the BFF writes it, the shell reads it. */
export const SSR_STATE_ID = 'mv-ssr-state';
/** The element naming the page's scripts (application/json): the BFF writes it, the start script (shell/src/start) reads it. */
export const START_ELEMENT_ID = 'mv-start';
/** Where the shell build writes the start script the BFF inlines in every document. */
export const START_SCRIPT_FILE = 'first-screen-start.js';

/**
 * Serialises JSON for an inline <script type="application/json">: '<' is escaped so
 * no '</script>' or '<!--' inside data can end the element early.
 */
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function serializeForScript(value: unknown): string {
  // One pass over the JSON (a member's page state is tens of kilobytes).
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}
