import { useMemo } from 'react';
import { createPath, useNavigate, type Navigator, type To } from 'react-router';

/** A react-router Navigator over the shell's history, for remotes' controlled routers. */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta: number) => {
        void navigate(delta);
      },
      push: (to: To, state?: unknown) => {
        void navigate(to, { state });
      },
      replace: (to: To, state?: unknown) => {
        void navigate(to, { replace: true, state });
      },
    }),
    [navigate],
  );
}
