// Whether the browser has a network connection (navigator.onLine and its events). On the
// server and during hydration it is true, so the server's markup and the first render agree.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Runs `callback` each time the connection comes back (while `active`). */
export function onReconnect(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}

/** Further tries after the connection returns, if the first fails too (1, 2 and 4 s later). */
export const RECONNECT_RETRIES = 3;

/**
 * For an area that shows its failure (most often: no signal): `retry` when the connection
 * comes back. A returning signal is often shaky (the phone says it is online before pages
 * load), so when that try fails too, up to RECONNECT_RETRIES more follow while online,
 * further apart. `tries` carries the count from one failure to the next: set n = 0 once the
 * area works. Returns what stops the wait.
 */
export function retryWhenBack(retry: () => void, tries: { n: number }): () => void {
  if (navigator.onLine && tries.n > 0 && tries.n <= RECONNECT_RETRIES) {
    const timer = window.setTimeout(retry, 1000 * 2 ** (tries.n - 1));
    tries.n += 1;
    return () => window.clearTimeout(timer);
  }
  return onReconnect(() => {
    tries.n = 1;
    retry();
  });
}
