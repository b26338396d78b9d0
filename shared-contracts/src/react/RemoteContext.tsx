// Inside a remote, the RemoteProps the shell handed over, for any component to read.
import { createContext, useContext, useEffect } from 'react';
import type { RemoteProps } from '../mount';
import { pageTitle } from '../title';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a remote root');
  return props;
}

/** Sets the document title through the one template ('{page} - MyValue'). */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
}
