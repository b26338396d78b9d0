// Whether the visitor asked the system for less motion (then nothing moves on its own).
// Read through useSyncExternalStore: never during render from `window`, follows changes
// live, and is false on the server and in the hydrating render (the server's snapshot),
// so the first client render matches the server's markup.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const mql = mediaQuery();
  mql?.addEventListener?.('change', onChange);
  return () => mql?.removeEventListener?.('change', onChange);
}

const clientSnapshot = () => mediaQuery()?.matches ?? false;
const serverSnapshot = () => false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
