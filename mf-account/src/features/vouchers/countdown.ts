// Time left until a voucher's redeemTo, as a member reads it, and a hook that ticks it.
import { useCallback, useSyncExternalStore } from 'react';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (n: number) => String(n).padStart(2, '0');

/** '3 hari 4 jam lagi' above a day, '05:04:03 lagi' within it, 'Kedaluwarsa' after. */
export function countdownText(remainingMs: number): string {
  if (remainingMs <= 0) return 'Kedaluwarsa';
  if (remainingMs >= DAY) {
    const days = Math.floor(remainingMs / DAY);
    const hours = Math.floor((remainingMs % DAY) / HOUR);
    return hours > 0 ? `${days} hari ${hours} jam lagi` : `${days} hari lagi`;
  }
  const total = Math.floor(remainingMs / SECOND);
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)} lagi`;
}

/**
 * Milliseconds until `target`, re-rendered every second in the last day (every minute
 * before); null on the server and while the page hydrates: the server's clock is not the
 * phone's, so the time left appears once the page runs (never a mismatched first render).
 */
export function useRemaining(target: string, now: () => number = Date.now): number | null {
  const end = new Date(target).getTime();
  const subscribe = useCallback(
    (tick: () => void) => {
      if (end - now() <= 0) return () => undefined;
      const id = setInterval(tick, end - now() > DAY ? MINUTE : SECOND);
      return () => clearInterval(id);
    },
    [end, now],
  );
  // Whole seconds: the same snapshot until the clock moves on (useSyncExternalStore compares them).
  const remaining = () => Math.ceil((end - now()) / SECOND) * SECOND;
  return useSyncExternalStore(subscribe, remaining, () => null);
}
