// One Web Push request (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload
// (RFC 8291). web-push builds the request (encryption, the signed JWT, the headers); it is
// sent with Node's own fetch, because web-push's sender forces https and the tests run a
// push service on plain http at 127.0.0.1.
import webpush from 'web-push';
import type { ReminderPush } from 'shared-contracts/schemas';
import type { StoredSubscription } from './store';
import type { VapidDetails } from './vapid';

/** A push service keeps an undelivered reminder a day: tomorrow's will replace it anyway. */
export const PUSH_TTL_S = 86_400;
/** The Topic: a newer reminder replaces an older one still waiting at the push service. */
export const PUSH_TOPIC = 'mv-reminder';
const TIMEOUT_MS = 10_000;

/** 'sent'; 'gone': the subscription no longer exists (404/410), drop it; 'failed': try another day. */
export type PushOutcome = { result: 'sent' | 'gone' | 'failed'; status: number | null };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Only https push services, except on this machine (the tests' push service): a member
 * must not make the stand-in post to plain-http addresses elsewhere.
 */
export function isAllowedEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * web-push's headers as fetch takes them: strings, and no Content-Length (fetch sets it from
 * the body; undici as the stack installs it refuses the numeric one web-push writes).
 */
export function fetchHeaders(headers: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
}

export async function sendPush(subscription: StoredSubscription, payload: ReminderPush, vapid: VapidDetails): Promise<PushOutcome> {
  if (!isAllowedEndpoint(subscription.endpoint)) return { result: 'gone', status: null };
  const details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: PUSH_TTL_S,
    topic: PUSH_TOPIC,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: fetchHeaders(details.headers),
      // A copy on its own ArrayBuffer: what fetch's types take (a Buffer may be a view of a shared pool).
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; read it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
    return { result: response.ok ? 'sent' : 'failed', status: response.status };
  } catch {
    return { result: 'failed', status: null };
  }
}
