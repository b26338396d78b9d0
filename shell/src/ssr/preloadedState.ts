// The store state a server render was made with, as the browser reads it back.
import type { RootState } from 'shared-contracts';
import { SSR_STATE_ID } from './islands';

/** Null when the page was not server-rendered (the client renders from an empty #root). */
export function readPreloadedState(doc: Document = document): Partial<RootState> | null {
  const el = doc.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Partial<RootState>;
  } catch {
    return null;
  }
}
