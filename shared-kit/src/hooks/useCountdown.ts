// Seconds left until a moment (a code's resend, say), ticking once a second while any are
// left. `start(seconds)` sets it going again; 0 means the wait is over.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    setLeft(Math.max(0, Math.ceil(seconds)));
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { left, start };
}

/** 'Kirim ulang dalam 0:45' or null when a resend may be asked for. */
export function resendWaitText(left: number): string | null {
  if (left <= 0) return null;
  return `Kirim ulang dalam ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
