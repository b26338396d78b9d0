// Mounts a remote's './app' as a single-spa-react parcel. While it loads, the area shows
// a loading state; if it fails to load or throws, only this area shows the fallback.
import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { RemoteFailure, Skeleton, STRINGS, TRACK_EVENTS, type ParcelLifecycles, type RemoteName } from 'shared-contracts';
import { useMountProps } from './useMountProps';
import { useShell } from './ShellContext';
import styles from './RemoteOutlet.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; lifecycles: ParcelLifecycles } | { status: 'failed' };

class AreaBoundary extends Component<{ children: ReactNode; onError: (e: Error) => void; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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

export function RemoteOutlet({ name, load, variant = 'page' }: RemoteOutletProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { track } = useShell();
  const props = useMountProps();

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (lifecycles) => live && setState({ status: 'ready', lifecycles }),
      (error: unknown) => {
        track(TRACK_EVENTS.remoteError, { remote: name, message: String(error) });
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, load, attempt, track]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const onError = useCallback(
    (error: Error) => {
      track(TRACK_EVENTS.remoteError, { remote: name, message: error.message });
      setState({ status: 'failed' });
    },
    [name, track],
  );

  let content: ReactNode;
  if (state.status === 'loading') content = <RemoteLoading compact={variant === 'widget'} />;
  else if (state.status === 'failed') content = <RemoteFailure onRetry={retry} />;
  else {
    content = (
      <AreaBoundary key={attempt} onError={onError} fallback={<RemoteFailure onRetry={retry} />}>
        <Parcel
          config={state.lifecycles as unknown as ParcelConfig}
          mountParcel={mountRootParcel}
          wrapWith="div"
          handleError={onError}
          {...props}
        />
      </AreaBoundary>
    );
  }
  // The area marks which remote owns this part of the page (and what loads or failed there).
  return (
    <div className={variant === 'page' ? styles.area : undefined} data-remote-area={name} data-remote-state={state.status}>
      {content}
    </div>
  );
}
