// Spec §8: a user fetch failing with 500 or above is fatal: the BFF answers the page with
// status 500 and the server's detail in boot.error, and the shell shows the error page
// instead of the route. A request the BFF refused (4xx with boot.error) shows it the same way. Leaving the page ('Homepage', 'Kembali') returns to normal pages.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BootData } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';

export interface FatalError {
  status: number;
  message: string;
}

export function fatalErrorOf(boot: Pick<BootData, 'status' | 'error'>): FatalError | null {
  if (!boot.error) return null;
  const status = boot.error.status || boot.status;
  // 5xx: the user fetch failed (spec §8). 4xx: the BFF refused the request itself (a
  // malformed URL, a cross-origin form post, a failed sign-in) and says why.
  return status >= 400 ? { status, message: boot.error.message } : null;
}

export function useFatalError(): FatalError | null {
  const { boot } = useShell();
  const location = useLocation();
  const [fatal, setFatal] = useState(() => fatalErrorOf(boot));
  const bootKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== bootKey.current) setFatal(null);
  }, [location.key]);
  return fatal;
}
