// Calls to the upstream services, always with a time-out: an upstream failure becomes
// an error value here, never a crash of the BFF.
import { GuardRejected, upstreamBreakers } from '../resilience';
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

/** The call's time-out, and the caller's own abort when it has one. */
function withTimeout(signal: AbortSignal | null | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export async function upstreamFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    // A circuit breaker per upstream (resilience.ts): a failing upstream is answered at once.
    return await upstreamBreakers.for(url).run(() => fetch(url, { ...init, redirect: 'manual', signal: withTimeout(init.signal, timeoutMs) }));
  } catch (error) {
    if (error instanceof GuardRejected) throw new NoAnswerError(`Upstream unavailable (${error.message}): ${url}`, 503);
    // DOMException (the time-out's reason) is not an Error subclass on every Node version.
    const nameOf = (e: unknown) => (e && typeof e === 'object' && 'name' in e ? String(e.name) : '');
    const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : null;
    const names = [nameOf(error), nameOf(cause)];
    const timedOut = names.some((n) => n === 'TimeoutError' || n === 'AbortError');
    throw new NoAnswerError(timedOut ? `Upstream timed out: ${url}` : `Upstream unreachable: ${url}`, timedOut ? 504 : 502);
  }
}

export async function upstreamJson<T>(url: string, init: RequestInit, timeoutMs: number): Promise<UpstreamJson<T>> {
  const res = await upstreamFetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } }, timeoutMs);
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text.slice(0, 500) };
  }
  return { status: res.status, body: body as T };
}
