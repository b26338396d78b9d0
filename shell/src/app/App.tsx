import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { routeTableFor, type AppStore, type BootData, type TrackFn } from 'shared-contracts';
import { ShellStateProvider } from '../features/shellState/ShellState';
import { ShellContext, type ShellServices } from './ShellContext';
import { ShellRoot } from './ShellRoot';

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
  // The declarative router (not the data router: no loaders or actions are used, and its
  // code was 15 kB more on every first load, issue 43).
  return (
    <Provider store={store}>
      <ShellContext.Provider value={services}>
        <ShellStateProvider boot={boot}>
          <BrowserRouter>
            <ShellRoot />
          </BrowserRouter>
        </ShellStateProvider>
      </ShellContext.Provider>
    </Provider>
  );
}
