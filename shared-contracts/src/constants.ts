// Business constants of spec §9 and the names every part agrees on.
export const COOKIE_ACCESS_TOKEN = 'access-token';
export const COOKIE_REFRESH_TOKEN = 'refresh-token';
/** An access token counts as expired when exp is more than this far in the past. */
export const TOKEN_EXPIRY_TOLERANCE_SECONDS = 60;
export const CATEGORIES_PAGE_SIZE = 50;
export const ERROR_TRACE_SAMPLE_RATE = 0.7;
export const COPIED_FLAG_MS = 1500;
export const FOOTER_START_YEAR = 2018;
export const MOBILE_BANNER_DEFAULT_VISIBLE = true;
/**
 * What a visitor closed stays closed: the app banner and the home's running announcement
 * are each remembered in a cookie the BFF reads, so the next document is rendered without
 * them (nothing painted and then taken away: no layout shift). Not secrets and not
 * HttpOnly: the close buttons write the same cookies in the page too.
 */
export const APP_BANNER_COOKIE = 'mv-app-banner';
/** The only value the cookie takes; anything else is ignored (the banner shows). */
export const APP_BANNER_CLOSED = 'tutup';
/** How long a closing is remembered: a year, in seconds. */
export const CLOSED_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * The BFF's close endpoints (POST, the close buttons' forms before the scripts run): each
 * sets its cookie and sends the browser back (303) to the same-origin path in its query's
 * CLOSE_RETURN_PARAM, validated at the edge ('/' otherwise).
 */
export const APP_BANNER_CLOSE_PATH = '/webapi/app-banner/tutup';
export const CLOSE_RETURN_PARAM = 'kembali';
/**
 * The home announcement a visitor closed: its id (a new announcement, a new id, shows
 * again). The BFF honours it only while that announcement is the running one.
 */
export const ANNOUNCEMENT_CLOSED_COOKIE = 'mv-announcement-closed';
/** Its close endpoint (POST): ANNOUNCEMENT_ID_PARAM names the announcement closed. */
export const ANNOUNCEMENT_CLOSE_PATH = '/webapi/announcement/tutup';
export const ANNOUNCEMENT_ID_PARAM = 'id';

/** An announcement id as the cookie or the close form carries it (a positive integer of at most 15 digits, always exact); null for anything else. */
export function announcementIdOf(raw: unknown): number | null {
  return typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
/** Session-storage key holding the path to return to after sign-in. */
export const LOGIN_REDIRECT_KEY = 'login-redirect';
/** The BFF's sign-in start (GET, `returnTo` = the same-origin path to come back to). */
export const LOGIN_PATH = '/webapi/session/login';
/**
 * The brand colour as the browser's chrome shows it: the web app manifest's theme_color and
 * the documents' <meta name="theme-color"> (the shell's and the offline page's templates).
 * The stylesheets' --mv-brand (styles/tokens.css) is the same colour (constants.test.ts).
 */
export const THEME_COLOR = '#84329B';
export const SITE_NAME = 'MyValue';
/**
 * Longest search query (characters, as String.length counts them) the Content API's lists
 * accept in `q`; the search page explains a longer one instead of sending it.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Poll interval of the builds/latest manifest. */
export const BUILDS_POLL_MS = 60_000;

export { REMOTE_NAMES, type RemoteName } from './remotes';
