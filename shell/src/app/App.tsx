import { useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routeTableFor, type AppStore, type BootData, type TrackFn } from 'shared-contracts';
import { ShellStateProvider } from '../features/shellState/ShellState';
import { ShellContext, type ShellServices } from './ShellContext';
import { settleScroll } from './scroll/settleScroll';
import { SHELL_ROUTE_OBJECTS } from './ShellRoot';

export interface AppProps {
  store: AppStore;
  boot: BootData;
  track: TrackFn;
  login: (returnTo?: string) => void;
}

export function App({ store, boot, track, login }: AppProps) {
  const services = useMemo<ShellServices>(() => ({ boot, config: boot.config, routes: routeTableFor(boot.routes), track, login }), [boot, track, login]);
  // Marks the moment server markup became interactive (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.mvHydrated = '1';
  }, []);
  const [router] = useState(() => createBrowserRouter(SHELL_ROUTE_OBJECTS));
  useEffect(() => settleScroll(router), [router]);
  return (
    <Provider store={store}>
      <ShellContext.Provider value={services}>
        <ShellStateProvider boot={boot}>
          <RouterProvider router={router} />
        </ShellStateProvider>
      </ShellContext.Provider>
    </Provider>
  );
}
