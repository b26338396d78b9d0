import { ERROR_TRACE_SAMPLE_RATE } from 'shared-contracts';
import { failedRequestMessage, initErrorReporting } from './errorReporting';
import { instrumentFetch } from './instrumentFetch';

type SentryModule = typeof import('@sentry/browser');

function fakeSentry() {
  const scope = { setTag: jest.fn() };
  const sentry = {
    init: jest.fn(),
    browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
    withScope: jest.fn((cb: (s: typeof scope) => void) => cb(scope)),
    captureMessage: jest.fn(),
    captureException: jest.fn(),
  };
  return { sentry, scope, load: jest.fn(async () => sentry as unknown as SentryModule) };
}

describe('error reporting', () => {
  it('loads nothing without a DSN', async () => {
    const { load } = fakeSentry();
    await expect(initErrorReporting({ sentryDsn: null, environment: 'production' }, 'b1', load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts Sentry with the DSN and trace sampling 0.7', async () => {
    const { sentry, load } = fakeSentry();
    await initErrorReporting({ sentryDsn: 'https://k@sentry.example/1', environment: 'production' }, 'b1', load);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://k@sentry.example/1', tracesSampleRate: ERROR_TRACE_SAMPLE_RATE, release: 'b1' }),
    );
    expect(ERROR_TRACE_SAMPLE_RATE).toBe(0.7);
  });

  it('tags a failed request with method and endpoint', async () => {
    const { sentry, scope, load } = fakeSentry();
    const reporter = await initErrorReporting({ sentryDsn: 'https://k@sentry.example/1', environment: 'test' }, 'b1', load);
    reporter?.reportFailedRequest({ method: 'POST', endpoint: '/api/v1/users/referral/code', status: 500 });
    expect(scope.setTag).toHaveBeenCalledWith('method', 'POST');
    expect(scope.setTag).toHaveBeenCalledWith('endpoint', '/api/v1/users/referral/code');
    expect(sentry.captureMessage).toHaveBeenCalledWith('POST /api/v1/users/referral/code failed with 500', 'error');
  });

  it('words network failures apart from HTTP errors', () => {
    expect(failedRequestMessage({ method: 'GET', endpoint: '/sso/v1/point', status: 0 })).toBe('GET /sso/v1/point failed (network)');
  });
});

describe('fetch instrumentation', () => {
  function setup(answer: () => Promise<Response>) {
    const original = jest.fn(answer);
    const win = { fetch: original as unknown as typeof fetch, location: { origin: 'http://localhost' } as Location };
    const failures: unknown[] = [];
    const restore = instrumentFetch(win, (f) => failures.push(f));
    return { win, failures, restore, original };
  }

  it('reports a non-ok same-origin answer with method and path (no query)', async () => {
    const { win, failures } = setup(async () => new Response('{}', { status: 502 }));
    const res = await win.fetch(new Request('http://localhost/sso/v1/point?x=1', { method: 'GET' }));
    expect(res.status).toBe(502);
    expect(failures).toEqual([{ method: 'GET', endpoint: '/sso/v1/point', status: 502 }]);
  });

  it('reports a network failure and still rejects', async () => {
    const { win, failures } = setup(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(win.fetch('/webapi/session/logout', { method: 'DELETE' })).rejects.toThrow('Failed to fetch');
    expect(failures).toEqual([{ method: 'DELETE', endpoint: '/webapi/session/logout', status: 0 }]);
  });

  it('ignores successes, aborted calls and other origins', async () => {
    const ok = setup(async () => new Response('{}', { status: 200 }));
    await ok.win.fetch('/api/v1/promos');
    expect(ok.failures).toEqual([]);
    const other = setup(async () => new Response('', { status: 500 }));
    await other.win.fetch('https://sentry.example/api/1/envelope/');
    expect(other.failures).toEqual([]);
    const aborted = setup(async () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(aborted.win.fetch('/api/v1/promos')).rejects.toThrow();
    expect(aborted.failures).toEqual([]);
  });

  it('restores the original fetch', () => {
    const { win, restore, original } = setup(async () => new Response('{}'));
    restore();
    expect(win.fetch).toBe(original);
  });
});
