// Mounts a remote's './app' (a single-spa-react parcel) with single-spa's mountRootParcel.
// While it loads, the area shows a loading state; if it fails to load or throws, only this
// area shows the fallback.
import { useCallback, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { Parcel as MountedParcel, ParcelConfig } from 'single-spa';
import { REMOTE_MOUNT_BUDGET_MS, retryWhenBack, RemoteFailure, Skeleton, STRINGS, TRACK_EVENTS, type ParcelLifecycles, type RemoteName } from 'shared-contracts';
import { reportRemoteFailure } from './remotes';
import { loadParcelRuntime, type ParcelRuntime } from './parcelRuntime';
import { useMountProps } from './useMountProps';
import { useShell } from './ShellContext';
import { inAppLinkTarget } from './inAppLink';
import { forgetIsland, ISLAND_ATTR, IslandsContext } from '../ssr/islands';
import styles from './RemoteOutlet.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; lifecycles: ParcelLifecycles; runtime: ParcelRuntime } | { status: 'failed' };

export function RemoteLoading({ compact = false }: { compact?: boolean }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      <Skeleton height={compact ? 24 : 32} width="40%" />
      <Skeleton height={compact ? 120 : 180} />
      {compact ? null : <Skeleton height={16} width="70%" />}
    </div>
  );
}

export interface RemoteOutletProps {
  name: RemoteName;
  /** Must be stable (module-level or memoised): a new function reloads the area. */
  load: () => Promise<ParcelLifecycles>;
  /** A page area keeps room for the page; a widget area is as tall as its content. */
  variant?: 'page' | 'widget';
}

/**
 * A page area the server rendered is hydrated in place (IslandOutlet); any other area,
 * and any later visit, loads and renders on the client (ClientOutlet).
 */
export function RemoteOutlet(props: RemoteOutletProps) {
  const islands = useContext(IslandsContext);
  const [island] = useState(() => ((props.variant ?? 'page') === 'page' ? (islands.get(props.name) ?? null) : null));
  const [abandoned, setAbandoned] = useState(false);
  if (island === null || abandoned) return <ClientOutlet {...props} />;
  return <IslandOutlet name={props.name} load={props.load} html={island} onFailure={() => setAbandoned(true)} />;
}

type IslandState = 'ssr' | 'ready';

export interface IslandOutletProps {
  name: RemoteName;
  load: () => Promise<ParcelLifecycles>;
  /** The server's markup of the area, exactly as captured before hydration. */
  html: string;
  onFailure: () => void;
  /** The island's key (a page area's is its remote's name; a widget's, widgetIslandKey). */
  islandKey?: string;
  /** False keeps the server's markup as it is, and loads nothing, until it turns true. */
  start?: boolean;
  variant?: 'page' | 'widget';
  /** Receives the area's element (a deferred island observes it). */
  areaRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The server's markup stays as it is (the same HTML string, so React never touches it)
 * until the remote's parcel hydrates it with hydrateRoot; then it is the parcel's. If the
 * remote fails to load or hydrate, the area falls back to the client path (retry included).
 */
export function IslandOutlet({ name, load, html, onFailure, islandKey = name, start = true, variant = 'page', areaRef }: IslandOutletProps) {
  const [state, setState] = useState<IslandState>('ssr');
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);
  const { track } = useShell();
  const props = useMountProps();
  const latestProps = useRef(props);
  latestProps.current = props;
  const failed = useRef(onFailure);
  failed.current = onFailure;
  // The session the server rendered the markup for: the first render hydrates the shell
  // with the server's state. If it has changed before the island wakes (a logout on the
  // home page, whose widgets below the fold wait for a scroll), the store that markup came
  // from is gone (endMemberSession drops every cached answer): hydrating it would render
  // skeletons where the server put the list, React's error #418 (issue 43). The parcel
  // then renders afresh in the element, replacing the markup, as a client-side area would.
  const [renderedFor] = useState(props.session.status);
  // Until a widget's parcel owns its markup its links are plain links: the shell routes them
  // in the app (a home widget waits for the visitor's first touch to hydrate, see
  // RemoteWidget). Every one leads off the home page, so the island goes with it. Not a page
  // area's: a link there may stay on the page (a pager's '?page=2'), and the parcel would
  // then hydrate the server's page 1 for page 2; it hydrates at once anyway.
  const navigate = useNavigate();
  const routePlainLink = (event: MouseEvent<HTMLDivElement>) => {
    const to = inAppLinkTarget(event);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };

  useEffect(() => {
    if (!start) return undefined;
    let live = true;
    Promise.all([load(), loadParcelRuntime()])
      .then(([lifecycles, { mountRootParcel }]) => {
        if (!live || !element.current) return undefined;
        const mounted = mountRootParcel(lifecycles as unknown as ParcelConfig, {
          ...latestProps.current,
          domElement: element.current,
          hydrate: latestProps.current.session.status === renderedFor,
        });
        parcel.current = mounted;
        forgetIsland(islandKey);
        return mounted.mountPromise.then(() => {
          if (live) setState('ready');
        });
      })
      .catch((error: unknown) => {
        track(TRACK_EVENTS.remoteError, { remote: name, message: String(error) });
        forgetIsland(islandKey);
        if (live) failed.current();
      });
    return () => {
      live = false;
      releaseParcel(parcel);
    };
  }, [name, islandKey, load, track, start, renderedFor]);

