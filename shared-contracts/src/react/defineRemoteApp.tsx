// single-spa-react lifecycles around a remote's root component, the same way for every
// remote: one error boundary with an Indonesian fallback that reports through track.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ComponentType } from 'react';
import type { ParcelLifecycles, RemoteAppModule, RemoteProps, RemoteWidget, WidgetData } from '../mount';
import { TRACK_EVENTS } from '../tracking';
import { RemoteFailure } from '../ui/RemoteFailure';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { RemoteFrame } from './RemoteRoot';

/** The component inside the shared store and the shell-driven router. */
function framed(name: string, Content: ComponentType<RemoteProps>): ComponentType<RemoteProps> {
  const Framed = (props: RemoteProps) => (
    <RemoteFrame props={props}>
      <AreaErrorBoundary
        resetKey={`${props.location.pathname}${props.location.search}`}
        onError={(err) => props.track?.(TRACK_EVENTS.remoteError, { remote: name, message: String((err as Error)?.message ?? err) })}
      >
        <Content {...props} />
      </AreaErrorBoundary>
    </RemoteFrame>
  );
  Framed.displayName = `Framed(${Content.displayName ?? Content.name})`;
  return Framed;
}

/** Runs the chunk of the page at `pathname` (a lazy page) so hydration does not wait for it. */
export type PagePreload = (pathname: string) => Promise<unknown>;

export function defineParcel(name: string, Root: ComponentType<RemoteProps>, preload?: PagePreload): ParcelLifecycles {
  // Set for the duration of one mount call: single-spa-react asks renderType (without
  // props) synchronously inside mount, so the mount's own `hydrate` prop decides.
  let hydrating = false;
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    // The shell mounts with { hydrate: true, domElement } when the server rendered this
    // area: hydrateRoot adopts the server markup; otherwise createRoot renders afresh.
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // single-spa adds its own props (name, mountParcel); the root reads only RemoteProps.
    rootComponent: Root as ComponentType<RemoteProps & AppProps>,
    errorBoundary: (err, _info, props) => {
      props.track?.(TRACK_EVENTS.remoteError, { remote: name, message: String(err?.message ?? err) });
      return <RemoteFailure />;
    },
  });
  const mountNow = (props: object) => {
    hydrating = (props as { hydrate?: unknown }).hydrate === true;
    try {
      // single-spa-react calls hydrateRoot synchronously inside mount: in a transition the
      // hydration is time-sliced (yields every few ms) instead of one long task.
      let mounted: Promise<unknown> | undefined;
      React.startTransition(() => {
        mounted = lifecycles.mount(props as RemoteProps & AppProps);
      });
      return mounted as Promise<unknown>;
    } finally {
      hydrating = false;
    }
  };
  const mount = async (props: object) => {
    // The server preloaded the page's chunk: run it first (a failure is the page boundary's to show).
    const pathname = (props as Partial<RemoteProps>).location?.pathname;
    if (preload && pathname) await preload(pathname).catch(() => undefined);
    return mountNow(props);
  };
  return { ...lifecycles, mount } as unknown as ParcelLifecycles;
}

/**
 * Marks the remote's area with its name and release version (data-remote-version), so
 * ops and tests can see which version is mounted. display: contents keeps layout as is.
 */
function versioned(name: string, version: string, Inner: ComponentType<RemoteProps>): ComponentType<RemoteProps> {
  const Versioned = (props: RemoteProps) => (
    <div data-remote-app={name} data-remote-version={version} style={{ display: 'contents' }}>
      <Inner {...props} />
    </div>
  );
  Versioned.displayName = `Versioned(${name})`;
  return Versioned;
}

/** What a remote's build compiled in (rspack.base.config.ts's DefinePlugin). */
export interface RemoteBuildStamp {
  /** The release version (__MV_REMOTE_VERSION__), shown as data-remote-version; absent under jest. */
  version?: string;
  /**
   * The contract the remote was built against (__MV_CONTRACT_VERSION__: its own checkout's
   * CONTRACT_VERSION at build time). Never read CONTRACT_VERSION here at run time: this
   * module is the shell's shared singleton, so that would be the shell's version.
   */
  contractVersion: string;
}

/**
 * A remote's './app': `Content` renders its <Routes>; the frame (store, router) is added
 * here. It reports the build's own contract version and shows its release version.
 */
export function defineRemoteApp(
  name: string,
  Content: ComponentType<RemoteProps>,
  stamp: RemoteBuildStamp,
  options: { preload?: PagePreload } = {},
): RemoteAppModule {
  const framedRoot = framed(name, Content);
  const Root = stamp.version ? versioned(name, stamp.version, framedRoot) : framedRoot;
  return { contractVersion: stamp.contractVersion, Root, ...defineParcel(name, Root, options.preload) };
}

/**
 * A home-page widget of a remote: its own parcel, mounted by the shell's RemoteWidget.
 * With `data` (the calls its hooks make) the server renders it into the home page's HTML
 * and the parcel hydrates that markup.
 */
export function defineWidget(name: string, Content: ComponentType<RemoteProps>, options: { data?: WidgetData } = {}): RemoteWidget {
  const Root = framed(name, Content);
  return { Root, ...defineParcel(name, Root), ...(options.data ? { data: options.data } : {}) };
}
