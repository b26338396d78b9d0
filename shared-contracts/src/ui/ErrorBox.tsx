// A part of a page that failed to load: what went wrong in Indonesian and a way on
// ('Coba Lagi', or the caller's own action such as 'Masuk'). One look for every app.
import type { ReactNode } from 'react';
import { STRINGS } from '../strings';
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
