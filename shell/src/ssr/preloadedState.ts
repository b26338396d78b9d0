// The store state a server render was made with, as the browser reads it back.
import type { RootState } from 'shared-contracts';
import { SSR_STATE_ID } from './islands';

type Queries = RootState['api']['queries'];

/** Null when the page was not server-rendered (the client renders from an empty #root). */
export function readPreloadedState(doc: Document = document): Partial<RootState> | null {
  const el = doc.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    const state = JSON.parse(el.textContent) as Partial<RootState>;
    return state.api ? { ...state, api: { ...state.api, queries: settleClientErrors(state.api.queries) } } : state;
  } catch {
    return null;
  }
}

/**
 * RTK Query runs a query again on mount when its entry is 'rejected' without a
 * fulfilledTimeStamp: a page the server rendered as not found (an unknown slug: 404, or
 * another 4xx answer) would ask the same question right after hydration and flash its
 * loading state. The server's answer is final for those: they are marked settled at the
 * time they were asked (the hooks still read them as errors; a retry or a tag
 * invalidation still refetches). 5xx and network failures stay retryable on mount.
 */
export function settleClientErrors(queries: Queries): Queries {
  const out: Queries = {};
  for (const [key, entry] of Object.entries(queries)) {
    const status = entry?.status === 'rejected' ? (entry.error as { status?: unknown } | undefined)?.status : undefined;
    const definitive = typeof status === 'number' && status >= 400 && status < 500;
    out[key] = definitive && entry ? ({ ...entry, fulfilledTimeStamp: entry.startedTimeStamp ?? Date.now() } as typeof entry) : entry;
  }
  return out;
}
