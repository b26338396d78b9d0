// Test helpers every app's component tests share (imported by *.test.tsx and test
// harnesses only, through 'shared-contracts/testing'; never part of a browser bundle).
import { useLocation } from 'react-router';
import { setApiBaseUrl } from '../store/api';

// Node's Request (under jest) needs absolute URLs; the browser's relative '/api/…' become these.
setApiBaseUrl('http://localhost');

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type FetchRoute = (url: URL, request: Request) => Response | undefined | Promise<Response | undefined>;

/** Stubs fetch: each call goes to the first route that answers; unanswered paths are 404. */
export function mockFetch(...routes: FetchRoute[]): jest.SpyInstance {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    for (const route of routes) {
      const answer = await route(url, request.clone());
      if (answer) return answer;
    }
    return json({ errorCode: 'NOT_FOUND', message: 'Halaman atau data yang dicari tidak ditemukan.', data: null }, 404);
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

export const get = (path: string, body: unknown | ((url: URL) => unknown), status = 200): FetchRoute =>
  on('GET', path, body, status);

/** Shows the router's current path and query, so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  // A plain span: an <output> would add a status region that tests of live messages would see.
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}
