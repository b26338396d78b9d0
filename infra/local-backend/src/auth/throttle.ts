// Sign-in throttling: failures are counted per account (the login as typed, normalised)
// and per client address, or per device for a browser with a valid device cookie; after a
// few within the window, sign-in is refused (429) for a while, whatever the password. In
// memory: the stand-in is one process.

export interface ThrottleRule {
  /** Failures within `windowMs` that start a block. */
  limit: number;
  windowMs: number;
  /** How long a block lasts from the failure that caused it. */
  blockMs: number;
}

export interface SignInThrottleOptions {
  account: ThrottleRule;
  address: ThrottleRule;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = {
  account: { limit: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
};

interface Counter {
  failures: number;
  windowStart: number;
  lastFailure: number;
}

export interface SignInKeys {
  account: string;
  address: string;
  /**
   * A browser where this account signed in before (a valid device cookie, sso/deviceCookie.ts):
   * its failures count against the device instead of the address, and the address block
   * does not apply to it (OWASP "device cookies": people behind one carrier address).
   */
  device?: string;
}

/** Counters kept before old ones are swept (an attacker may try many distinct logins). */
const SWEEP_AT = 10_000;

export class SignInThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly rules: SignInThrottleOptions,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until sign-in may be tried again; 0 when it may be tried now. */
  retryAfterMs(keys: SignInKeys): number {
    const second = keys.device
      ? this.blockedFor(`device:${keys.device}`, this.rules.account)
      : this.blockedFor(`address:${keys.address}`, this.rules.address);
    return Math.max(this.blockedFor(`account:${keys.account}`, this.rules.account), second);
  }

  failed(keys: SignInKeys): void {
    this.count(`account:${keys.account}`, this.rules.account);
    if (keys.device) this.count(`device:${keys.device}`, this.rules.account);
    else this.count(`address:${keys.address}`, this.rules.address);
  }

  /** A successful sign-in clears the account's and the device's failures (not the address's). */
  succeeded(keys: SignInKeys): void {
    this.counters.delete(`account:${keys.account}`);
    if (keys.device) this.counters.delete(`device:${keys.device}`);
  }

  private blockedFor(key: string, rule: ThrottleRule): number {
    const c = this.counters.get(key);
    if (!c || c.failures < rule.limit) return 0;
    return Math.max(0, c.lastFailure + rule.blockMs - this.now());
  }

  private count(key: string, rule: ThrottleRule): void {
    const now = this.now();
    const c = this.counters.get(key);
    // A window ends once it is over and no block is running.
    if (!c || (now - c.windowStart > rule.windowMs && this.blockedFor(key, rule) === 0)) {
      this.counters.set(key, { failures: 1, windowStart: now, lastFailure: now });
    } else {
      c.failures += 1;
      c.lastFailure = now;
    }
    if (this.counters.size > SWEEP_AT) this.sweep(now);
  }

  private sweep(now: number): void {
    const longest = Math.max(this.rules.account.windowMs + this.rules.account.blockMs, this.rules.address.windowMs + this.rules.address.blockMs);
    for (const [key, c] of this.counters) if (now - c.lastFailure > longest) this.counters.delete(key);
  }
}
