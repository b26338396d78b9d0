// What the shell shows over whatever page is open, and that more than one part sets: the
// fatal error of spec §8 (from the boot data, or from the session check of a client
// navigation) and 'Sesi kamu telah berakhir' after the server ended a member's session.
// Both start from the boot data, so the server paint and hydration agree. Also whether the
// SSO answered for a signed-in member at all (sessionUnavailable: their parts are marked
// unavailable with 'Coba Lagi', the session is kept).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BootData } from 'shared-contracts';

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

/** A fatal error belongs to the history entry it happened on: null = the first page's. */
export interface RaisedFatal {
  error: FatalError;
  locationKey: string | null;
}

export interface ShellState {
  fatal: RaisedFatal | null;
  raiseFatal: (error: FatalError, locationKey: string) => void;
  sessionEnded: boolean;
  announceSessionEnded: () => void;
  dismissSessionEnded: () => void;
  /** A session cookie exists but the SSO did not answer: the member's data is missing for now. */
  sessionUnavailable: boolean;
  setSessionUnavailable: (unavailable: boolean) => void;
}

const noop = () => undefined;
const ShellStateContext = createContext<ShellState>({
  fatal: null,
  raiseFatal: noop,
  sessionEnded: false,
  announceSessionEnded: noop,
  dismissSessionEnded: noop,
  sessionUnavailable: false,
  setSessionUnavailable: noop,
});

export function ShellStateProvider({
  boot,
  children,
}: {
  boot: Pick<BootData, 'status' | 'error' | 'sessionEnded' | 'sessionUnavailable'>;
  children: ReactNode;
}) {
  const [fatal, setFatal] = useState<RaisedFatal | null>(() => {
    const error = fatalErrorOf(boot);
    return error ? { error, locationKey: null } : null;
  });
  const [sessionEnded, setSessionEnded] = useState(Boolean(boot.sessionEnded));
  const [sessionUnavailable, setSessionUnavailable] = useState(Boolean(boot.sessionUnavailable));
  // Stable setters: effects that call them do not run again when the state changes.
  const setters = useMemo(
    () => ({
      raiseFatal: (error: FatalError, locationKey: string) => setFatal({ error, locationKey }),
      announceSessionEnded: () => setSessionEnded(true),
      dismissSessionEnded: () => setSessionEnded(false),
      setSessionUnavailable,
    }),
    [],
  );
  const value = useMemo<ShellState>(
    () => ({ fatal, sessionEnded, sessionUnavailable, ...setters }),
    [fatal, sessionEnded, sessionUnavailable, setters],
  );
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  return useContext(ShellStateContext);
}
