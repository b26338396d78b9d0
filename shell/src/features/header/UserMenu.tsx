// Spec §2 user menu. Signed out: 'Masuk / Daftar' (to the SSO through the BFF). Signed in:
// the member menu (MemberMenu.tsx), loaded only for members (lazyMemberMenu.ts).
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { safeReturnPath, selectSession, STRINGS, TRACK_EVENTS, useAppSelector } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';
import { LOGIN_PATH } from '../session/login';
import { MemberMenu } from './lazyMemberMenu';
import styles from './UserMenu.module.css';

export { MENU_TEXT } from './menuText';

export function UserMenu() {
  const session = useAppSelector(selectSession);
  const { login, track } = useShell();
  if (session.status === 'member' && session.user) {
    const name = session.user.fullName || session.user.firstName;
    // Hydration keeps the server's menu until the chunk arrives; a client render (after
    // signing in elsewhere) shows the avatar and name meanwhile.
    return (
      <Suspense
        fallback={
          <span className={styles.trigger} aria-busy="true">
            <img src={session.user.photo} alt="" width={32} height={32} className={styles.avatar} />
            <span className={styles.name}>{name}</span>
          </span>
        }
      >
        <MemberMenu user={session.user} />
      </Suspense>
    );
  }
  return (
    <LoginButton
      onLogin={() => {
        track(TRACK_EVENTS.login);
        login();
      }}
    />
  );
}

/**
 * A form around the button: a tap before the page is interactive (its scripts load after
 * the first screen) still starts sign-in, as a plain GET to the BFF with the page to return
 * to. Once interactive, the app's login() runs instead (it also remembers the path).
 */
function LoginButton({ onLogin }: { onLogin: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="get"
      action={LOGIN_PATH}
      className={styles.loginForm}
      onSubmit={(event) => {
        event.preventDefault();
        onLogin();
      }}
    >
      <input type="hidden" name="returnTo" value={safeReturnPath(`${pathname}${search}`)} />
      <button type="submit" className={styles.login}>
        {STRINGS.loginButton}
      </button>
    </form>
  );
}
