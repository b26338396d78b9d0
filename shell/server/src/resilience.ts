// Budgets and circuit breakers (opossum), so load or a slow upstream turns into slower or
// degraded pages, never into piled-up requests and 5xx answers:
// - the render guard bounds server renders: at most `capacity` at once per process, each
//   within `timeoutMs`; when renders keep failing or timing out the circuit opens and pages
//   are the client-rendered document (or a stale cached page) until a trial render succeeds;
// - one breaker per upstream origin for the BFF's own calls (session, proxy): when an
//   upstream keeps timing out or refusing connections, calls fail at once (503) instead of
//   each waiting for its time-out.
import CircuitBreaker from 'opossum';

export interface GuardOptions {
  /** Concurrent calls allowed; more are refused at once (the caller degrades). */
  capacity: number;
  /** Budget of one call; past it the call counts as failed (the caller degrades); false: the call has its own. */
  timeoutMs: number | false;
  /** Failure share (percent) over the rolling window that opens the circuit. */
  errorThresholdPercentage?: number;
  /** Calls in the window before the circuit may open. */
  volumeThreshold?: number;
  /** How long the circuit stays open before one trial call. */
  resetTimeoutMs?: number;
  name: string;
}

export class GuardRejected extends Error {
  constructor(
    readonly reason: 'open' | 'capacity' | 'timeout',
    name: string,
  ) {
    super(`${name}: ${reason === 'open' ? 'circuit open' : reason === 'capacity' ? 'at capacity' : 'over budget'}`);
  }
}

export interface Guard {
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly open: boolean;
  /** Calls in flight, refusals by reason, failures: for tests and /health-like diagnostics. */
  stats(): { inFlight: number; rejectedOpen: number; rejectedCapacity: number; timeouts: number; failures: number };
  shutdown(): void;
}

type Task = () => Promise<unknown>;

const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? String(error.code) : '');

export function createGuard(opts: GuardOptions): Guard {
  const breaker = new CircuitBreaker<[Task], unknown>((task: Task) => task(), {
    name: opts.name,
    timeout: opts.timeoutMs,
    capacity: opts.capacity,
    errorThresholdPercentage: opts.errorThresholdPercentage ?? 50,
    volumeThreshold: opts.volumeThreshold ?? 10,
    resetTimeout: opts.resetTimeoutMs ?? 5000,
    rollingCountTimeout: 10_000,
    rollingCountBuckets: 10,
    // A refusal at capacity is load, not a failing service: it does not open the circuit.
    errorFilter: (error: unknown) => codeOf(error) === 'ESEMLOCKED',
  });
  const counts = { inFlight: 0, rejectedOpen: 0, rejectedCapacity: 0, timeouts: 0, failures: 0 };
  breaker.on('reject', () => counts.rejectedOpen++);
  breaker.on('timeout', () => counts.timeouts++);
  breaker.on('failure', () => counts.failures++);
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      counts.inFlight++;
      try {
        return (await breaker.fire(fn)) as T;
      } catch (error) {
        const code = codeOf(error);
        if (code === 'EOPENBREAKER') throw new GuardRejected('open', opts.name);
        if (code === 'ETIMEDOUT') throw new GuardRejected('timeout', opts.name);
        if (code === 'ESEMLOCKED') {
          counts.rejectedCapacity++;
          throw new GuardRejected('capacity', opts.name);
        }
        throw error;
      } finally {
        counts.inFlight--;
      }
    },
    get open() {
      return breaker.opened;
    },
    stats: () => ({ ...counts }),
    shutdown: () => breaker.shutdown(),
  };
}

/** One breaker per upstream origin, for calls that carry their own time-out. */
export class UpstreamBreakers {
  private readonly guards = new Map<string, Guard>();

  constructor(private readonly opts: { capacity: number; timeoutMs: number | false; resetTimeoutMs?: number }) {}

  for(url: string): Guard {
    const origin = new URL(url).origin;
    let guard = this.guards.get(origin);
    if (!guard) {
      guard = createGuard({ name: `upstream ${origin}`, ...this.opts });
      this.guards.set(origin, guard);
    }
    return guard;
  }

  /** Each upstream's breaker: open or not (/metrics). */
  states(): Array<{ origin: string; open: boolean }> {
    return [...this.guards].map(([origin, guard]) => ({ origin, open: guard.open }));
  }

  shutdown(): void {
    for (const g of this.guards.values()) g.shutdown();
    this.guards.clear();
  }
}

/**
 * The BFF's upstream calls (upstream/fetch.ts): each already has its time-out, so the
 * breaker only counts failures (time-outs, refused connections) and caps calls in flight
 * per upstream and process.
 */
export const upstreamBreakers = new UpstreamBreakers({ capacity: 256, timeoutMs: false, resetTimeoutMs: 3000 });
