// What a visitor closed for good (the app banner, the home's announcement) is a cookie the
// BFF reads, so the next document comes without it (shared-contracts CLOSED_COOKIE_MAX_AGE).
// The close buttons are forms posting to the BFF (banner/closeRoutes.ts), which work before
// the scripts run; hydrated, the page writes the same cookie itself, as written here.
import { CLOSE_RETURN_PARAM, CLOSED_COOKIE_MAX_AGE } from 'shared-contracts';

/** The cookie as the BFF's close endpoints set it: the same name, path, lifetime and SameSite. */
export function rememberClosed(name: string, value: string, doc: Document = document): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${value}; Path=/; Max-Age=${CLOSED_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** A cookie's value in this page, or null (the values written here need no decoding). */
export function cookieValue(name: string, doc: Document = document): string | null {
  const prefix = `${name}=`;
  return doc.cookie.split('; ').find((pair) => pair.startsWith(prefix))?.slice(prefix.length) ?? null;
}

/** A close endpoint's address, coming back to this page (`params`: what the endpoint needs besides). */
export function closeAction(endpoint: string, pathname: string, search: string, params: Record<string, string> = {}): string {
  return `${endpoint}?${new URLSearchParams({ ...params, [CLOSE_RETURN_PARAM]: `${pathname}${search}` }).toString()}`;
}
