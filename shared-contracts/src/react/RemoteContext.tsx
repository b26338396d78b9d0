// Inside a remote, the RemoteProps the shell handed over, for any component to read.
import { createContext, useContext } from 'react';
import type { RemoteProps } from '../mount';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote root');
  return props;
}
