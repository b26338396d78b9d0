// Forms that work before the scripts run (a GET form to the page's own address) must, once
// mounted, keep every submission in the page. What a test hears of them.

const watching = new Set<() => void>();
// A watch ends with its test.
afterEach(() => {
  for (const stop of watching) stop();
  watching.clear();
});

/**
 * From now on until the test ends, whether each form submission was kept in the page (its
 * default prevented), in order. Heard on the window: after React's own listener at the root.
 */
export function watchSubmits(): boolean[] {
  const kept: boolean[] = [];
  const listener = (e: Event) => kept.push(e.defaultPrevented);
  window.addEventListener('submit', listener);
  watching.add(() => window.removeEventListener('submit', listener));
  return kept;
}
