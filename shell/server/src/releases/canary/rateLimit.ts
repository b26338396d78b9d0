// A fixed-window counter per client (the beacon's rate limit): at most `max` hits per
// window; memory is bounded (when `maxClients` are tracked, the oldest window is dropped).
export interface RateLimiter {
  /** Counts a hit; false when the client is over its limit for this window. */
  allow(client: string, now?: number): boolean;
}

export function createRateLimiter(max: number, windowMs: number, maxClients = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    allow(client, now = Date.now()) {
      let w = windows.get(client);
      if (!w || now - w.start >= windowMs) {
        if (w) windows.delete(client);
        if (windows.size >= maxClients) {
          // Insertion order: the first key is the oldest window.
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        w = { start: now, hits: 0 };
        windows.set(client, w);
      }
      w.hits += 1;
      return w.hits <= max;
    },
  };
}
