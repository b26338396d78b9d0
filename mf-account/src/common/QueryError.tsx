// The member area's error block: the shared QueryErrorBox, whose 'Masuk' (for an expired
// session) signs the member in again through the shell.
import { useRemoteProps } from 'shared-contracts';
import { QueryErrorBox, type QueryErrorBoxProps } from 'shared-kit';

export function QueryError(props: Omit<QueryErrorBoxProps, 'onSignIn'>) {
  const { session } = useRemoteProps();
  return <QueryErrorBox {...props} onSignIn={() => session.login()} />;
}
