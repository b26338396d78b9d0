// The page's scroll position is decided once the new location has rendered (ScrollMemory),
// but a remote's area renders that location a moment later (its parcel updates after the
// shell, a lazy page loads, data arrives), so at that instant the page may be too short for
// the saved position or lack the target element: the browser clamps, and Back would land
// near the top. watch() applies the decision again as the page grows, until it holds, the
// visitor scrolls or taps, another navigation starts, or SETTLE_MS pass.

/** Long enough for a remote page's chunk and data on a slow phone; short enough never to fight the visitor. */
export const SETTLE_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where a page should be: a position (Back, a reload, the top) or an element (a #hash, a list's top). */
export type Target = { y: number } | { id: string };

/** True once the target is where it was meant to be. */
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

/** Applies `target` now and again while the page grows; returns the stop. */
export function watch(target: Target): () => void {
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
  check();
  return finish;
}
