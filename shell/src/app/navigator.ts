import { useMemo } from 'react';
import { createPath, useNavigate, type NavigateOptions, type Navigator, type To } from 'react-router';
import { keepScrollOnNextNavigation } from './scroll/ScrollMemory';

/**
 * A react-router Navigator over the shell's history, for remotes' controlled routers. A
 * remote's <Link preventScrollReset> or navigate(to, { preventScrollReset }) reaches the
 * shell's scroll restoration (ScrollMemory), which then leaves the page where it is.
 */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta: number) => {
        void navigate(delta);
      },
      push: (to: To, state?: unknown, opts?: NavigateOptions) => {
        if (opts?.preventScrollReset) keepScrollOnNextNavigation();
        void navigate(to, { state });
      },
      replace: (to: To, state?: unknown, opts?: NavigateOptions) => {
        if (opts?.preventScrollReset) keepScrollOnNextNavigation();
        void navigate(to, { replace: true, state });
      },
    }),
    [navigate],
  );
}
