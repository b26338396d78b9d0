// single-spa-react lifecycles around a remote's root component, the same way for every
// remote: one error boundary with an Indonesian fallback that reports through track.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ComponentType } from 'react';
import type { ParcelLifecycles, RemoteAppModule, RemoteProps } from '../mount';
import { CONTRACT_VERSION } from '../version';
import { TRACK_EVENTS } from '../tracking';
import { RemoteFailure } from '../ui/RemoteFailure';

export function defineParcel(name: string, Root: ComponentType<RemoteProps>): ParcelLifecycles {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    // single-spa adds its own props (name, mountParcel); the root reads only RemoteProps.
    rootComponent: Root as ComponentType<RemoteProps & AppProps>,
    errorBoundary: (err, _info, props) => {
      props.track?.(TRACK_EVENTS.remoteError, { remote: name, message: String(err?.message ?? err) });
      return <RemoteFailure />;
    },
  });
  return lifecycles as unknown as ParcelLifecycles;
}

export function defineRemoteApp(name: string, Root: ComponentType<RemoteProps>): RemoteAppModule {
  return { contractVersion: CONTRACT_VERSION, Root, ...defineParcel(name, Root) };
}
