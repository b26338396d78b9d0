// A signed-in member whose SSO did not answer (slow or down; BootData.sessionUnavailable,
// or /webapi/session answering 'unavailable'): the page is theirs all the same, public
// content included; the parts that need their account say 'Data akun sementara tidak dapat
// dimuat' with 'Coba Lagi'. The session is kept: nothing here signs them out.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { selectIsMember, signedIn, STRINGS, useAppDispatch, useAppSelector, usePageTitle } from 'shared-contracts';
import { Button, ErrorBox, PageHeading } from 'shared-kit';
import { useShellState } from '../shellState/ShellState';
import { useShell } from '../../app/ShellContext';
import { fetchSession } from './sessionClient';
import styles from './SessionEndedNotice.module.css';

/**
 * 'Coba Lagi': asks the BFF again. Signed in after all: the member's parts load at once.
 * Still no answer: the notice stays (said again). Anything else (the session ended, a
 * fatal error): the page is loaded again, and the BFF's document says what happened.
 */
export function useSessionRetry(): { retry: () => Promise<void>; checking: boolean; tries: number } {
  const dispatch = useAppDispatch();
  const { setSessionUnavailable } = useShellState();
  const [checking, setChecking] = useState(false);
  const [tries, setTries] = useState(0);
  const retry = async () => {
    setChecking(true);
    const answer = await fetchSession();
    setChecking(false);
    if (answer && 'unavailable' in answer) {
      setTries((n) => n + 1);
      return;
    }
    if (answer && 'status' in answer && answer.status === 'member' && answer.user) {
      dispatch(signedIn({ user: answer.user, expiresAt: answer.expiresAt }));
      setSessionUnavailable(false);
      return;
    }
    window.location.reload();
  };
  return { retry, checking, tries };
}

/** Under the header on every page but the member-only ones (they say it in place of their content). */
export function AccountUnavailableNotice() {
  const { sessionUnavailable } = useShellState();
  const member = useAppSelector(selectIsMember);
  const { pathname } = useLocation();
  const { retry, checking, tries } = useSessionRetry();
  const { routes } = useShell();
  const memberOnly = routes.match(pathname)?.route.requiresSession === true;
  return (
    <div role="status" aria-live="polite">
      {sessionUnavailable && !member && !memberOnly ? (
        <div className={styles.notice} data-testid="account-unavailable">
          {/* A new key after each failed try: screen readers hear it again. */}
          <p className={styles.text} key={tries}>
            {STRINGS.accountDataUnavailable}. {STRINGS.accountDataUnavailableHint}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void retry()} disabled={checking} aria-busy={checking}>
              {STRINGS.retry}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A member-only page (/account…) while the SSO does not answer. */
export function AccountUnavailablePage({ title }: { title: string }) {
  const { retry, checking, tries } = useSessionRetry();
  usePageTitle(title);
  return (
    <section aria-label={title} data-testid="account-unavailable-page">
      <PageHeading>{title}</PageHeading>
      <ErrorBox
        key={tries}
        title={STRINGS.accountDataUnavailable}
        action={
          <Button variant="secondary" onClick={() => void retry()} disabled={checking} aria-busy={checking}>
            {STRINGS.retry}
          </Button>
        }
      >
        {STRINGS.accountDataUnavailableHint}
      </ErrorBox>
    </section>
  );
}
