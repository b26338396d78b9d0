// Time left until a voucher's redeemTo, as a member reads it, and a hook that ticks it.
import { useEffect, useState } from 'react';

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

/** Milliseconds until `target`, re-rendered every second in the last day (every minute before). */
export function useRemaining(target: string, now: () => number = Date.now): number {
  const end = new Date(target).getTime();
  const [remaining, setRemaining] = useState(() => end - now());
  useEffect(() => {
    setRemaining(end - now());
    if (end - now() <= 0) return;
    const step = end - now() > DAY ? MINUTE : SECOND;
    const id = setInterval(() => {
      const left = end - now();
      setRemaining(left);
      if (left <= 0) clearInterval(id);
    }, step);
    return () => clearInterval(id);
  }, [end, now]);
  return remaining;
}
