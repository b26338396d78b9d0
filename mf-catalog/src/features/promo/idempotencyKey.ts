/**
 * A fresh key for one redemption attempt. crypto.randomUUID needs a secure context;
 * getRandomValues works everywhere, so it is the fallback.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return `mv-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
