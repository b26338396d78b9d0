import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { selectSession, useAppSelector, useAppStore, type RemoteProps } from 'shared-contracts';
import { useShellNavigator } from './navigator';
import { useShell } from './ShellContext';

/**
 * RemoteProps for a parcel, memoised: <Parcel> calls the parcel's update on every
 * render of its parent, so props change only when location or session do.
 */
export function useMountProps(): RemoteProps {
  const store = useAppStore();
  const location = useLocation();
  const navigator = useShellNavigator();
  const { config, track, login } = useShell();
  const session = useAppSelector(selectSession);
  return useMemo(
    () => ({
      store,
      location,
      navigator,
      siteConfig: config,
      track,
      session: { status: session.status, user: session.user, login },
    }),
    [store, location, navigator, config, track, session.status, session.user, login],
  );
}
