// Sliding-window counters for the SSO's throttles of codes, links, password checks and
// "is this address registered?" answers. In memory, like the sign-in throttle: the
// stand-in is one process, and an attacker cannot restart it.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

export interface WindowRule {
  /** Events within `windowMs` before the next one is refused. */
  limit: number;
  windowMs: number;
}

/** Keys kept before old ones are swept (an attacker may try many distinct addresses). */
const SWEEP_AT = 20_000;
/** Longer than any rule's window: older events never count. */
const LONGEST_WINDOW_MS = 24 * 3_600_000;

export class Limiter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds until one more event of `key` is allowed under `rule`; 0 when it is now. */
  waitMs(key: string, rule: WindowRule): number {
    const now = this.now();
    const recent = (this.events.get(key) ?? []).filter((t) => t > now - rule.windowMs);
    if (recent.length < rule.limit) return 0;
    return Math.max(1, recent[recent.length - rule.limit]! + rule.windowMs - now);
  }

  /** Milliseconds since the last event of `key` (Infinity when none). */
  sinceLastMs(key: string): number {
    const last = this.events.get(key)?.at(-1);
    return last === undefined ? Number.POSITIVE_INFINITY : this.now() - last;
  }

  hit(key: string): void {
    const now = this.now();
    const kept = (this.events.get(key) ?? []).filter((t) => t > now - LONGEST_WINDOW_MS);
    kept.push(now);
    this.events.set(key, kept);
    if (this.events.size > SWEEP_AT) this.sweep(now);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.events) if ((times.at(-1) ?? 0) < now - LONGEST_WINDOW_MS) this.events.delete(key);
  }
}

const limiters = new WeakMap<AppContext, Limiter>();

/** The one limiter of a running stand-in (keyed by its context, so tests get their own). */
export function limiterOf(ctx: AppContext): Limiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new Limiter(() => ctx.now());
    limiters.set(ctx, limiter);
  }
  return limiter;
}

const clientFactors = new WeakMap<AppContext, number>();

/**
 * Raises the per-client limits (never the per-account ones) by `factor`: for a test stack
 * whose every browser is the same loopback address, so one suite is not one client.
 */
export function setClientLimitFactor(ctx: AppContext, factor: number): void {
  clientFactors.set(ctx, factor);
}

/** A per-client rule as this stand-in applies it. */
export function clientRule(ctx: AppContext, rule: WindowRule): WindowRule {
  return { ...rule, limit: rule.limit * (clientFactors.get(ctx) ?? 1) };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client a request is counted against. Browser calls arrive through the site's BFF
 * (/sso/* proxy), which runs beside the SSO and sets x-forwarded-for to the visitor's
 * address as it judged it (replacing anything the visitor sent). Only a peer on this
 * machine is trusted to say so; anyone else is counted by their own address.
 */
export function clientKeyOf(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  if (LOOPBACK.has(peer) && typeof forwarded === 'string' && forwarded.trim()) {
    return `client:${forwarded.split(',').at(-1)!.trim()}`;
  }
  return `client:${peer}`;
}

/** "Coba lagi dalam 3 menit" / "45 detik": how long a refusal lasts, in words. */
export function waitText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} detik`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m} menit`;
  return `${Math.ceil(m / 60)} jam`;
}
