// A member's paying requests (a promo's redemption, an event's registration) carry one key
// per attempt, so a repeated request (a double tap, a retry after a dropped connection) is
// answered once. The key travels in ONE place, the Idempotency-Key header (the BFF's proxy
// forwards it; the bodies have no copy), with this shape, on both sides.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key looks like: 8 to 100 of letters, digits, '_', '.', ':' and '-'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

/**
 * A fresh key for one attempt, `prefix` naming the action ('mv', 'evt'). crypto.randomUUID
 * needs a secure context; getRandomValues works everywhere, so it is the fallback.
 */
export function newIdempotencyKey(prefix: string): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function' && globalThis.isSecureContext !== false) return `${prefix}-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
