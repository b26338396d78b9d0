import { useLocation } from 'react-router';
import { selectIsMember, STRINGS, useAppSelector } from 'shared-contracts';
import { Button, SignInForm } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { useShellState } from '../shellState/ShellState';
import styles from './SessionEndedNotice.module.css';

/** The notice under the header; gone once the member closes it or is signed in again. */
export function SessionEndedNotice() {
  const { sessionEnded: ended, dismissSessionEnded: dismiss } = useShellState();
  const member = useAppSelector(selectIsMember);
  const { login } = useShell();
  const { pathname, search, hash } = useLocation();
  return (
    <div role="status" aria-live="polite">
      {ended && !member ? (
        <div className={styles.notice} data-testid="session-ended">
          <p className={styles.text}>{STRINGS.sessionEnded}</p>
          <div className={styles.actions}>
            <SignInForm returnTo={`${pathname}${search}`} onSignIn={(path) => login(`${path}${hash}`)}>
              <Button type="submit">{STRINGS.signIn}</Button>
            </SignInForm>
            <Button variant="secondary" onClick={dismiss}>
              {STRINGS.close}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
