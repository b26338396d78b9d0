// Stubs of the network for component tests: global fetch answers from routes the test
// gives, and records what it was asked. Unknown calls answer 404 NOT_FOUND, so a test
// never silently reaches a route it did not expect.
import { setServerCall, type ServerCaller } from 'shared-contracts';

/**
 * The server renderer's calls made as fetches of their absolute URLs: tests stub the global
 * fetch (below) or send it on to a real backend (infra/ssr).
 */
export const callOverFetch: ServerCaller = async (call) => {
  // As a Request, as the browser's fetchBaseQuery sends it: the tests' stubs read Requests.
  const res = await fetch(new Request(call.url, { method: call.method, headers: call.headers, body: call.body, signal: call.signal }));
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
};

// Under jest the api runs as on the server: the relative '/api/…' become
// http://localhost/api/…, sent through the global fetch (which the tests stub) as the
// server renderer sends them to the BFF's upstream client.
setServerCall(callOverFetch, 'http://localhost');

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An answer with a status (a plain value in a route table is a 200 JSON body). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const reply = (status: number, body: unknown): Reply => new Reply(status, body);
export const ok = (body: unknown): Reply => reply(200, body);
/** The backends' error body ({errorCode, message, data}) with its status. */
export const fail = (status: number, message: string, errorCode = 'ERROR', data: unknown = null): Reply =>
  reply(status, { errorCode, message, data });

export type FetchRoute = (url: URL, request: Request) => Response | undefined | Promise<Response | undefined>;

export interface FetchCall {
  method: string;
  path: string;
  search: string;
  url: string;
  /** The parsed JSON body (or the text when not JSON; undefined without a body). */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/** The fetch spy, and the calls it answered in order. */
export type FetchStub = jest.SpyInstance & { calls: FetchCall[] };

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** Stubs fetch: each call goes to the first route that answers; unanswered paths are 404. */
export function mockFetch(...routes: FetchRoute[]): FetchStub {
  const calls: FetchCall[] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.search, url: request.url, body: await bodyOf(request), headers: Object.fromEntries(request.headers) });
    for (const route of routes) {
      const answer = await route(url, request.clone());
      if (answer) return answer;
    }
    return json({ errorCode: 'NOT_FOUND', message: 'Halaman atau data yang dicari tidak ditemukan.', data: null }, 404);
  });
  return Object.assign(spy, { calls });
}

type Answer = unknown;
/** A route's answer: a JSON body (200), a Reply, a Response, or a function of the request that gives one. */
export type RouteAnswer = ((request: Request, url: URL) => Answer | Promise<Answer>) | Reply | Response | object | string | number | boolean | null;

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  if (answer instanceof Reply) return json(answer.body, answer.status);
  return json(answer);
}

/** Whether the key ('GET /api/v1/events?status=upcoming', '/sso/v1/user') names the request. */
function keyMatches(key: string, method: string, url: URL): boolean {
  const [keyMethod, target] = key.includes(' ') ? (key.split(' ', 2) as [string, string]) : [null, key];
  if (keyMethod && keyMethod !== method) return false;
  const wanted = new URL(target, 'http://localhost');
  if (wanted.pathname !== url.pathname) return false;
  // The key's query parameters must be in the request (others may be too).
  return [...wanted.searchParams].every(([name, value]) => url.searchParams.getAll(name).includes(value));
}

/** How specific a key is: with a method and more query parameters first. */
const weight = (key: string) => (key.includes(' ') ? 1000 : 0) + new URL(key.split(' ').pop()!, 'http://localhost').searchParams.size;

/**
 * Stubs fetch with a table: 'METHOD /path?query' or '/path' (any method) → answer. A key's
 * query parameters must be in the request's; the most specific key answers.
 */
export function stubFetch(table: Record<string, RouteAnswer>): FetchStub {
  const keys = Object.keys(table).sort((a, b) => weight(b) - weight(a));
  return mockFetch(async (url, request) => {
    const key = keys.find((k) => keyMatches(k, request.method, url));
    if (key === undefined) return undefined;
    const route = table[key];
    return toResponse(typeof route === 'function' ? await (route as (r: Request, u: URL) => Answer)(request, url) : route);
  });
}

/** Answers `method path` (exact pathname) with `body` (or a function of the URL and request). */
export function on(
  method: string,
  path: string,
  body: unknown | ((url: URL, request: Request) => unknown),
  status = 200,
): FetchRoute {
  return (url, request) => {
    if (request.method !== method || url.pathname !== path) return undefined;
    return json(typeof body === 'function' ? (body as (u: URL, r: Request) => unknown)(url, request) : body, status);
  };
}

export const get = (path: string, body: unknown | ((url: URL) => unknown), status = 200): FetchRoute => on('GET', path, body, status);

/** 'GET /api/v1/promos?page=2' of each call, in order. */
export const callPaths = (stub: FetchStub): string[] => stub.calls.map((c) => `${c.method} ${c.path}${c.search}`);

/** The URLs of each call, in order. */
export const calledUrls = (stub: FetchStub): URL[] => stub.calls.map((c) => new URL(c.url));
