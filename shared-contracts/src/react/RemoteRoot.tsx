// The frame every remote's root renders: the shared store and the shell-driven router.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'react-router';
import type { RemoteProps } from '../mount';
import { RemotePropsContext } from './RemoteContext';

export function RemoteFrame({ props, children }: { props: RemoteProps; children: ReactNode }) {
  return (
    <Provider store={props.store}>
      <RemotePropsContext.Provider value={props}>
        <Router location={props.location} navigator={props.navigator}>
          {children}
        </Router>
      </RemotePropsContext.Provider>
    </Provider>
  );
}
