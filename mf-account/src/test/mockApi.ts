// A stub of global fetch keyed by 'METHOD /path' (query string ignored unless the key has one).
// Unknown calls answer 404 so a test never silently hits a route it did not expect.
export type Reply = { status?: number; body: unknown } | ((req: Request) => Promise<ReplyValue> | ReplyValue);
type ReplyValue = { status?: number; body: unknown };

export interface ApiMock {
  calls: Array<{ method: string; path: string; search: string; body: unknown }>;
  spy: jest.SpyInstance;
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function ok(body: unknown): ReplyValue {
  return { status: 200, body };
}

export function fail(status: number, message: string, errorCode = 'ERROR', data: unknown = null): ReplyValue {
  return { status, body: { errorCode, message, data } };
}

export function mockApi(routes: Record<string, Reply | ReplyValue>): ApiMock {
  const calls: ApiMock['calls'] = [];
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    calls.push({ method: req.method, path: url.pathname, search: url.search, body });
    const route = routes[`${req.method} ${url.pathname}${url.search}`] ?? routes[`${req.method} ${url.pathname}`];
    if (!route) return json(404, { errorCode: 'NOT_FOUND', message: 'tidak ada', data: null });
    const value = typeof route === 'function' ? await route(req) : route;
    return json(value.status ?? 200, value.body);
  });
  return { calls, spy };
}
