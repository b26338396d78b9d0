// The one error block of the member area (the shared error box): an Indonesian message,
// 'Coba Lagi', and for an expired session (401) a way to sign in again instead of a dead end.
import { Button, ErrorBox, useRemoteProps } from 'shared-contracts';
import { errorMessage, isUnauthorized, type QueryError as QueryErrorValue } from './errors';

export interface QueryErrorProps {
  error: QueryErrorValue;
  onRetry?: () => void;
  /** Shown before the message, e.g. 'Gagal memuat poin.' */
  title?: string;
}

export const QUERY_ERROR_TITLE = 'Gagal memuat data.';

export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  const { session } = useRemoteProps();
  const signIn = isUnauthorized(error) ? <Button onClick={() => session.login()}>Masuk</Button> : undefined;
  return (
    <ErrorBox title={title ?? QUERY_ERROR_TITLE} onRetry={onRetry} action={signIn}>
      {errorMessage(error)}
    </ErrorBox>
  );
}
