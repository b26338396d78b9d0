// Calls to the upstream services, always with a time-out: an upstream failure becomes
// an error value here, never a crash of the BFF.
//
// The calls go through undici's request API on one keep-alive pool per process, not the
// global fetch: a member's page makes eight to ten upstream calls, and fetch's Request,
// Response, web streams and abort signals cost more CPU per call than the call itself
// (issue 30: about a third of a member page's BFF time went to fetch's machinery). The
// answers are small JSON documents, read whole.
import { Agent, errors, request } from 'undici';
import { GuardRejected, upstreamBreakers } from '../resilience';
import { readBreakers, upstreamCalls, upstreamDuration, upstreamErrors } from '../metrics/metrics';

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/**
 * The upstream gave no answer at all: it timed out, could not be reached, or its circuit
 * breaker is open. Not a refusal (a session is kept) and not an answer (spec §8's fatal
 * error is for an SSO *answering* 5xx). The message (URL, breaker state) is for the log only.
 */
export class NoAnswerError extends UpstreamError {}

export interface UpstreamJson<T> {
  status: number;
  body: T;
}

/** What is sent upstream. */
export interface UpstreamInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The caller's own abort (a server render's bound); the call's time-out applies too. */
  signal?: AbortSignal | null;
}

/** An upstream's answer, read whole. */
export interface UpstreamAnswer {
  status: number;
  /** A response header by its (case-insensitive) name; repeated ones joined by ', '. */
  header(name: string): string | null;
  body: Buffer;
}

/** Redirects are answers (never followed); connections are kept alive between calls. */
const pool = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });

/** Why the call was aborted: our time-out, or the caller's own signal. */
class TimedOut extends Error {
  override name = 'TimeoutError';
}

/** The services' names by origin, for /metrics ('content', 'sso'); an origin not named is labelled by its host. */
const upstreamNames = new Map<string, string>();
export function nameUpstreams(names: Record<string, string>): void {
  for (const [url, name] of Object.entries(names)) upstreamNames.set(new URL(url).origin, name);
}
const upstreamLabel = (origin: string) => upstreamNames.get(origin) ?? new URL(origin).host;
readBreakers(() => upstreamBreakers.states().map(({ origin, open }) => ({ upstream: upstreamLabel(origin), open })));

export async function upstreamFetch(url: string, init: UpstreamInit, timeoutMs: number): Promise<UpstreamAnswer> {
  const upstream = upstreamLabel(new URL(url).origin);
  const started = performance.now();
  let outcome = 'answered';
  // One deadline for the whole call (connection, headers and body), and the caller's abort.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new TimedOut(`Upstream timed out after ${timeoutMs} ms`)), timeoutMs);
  const callerSignal = init.signal;
  const onCallerAbort = () => abort.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    // A circuit breaker per upstream (resilience.ts): a failing upstream is answered at once.
    return await upstreamBreakers.for(url).run(async () => {
      const res = await request(url, {
        dispatcher: pool,
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        body: init.body,
        signal: abort.signal,
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      const headers = res.headers;
      if (res.statusCode >= 500) upstreamErrors.inc({ upstream });
      return {
        status: res.statusCode,
        header: (name: string) => {
          const value = headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
        body,
      };
    });
  } catch (error) {
    upstreamErrors.inc({ upstream });
    if (error instanceof GuardRejected) {
      outcome = 'rejected';
      throw new NoAnswerError(`Upstream unavailable (${error.message}): ${url}`, 503);
    }
    const timedOut = abort.signal.aborted || error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
    outcome = timedOut ? 'timeout' : 'unreachable';
    throw new NoAnswerError(timedOut ? `Upstream timed out: ${url}` : `Upstream unreachable: ${url}`, timedOut ? 504 : 502);
  } finally {
    upstreamCalls.inc({ upstream, outcome });
    upstreamDuration.observe({ upstream }, (performance.now() - started) / 1000);
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

export async function upstreamJson<T>(url: string, init: UpstreamInit, timeoutMs: number): Promise<UpstreamJson<T>> {
  const res = await upstreamFetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } }, timeoutMs);
  const text = res.body.toString('utf8');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text.slice(0, 500) };
  }
  return { status: res.status, body: body as T };
}
