// The one RTK Query api of the site. Remotes add endpoints with api.injectEndpoints;
// nobody creates a second api. Every browser call goes to the site's own origin:
// /api/* (Content API) and /sso/* (SSO API), which the BFF forwards upstream.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const API_TAGS = [
  'Session',
  'User',
  'Point',
  /** The member's point history and expiry (not the balance): a redemption renews them, not the balance, which its answer carries. */
  'PointHistory',
  'Tier',
  'Cards',
  'Badges',
  'Referral',
  'Voucher',
  'Bookmark',
  'Promo',
  'Event',
] as const;

/** The origin the server renderer makes the api's site paths absolute on (setServerFetch); browsers keep ''. */
let baseUrl = '';

/**
 * The server renderer's per-request context, passed as the store's thunk extra argument:
 * the member's bearer token (server only: it is never part of the state or the page) and
 * a bound on each upstream call. Browsers have none.
 */
export interface ServerRequestContext {
  authorization?: string;
  timeoutMs?: number;
}

/** A fetch of the site's /api and /sso paths (the BFF's upstream client, see shell/src/ssr/renderer.tsx). */
type ServerFetch = (request: Request) => Promise<Response>;

let serverFetch: ServerFetch | null = null;

/**
 * The server renderer sends the api's calls through the BFF's upstream client: the same
 * site paths the browser asks ('/api/…', '/sso/…', made absolute on `origin`), so they
 * pass the proxy's allow-list, time-outs and circuit breakers. Browsers keep relative URLs
 * and the browser's fetch.
 */
export function setServerFetch(fetchFn: ServerFetch, origin: string): void {
  serverFetch = fetchFn;
  baseUrl = new URL(origin).origin;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  fetchFn: (input, init) => (serverFetch ? serverFetch(input instanceof Request ? input : new Request(input, init)) : fetch(input, init)),
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  prepareHeaders: (headers, { extra }) => {
    const auth = (extra as ServerRequestContext | undefined)?.authorization;
    if (auth) headers.set('authorization', auth);
    return headers;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery: (args, apiCtx, extra) => {
    if (!baseUrl) return rawBaseQuery(args, apiCtx, extra);
    const timeout = (apiCtx.extra as ServerRequestContext | undefined)?.timeoutMs;
    const fetchArgs = typeof args === 'string' ? { url: args } : args;
    return rawBaseQuery({ ...fetchArgs, url: `${baseUrl}${fetchArgs.url}`, ...(timeout ? { timeout } : {}) }, apiCtx, extra);
  },
  tagTypes: API_TAGS,
  // A query that failed (or is stale) while the phone had no signal fetches again when the
  // connection returns (the shell wires the browser's online event: setupListeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Wires the browser's online and focus events to the api (the shell calls it once at boot). */
export { setupListeners } from '@reduxjs/toolkit/query/react';

/** The argument that skips a query (RTK Query's): page-argument functions answer it while an argument is not known yet. */
export { skipToken } from '@reduxjs/toolkit/query/react';
