// The one error block of the member area: an Indonesian message, 'Coba Lagi', and for an
// expired session (401) a way to sign in again instead of a dead end.
import { Button, STRINGS, useRemoteProps } from 'shared-contracts';
import { errorMessage, isUnauthorized, type QueryError as QueryErrorValue } from './errors';
import styles from './common.module.css';

export interface QueryErrorProps {
  error: QueryErrorValue;
  onRetry?: () => void;
  /** Shown before the message, e.g. 'Gagal memuat poin.' */
  title?: string;
}

export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  const { session } = useRemoteProps();
  const unauthorized = isUnauthorized(error);
  return (
    <div role="alert" className={styles.error}>
      {title ? <p className={styles.errorTitle}>{title}</p> : null}
      <p>{errorMessage(error)}</p>
      {unauthorized ? (
        <Button onClick={() => session.login()}>Masuk</Button>
      ) : onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {STRINGS.retry}
        </Button>
      ) : null}
    </div>
  );
}
