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
 * The app banner a visitor closed stays closed: a cookie the BFF reads, so the next
 * document is rendered without it (nothing painted and then taken away: no layout shift).
 * Not a secret and not HttpOnly: the banner's close button writes it in the page too.
 */
export const APP_BANNER_COOKIE = 'mv-app-banner';
/** The only value the cookie takes; anything else is ignored (the banner shows). */
export const APP_BANNER_CLOSED = 'tutup';
/** A year, in seconds. */
export const APP_BANNER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * The BFF's close endpoint (POST, the close button's form before the scripts run): sets the
 * cookie and sends the browser back (303) to the same-origin path in its query's
 * APP_BANNER_RETURN_PARAM, validated at the edge ('/' otherwise).
 */
export const APP_BANNER_CLOSE_PATH = '/webapi/app-banner/tutup';
export const APP_BANNER_RETURN_PARAM = 'kembali';
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
