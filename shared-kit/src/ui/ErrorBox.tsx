// A part of a page that failed to load: what went wrong in Indonesian and a way on
// ('Coba Lagi', or the caller's own action such as 'Masuk'). One look for every app.
import type { ReactNode } from 'react';
import { errorMessage, isNetworkError, isUnauthorized, STRINGS, useOnline, type QueryError } from 'shared-contracts';
import { Button } from './Button';
import styles from './ui.module.css';

export interface ErrorBoxProps {
  title: string;
  /** The explanation under the title. */
  children?: ReactNode;
  onRetry?: () => void;
  /** Replaces 'Coba Lagi' (e.g. a sign-in button for an expired session). */
  action?: ReactNode;
}

export function ErrorBox({ title, children, onRetry, action }: ErrorBoxProps) {
  return (
    <div className={styles.errorBox} role="alert">
      <p className={styles.errorBoxTitle}>{title}</p>
      {children ? <div className={styles.errorBoxText}>{children}</div> : null}
      {action ??
        (onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {STRINGS.retry}
          </Button>
        ) : null)}
    </div>
  );
}

export interface QueryErrorBoxProps {
  /** The failed call's error: its sentence is the box's text (errorMessage). */
  error?: QueryError;
  /** Default 'Gagal memuat data.' */
  title?: string;
  /** A text of the caller's instead of the error's sentence. */
  message?: string;
  onRetry?: () => void;
  /** For an expired session (401): 'Masuk' instead of 'Coba Lagi'. */
  onSignIn?: () => void;
}

/**
 * A part of a page whose data failed to load, as every app shows it. Offline it says so:
 * the query retries by itself when the connection returns (the api's refetchOnReconnect).
 */
export function QueryErrorBox({ error, title = STRINGS.loadFailedTitle, message, onRetry, onSignIn }: QueryErrorBoxProps) {
  const online = useOnline();
  const signIn = onSignIn && isUnauthorized(error) ? <Button onClick={onSignIn}>{STRINGS.signIn}</Button> : undefined;
  if (!online && error && isNetworkError(error)) {
    return (
      <ErrorBox title={STRINGS.offlineTitle} onRetry={onRetry}>
        {STRINGS.offlineText}
      </ErrorBox>
    );
  }
  return (
    <ErrorBox title={title} onRetry={onRetry} action={signIn}>
      {message ?? errorMessage(error)}
    </ErrorBox>
  );
}
