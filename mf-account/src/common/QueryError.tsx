// The member area's error block: the shared QueryErrorBox, whose 'Masuk' (for an expired
// session) signs the member in again through the shell.
import { QueryErrorBox, useRemoteProps, type QueryErrorBoxProps } from 'shared-contracts';

export function QueryError(props: Omit<QueryErrorBoxProps, 'onSignIn'>) {
  const { session } = useRemoteProps();
  return <QueryErrorBox {...props} onSignIn={() => session.login()} />;
}