  useParcelUpdates(parcel, props, state === 'ready');
  useMountBudget(name, state === 'ready', start && variant === 'page');

  return (
    <div
      ref={areaRef}
      className={variant === 'page' ? styles.area : undefined}
      data-remote-area={name}
      data-remote-state={!start && state === 'ssr' ? 'deferred' : state}
      onClick={variant === 'widget' && state === 'ssr' ? routePlainLink : undefined}
    >
      <div {...{ [ISLAND_ATTR]: islandKey }} ref={element} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function ClientOutlet({ name, load, variant = 'page' }: RemoteOutletProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // 'ready' once the parcel has mounted (its links and buttons work), not merely loaded.
  const [mounted, setMounted] = useState(false);
  const { track } = useShell();
  const props = useMountProps();
  const latestProps = useRef(props);
  latestProps.current = props;
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setMounted(false);
    Promise.all([load(), loadParcelRuntime()]).then(
      ([lifecycles, runtime]) => live && setState({ status: 'ready', lifecycles, runtime }),
      (error: unknown) => {
        track(TRACK_EVENTS.remoteError, { remote: name, message: String(error) });
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, load, attempt, track]);

  // Loaded: the parcel mounts into the area's element (single-spa's mountRootParcel, as
  // the server-rendered area's). A failure to mount shows the area's fallback.
  useEffect(() => {
    if (state.status !== 'ready' || !element.current) return undefined;
    let live = true;
    const fail = (error: unknown) => {
      track(TRACK_EVENTS.remoteError, { remote: name, message: error instanceof Error ? error.message : String(error) });
      if (live) setState({ status: 'failed' });
    };
    try {
      const created = state.runtime.mountRootParcel(state.lifecycles as unknown as ParcelConfig, {
        ...latestProps.current,
        domElement: element.current,
      });
      parcel.current = created;
      created.mountPromise.then(() => live && setMounted(true), fail);
    } catch (error) {
      fail(error);
    }
    return () => {
      live = false;
      releaseParcel(parcel);
    };
  }, [state, name, track]);

  useParcelUpdates(parcel, props, mounted);
  useMountBudget(name, mounted, variant === 'page' && state.status !== 'failed');

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // An area that failed (most often: no signal) loads again by itself when the connection
  // returns; a returning signal is often shaky, so a few more tries follow, further apart.
  const failed = state.status === 'failed';
  const autoRetries = useRef({ n: 0 });
  useEffect(() => (failed ? retryWhenBack(retry, autoRetries.current) : undefined), [failed, retry]);
  useEffect(() => {
    if (mounted) autoRetries.current.n = 0;
  }, [mounted]);
  let content: ReactNode;
  if (state.status === 'loading') content = <RemoteLoading compact={variant === 'widget'} />;
  else if (state.status === 'failed') content = <RemoteFailure onRetry={retry} />;
  else content = <div ref={element} />;
  // The area marks which remote owns this part of the page (and what loads or failed there).
  return (
    <div
      className={variant === 'page' ? styles.area : undefined}
      data-remote-area={name}
      data-remote-state={state.status === 'ready' && !mounted ? 'mounting' : state.status}
    >
      {content}
    </div>
  );
}

/**
 * A page area still not mounted REMOTE_MOUNT_BUDGET_MS after it started (the page in view)
 * is a failure the visitor met: reported as the remote's 'timeout' (release health). A
 * failed area was reported already, and an offline one is not the version's doing.
 */
function useMountBudget(name: RemoteName, mounted: boolean, watching: boolean): void {
  useEffect(() => {
    if (mounted || !watching) return undefined;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') reportRemoteFailure(name, 'timeout', new Error(`${name} not mounted within ${REMOTE_MOUNT_BUDGET_MS} ms`));
    }, REMOTE_MOUNT_BUDGET_MS);
    return () => window.clearTimeout(timer);
  }, [name, mounted, watching]);
}

/** Unmounts the area's parcel, if it got as far as mounting, and lets go of it. */
function releaseParcel(parcel: RefObject<MountedParcel | null>): void {
  const mounted = parcel.current;
  parcel.current = null;
  if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount();
}

/**
 * A mounted parcel follows the shell's location and session, one update at a time
 * (single-spa refuses an update while another runs: two quick Back presses would leave the
 * remote on the first one's page).
 */
function useParcelUpdates(parcel: RefObject<MountedParcel | null>, props: object, mounted: boolean): void {
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const current = parcel.current;
    if (!mounted || !current?.update) return;
    const next = { ...props };
    updates.current = updates.current
      .catch(() => undefined)
      .then(() => (parcel.current === current && current.getStatus() === 'MOUNTED' ? current.update?.(next) : undefined));
  }, [parcel, props, mounted]);
}
