// The one RTK Query api of the site. Remotes add endpoints with api.injectEndpoints;
// nobody creates a second api. Every browser call goes to the site's own origin:
// /api/* (Content API) and /sso/* (SSO API), which the BFF forwards upstream.
import { createApi, fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query/react';

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
  /** The member's reminder choices and how many of their browsers are subscribed (issue 41). */
  'Reminders',
  'Voucher',
  'Bookmark',
  'Promo',
  'Event',
] as const;

/** The origin the server renderer makes the api's site paths absolute on (setServerCall); browsers keep ''. */
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

/**
 * A call of the site's /api and /sso paths as the server renderer makes it (the BFF's
 * upstream client, shell/src/ssr/renderer.tsx): plain values, no Request or Response.
 * Issue 30: fetchBaseQuery builds two Requests and clones the Response of every call,
 * which cost a member's page more CPU than its eight upstream calls themselves.
 */
export interface ServerCall {
  method: string;
  /** Absolute, on the site's origin ('https://site/api/v1/promos?page=2'). */
  url: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** Its answer, read whole; a refused or failed call is an answer too (the proxy's status and error body). */
export interface ServerAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export type ServerCaller = (call: ServerCall) => Promise<ServerAnswer>;

let serverCaller: ServerCaller | null = null;

/**
 * The server renderer sends the api's calls through the BFF's upstream client: the same
 * site paths the browser asks ('/api/…', '/sso/…', made absolute on `origin`), so they
 * pass the proxy's allow-list, time-outs and circuit breakers. Browsers keep relative URLs
 * and the browser's fetch (fetchBaseQuery).
 */
export function setServerCall(caller: ServerCaller, origin: string): void {
  serverCaller = caller;
  baseUrl = new URL(origin).origin;
}

/** fetchBaseQuery's fetch on the server: the Request as a call of the server caller, its answer as a Response. */
async function fetchOverCaller(caller: ServerCaller, request: Request): Promise<Response> {
  const answer = await caller({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
    signal: request.signal,
  });
  const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.contentType ? { 'content-type': answer.contentType } : {} });
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  fetchFn: (input, init) => (serverCaller ? fetchOverCaller(serverCaller, input instanceof Request ? input : new Request(input, init)) : fetch(input, init)),
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  prepareHeaders: (headers, { extra }) => {
    const auth = (extra as ServerRequestContext | undefined)?.authorization;
    if (auth) headers.set('authorization', auth);
    return headers;
  },
});

type QueryArgs = string | FetchArgs;
type QueryResult = Awaited<ReturnType<typeof rawBaseQuery>>;

/** fetchBaseQuery's own test of a JSON answer (its 'content-type' response handler). */
const JSON_TYPE = /ion\/(vnd\.api\+)?json/i;

const isPlainJson = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype || Object.getPrototypeOf(body) === null);

/** A query's headers as plain lower-case names (the api's queries give plain objects or none). */
function plainHeaders(headers: FetchArgs['headers']): Record<string, string> | null {
  if (headers === undefined) return {};
  if (!isPlainJson(headers) || Array.isArray(headers)) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = String(value);
  return out;
}

class CallTimedOut extends Error {
  override name = 'TimeoutError';
}

/**
 * A query on the server, answered as fetchBaseQuery answers it (data for 2xx, `{status,
 * data}` otherwise, PARSING_ERROR, TIMEOUT_ERROR, FETCH_ERROR), through the server caller.
 * A query this does not cover (a custom response handler or status check, a body that is
 * not JSON or text) answers null and goes through fetchBaseQuery.
 */
async function serverQuery(caller: ServerCaller, arg: QueryArgs, apiCtx: BaseQueryApi, extra: ServerRequestContext | undefined): Promise<QueryResult | null> {
  const args: FetchArgs = typeof arg === 'string' ? { url: arg } : arg;
  const { url, params, method = 'GET', body, responseHandler = 'json', validateStatus, timeout } = args;
  const headers = plainHeaders(args.headers);
  if (headers === null || validateStatus || typeof responseHandler === 'function') return null;
  if (body != null && typeof body !== 'string' && !isPlainJson(body)) return null;
  const sent: Record<string, string> = { accept: 'application/json', ...headers };
  if (extra?.authorization) sent.authorization = extra.authorization;
  let text: string | undefined;
  if (typeof body === 'string') text = body;
  else if (body != null) {
    sent['content-type'] ??= 'application/json';
    text = JSON.stringify(body);
  }
  let target = url;
  if (params) {
    const query = new URLSearchParams(Object.entries(params as Record<string, unknown>).filter(([, v]) => v !== undefined) as Array<[string, string]>);
    target += `${url.includes('?') ? '&' : '?'}${query.toString()}`;
  }
  // The render's abort and the query's own time-out.
  const abort = new AbortController();
  const onAbort = () => abort.abort(apiCtx.signal.reason);
  apiCtx.signal.addEventListener('abort', onAbort, { once: true });
  const timer = timeout ? setTimeout(() => abort.abort(new CallTimedOut(`TimeoutError: the call took longer than ${timeout} ms`)), timeout) : null;
  try {
    let answer: ServerAnswer;
    try {
      answer = await caller({ method, url: target, headers: sent, body: text, signal: abort.signal });
    } catch (error) {
      const timedOut = abort.signal.reason instanceof CallTimedOut;
      return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(timedOut ? abort.signal.reason : error) } };
    }
    const asJson = responseHandler === 'json' || (responseHandler === 'content-type' && JSON_TYPE.test(answer.contentType ?? ''));
    let data: unknown = answer.body;
    if (asJson) {
      try {
        data = answer.body.length ? (JSON.parse(answer.body) as unknown) : null;
      } catch (error) {
        return { error: { status: 'PARSING_ERROR', originalStatus: answer.status, data: answer.body, error: String(error) } };
      }
    }
    return answer.status >= 200 && answer.status <= 299 ? { data } : { error: { status: answer.status, data } };
  } finally {
    if (timer) clearTimeout(timer);
    apiCtx.signal.removeEventListener('abort', onAbort);
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: async (args: QueryArgs, apiCtx, extraOptions) => {
    if (!serverCaller) return rawBaseQuery(args, apiCtx, extraOptions);
    const context = apiCtx.extra as ServerRequestContext | undefined;
    const fetchArgs = typeof args === 'string' ? { url: args } : args;
    const absolute: FetchArgs = { ...fetchArgs, url: `${baseUrl}${fetchArgs.url}`, ...(context?.timeoutMs ? { timeout: context.timeoutMs } : {}) };
    const answered = await serverQuery(serverCaller, absolute, apiCtx, context);
    if (answered) return answered;
    // What the lean path does not cover goes through fetchBaseQuery, over the same caller.
    return rawBaseQuery(absolute, apiCtx, extraOptions);
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
