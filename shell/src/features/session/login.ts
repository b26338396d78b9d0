// Sign-in starts at the BFF, which binds the return path to the OAuth state and sends
// the browser to the SSO page. Spec §4: before leaving (unless on /redirect) the
// current full path is kept under 'login-redirect' in session storage.
import { LOGIN_PATH, LOGIN_REDIRECT_KEY, safeReturnPath } from 'shared-contracts';

type LoginWindow = Pick<Window, 'location' | 'sessionStorage'>;

export function loginUrl(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

export function createLogin(win: LoginWindow = window): (returnTo?: string) => void {
  return (returnTo?: string) => {
    const { pathname, search, hash } = win.location;
    const onRedirectPage = pathname === '/redirect';
    // On the callback page the "current path" is the callback itself: return home.
    const target = safeReturnPath(returnTo ?? (onRedirectPage ? '/' : `${pathname}${search}${hash}`));
    if (!onRedirectPage) {
      try {
        win.sessionStorage.setItem(LOGIN_REDIRECT_KEY, target);
      } catch {
        // Storage may be unavailable (private mode quotas); the BFF keeps the path anyway.
      }
    }
    win.location.assign(loginUrl(target));
  };
}

/** Called once the member is back signed in: the stored path has done its job. */
export function clearLoginRedirect(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(LOGIN_REDIRECT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
