// react-router keeps each page's scroll position under its history entry's key, and an
// entry the site did not create itself (a page opened by its address, a link from another
// site, a new tab) has none: the router calls it 'default'. Every such document would then
// share one saved position, and a page opened by its address would open where the last
// one was left (the footer of the previous page). So the first entry of each document gets
// its own key before the router reads it: a reload or Back to that entry finds its
// position again (the key lives in the entry's history.state), a new entry starts at the top.

/** The shape react-router's browser history keeps in history.state. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function keyThisEntry(win: Pick<Window, 'history'> = window, newKey: () => string = randomKey): void {
  const state = (win.history.state ?? {}) as EntryState;
  if (typeof state.key === 'string' && state.key !== '') return;
  win.history.replaceState({ ...state, usr: state.usr ?? null, key: newKey() }, '');
}

/** As react-router makes its keys: 8 base-36 characters. */
function randomKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}
