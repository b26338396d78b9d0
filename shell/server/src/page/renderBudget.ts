// Server renders a client may start per minute (issue 32: busting the page cache with new
// query strings bought a full render per request, 48× the cached throughput). A render the
// cache answers costs nothing and is not counted; past its share a client gets the
// client-rendered document (cheap, never stored), so a real visitor still gets a page.
// Per process, per client address (Fastify's req.ip, which TRUST_PROXY governs).
import { LRUCache } from 'lru-cache';

export class RenderBudget {
  private readonly buckets: LRUCache<string, { tokens: number; at: number }>;
  private readonly perMs: number;
  /** Renders a client may start at once (a few page loads in a row), a quarter of a minute's share. */
  private readonly burst: number;
  /** Renders refused (observable for tests and logs). */
  refused = 0;

  constructor(
    perMinute: number,
    maxClients = 20_000,
    private readonly clock: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
    this.burst = Math.min(perMinute, Math.max(10, perMinute / 4));
    // Bounded: an address not seen lately starts again with a full share.
    this.buckets = new LRUCache({ max: maxClients });
  }

  /** Takes one render from the client's share; false when it is spent. */
  take(client: string): boolean {
    const now = this.clock();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    const granted = bucket.tokens >= 1;
    if (granted) bucket.tokens -= 1;
    else this.refused += 1;
    this.buckets.set(client, bucket);
    return granted;
  }
}

export class RenderRefused extends Error {
  constructor() {
    super('server render refused: the client has used its share of renders');
  }
}
