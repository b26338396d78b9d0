// What the shell knows once at boot and hands down: config, tracking, sign-in.
import { createContext, useContext } from 'react';
import type { BootData, PublicConfig, RouteTable, TrackFn } from 'shared-contracts';

export interface ShellServices {
  boot: BootData;
  config: PublicConfig;
  /** The routes the router matches: the shell's and the pages of this visitor's remote versions (boot.routes). */
  routes: RouteTable;
  track: TrackFn;
  /** Starts sign-in and returns to `returnTo` (default: the current full path). */
  login: (returnTo?: string) => void;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell outside the shell');
  return ctx;
}
