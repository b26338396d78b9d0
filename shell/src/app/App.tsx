import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore, BootData, TrackFn } from 'shared-contracts';
import { OfflineSupport } from '../features/offline/OfflineSupport';
import { SessionSync } from '../features/session/SessionSync';
import { ShellContext, type ShellServices } from './ShellContext';
import { ShellRoutes } from './ShellRoutes';

export interface AppProps {
  store: AppStore;
  boot: BootData;
  track: TrackFn;
  login: (returnTo?: string) => void;
}

export function App({ store, boot, track, login }: AppProps) {
  const services = useMemo<ShellServices>(() => ({ boot, config: boot.config, track, login }), [boot, track, login]);
  // Marks the moment server markup became interactive (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.mvHydrated = '1';
  }, []);
  return (
    <Provider store={store}>
      <ShellContext.Provider value={services}>
        <BrowserRouter>
          <SessionSync />
          <OfflineSupport />
          <ShellRoutes />
        </BrowserRouter>
      </ShellContext.Provider>
    </Provider>
  );
}
