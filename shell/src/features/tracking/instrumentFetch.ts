// Every RTK Query call (and the shell's own session calls) goes through window.fetch to
// the site's origin; wrapping fetch reports each failed one with its method and endpoint
// without touching the shared store. Other origins (e.g. the error service) are ignored.
import type { FailedRequest } from './errorReporting';

type FetchWindow = Pick<Window, 'fetch' | 'location'>;

function describe(input: RequestInfo | URL, init: RequestInit | undefined, origin: string) {
  const request = typeof Request !== 'undefined' && input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input), origin);
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  return { url, method };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';
}

/** Installs the wrapper; returns a function restoring the original fetch. */
export function instrumentFetch(win: FetchWindow, onFailure: (failure: FailedRequest) => void): () => void {
  const original = win.fetch;
  const origin = win.location.origin;
  const wrapped: typeof fetch = async (input, init) => {
    const { url, method } = describe(input, init, origin);
    const sameOrigin = url.origin === origin;
    try {
      const response = await original.call(win, input, init);
      if (sameOrigin && !response.ok) onFailure({ method, endpoint: url.pathname, status: response.status });
      return response;
    } catch (error) {
      if (sameOrigin && !isAbort(error)) onFailure({ method, endpoint: url.pathname, status: 0 });
      throw error;
    }
  };
  win.fetch = wrapped;
  return () => {
    if (win.fetch === wrapped) win.fetch = original;
  };
}
