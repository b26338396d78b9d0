// Seconds until a moment (a resend's wait), read at each render and re-rendered each
// second while above zero, so the first render after `until` is set already counts.
import { useEffect, useState } from 'react';

const secondsUntil = (until: number | null): number => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

export function useSecondsLeft(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      setTick((n) => n + 1);
      if (secondsUntil(until) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return secondsUntil(until);
}
