// Spec §2 user menu. Signed out: 'Masuk / Daftar' (to the SSO through the BFF). Signed in:
// the member menu (MemberMenu.tsx), loaded only for members (lazyMemberMenu.ts).
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { selectSession, STRINGS, TRACK_EVENTS, useAppSelector } from 'shared-contracts';
import { SignInForm } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { useShellState } from '../shellState/ShellState';
import { MemberMenu } from './lazyMemberMenu';
import styles from './UserMenu.module.css';

export { MENU_TEXT } from './menuText';

export function UserMenu() {
  const session = useAppSelector(selectSession);
  const { login, track } = useShell();
  const { sessionUnavailable } = useShellState();
  // Signed in but unconfirmed (the SSO did not answer): no 'Masuk' to a member; the notice
  // under the header says what is missing and offers 'Coba Lagi'.
  if (session.status !== 'member' && sessionUnavailable) return null;
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

/** Works without script too (SignInForm): sign-in returns to this page. */
function LoginButton({ onLogin }: { onLogin: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <SignInForm returnTo={`${pathname}${search}`} onSignIn={onLogin}>
      <button type="submit" className={styles.login}>
        {STRINGS.loginButton}
      </button>
    </SignInForm>
  );
}
