// react-router's ScrollRestoration scrolls once, when the shell commits the new location.
// A remote's area renders that location a moment later (its parcel updates after the
// shell, a lazy page loads, data arrives), so at that instant the page may be too short for
// the saved position or lack the #hash target: the browser clamps, and Back would land
// near the top. This keeps the router's own decision (restoreScrollPosition, the hash)
// and applies it again as the page grows, until it holds, the visitor scrolls or taps,
// another navigation starts, or SETTLE_MS pass.
import type { createBrowserRouter } from 'react-router';
import { SCROLL_TARGET_KEY } from 'shared-contracts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Long enough for a remote page's chunk and data on a slow phone; short enough never to fight the visitor. */
export const SETTLE_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Target = { y: number } | { id: string };

function targetOf(state: Router['state']): Target | null {
  if (typeof state.restoreScrollPosition === 'number') return { y: state.restoreScrollPosition };
  // A new entry that names where it should open (a list's pager: the list's top).
  const named = (state.location.state as Record<string, unknown> | null)?.[SCROLL_TARGET_KEY];
  if (state.historyAction !== 'POP' && typeof named === 'string') return { id: named };
  if (state.restoreScrollPosition === null && state.location.hash.length > 1) {
    try {
      return { id: decodeURIComponent(state.location.hash.slice(1)) };
    } catch {
      return null;
    }
  }
  return null;
}

/** True once the target is where the router meant it to be. */
function apply(target: Target): boolean {
  if ('y' in target) {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= target.y - 1;
    if (Math.abs(window.scrollY - target.y) > 1) window.scrollTo(0, target.y);
    return reachable && Math.abs(window.scrollY - target.y) <= 1;
  }
  const element = document.getElementById(target.id);
  if (!element) return false;
  element.scrollIntoView();
  return true;
}

export function settleScroll(router: Router): () => void {
  let stop: (() => void) | null = null;
  let lastKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    stop?.();
    stop = null;
    const target = targetOf(state);
    if (target) stop = watch(target);
  });
  return () => {
    stop?.();
    unsubscribe();
  };
}

function watch(target: Target): () => void {
  let done = false;
  const observer = new ResizeObserver(() => check());
  const timer = window.setTimeout(() => finish(), SETTLE_MS);
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, finish, true);
  };
  const check = () => {
    if (!done && apply(target)) finish();
  };
  for (const type of USER_INPUT) window.addEventListener(type, finish, { capture: true, passive: true });
  observer.observe(document.body);
  // After the router's own scroll (a layout effect of the same commit) and the first paint.
  requestAnimationFrame(() => requestAnimationFrame(check));
  return finish;
}
