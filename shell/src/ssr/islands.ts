// Server-rendered remote areas ("islands"). The server renders a remote's root on its own
// (as the browser's parcel root will be) and places its markup in the shell's area
// element; the browser keeps that markup untouched (dangerouslySetInnerHTML with the very
// HTML captured before hydration, so the shell's React never diffs it) and the remote's
// parcel hydrates it in place.
import { createContext } from 'react';
import type { RemoteName } from 'shared-contracts';

export const ISLAND_ATTR = 'data-remote-island';
/** The preloaded store state the server serialised (application/json). */
export { SSR_STATE_ID } from 'shared-contracts';

/** The island of a home-page widget (its section's markup, shell/src/ssr/homeWidgets.tsx). */
export function widgetIslandKey(remote: RemoteName, widget: string): string {
  return `${remote}:${widget}`;
}

/** Remote name (a page area) or widget key (widgetIslandKey) → server markup, for the first render only. */
export type Islands = ReadonlyMap<string, string>;

const captured = new Map<string, string>();

/** In the browser: the islands of the server's document (read before hydration). */
export function captureIslands(root: ParentNode = document): void {
  for (const el of Array.from(root.querySelectorAll(`[${ISLAND_ATTR}]`))) {
    const name = el.getAttribute(ISLAND_ATTR);
    if (name) captured.set(name, el.innerHTML);
  }
}

/** Once hydrated (or abandoned), a later visit to the area renders on the client. */
export function forgetIsland(name: string): void {
  captured.delete(name);
}

/** The server provides each request's islands; the browser reads what it captured. */
export const IslandsContext = createContext<Islands>(captured);
