// The live shell build, as the promote gate needs it: the contract version it provides.
// Read from the shell build the BFF serves (its build-info.json, written by the shell's
// build), or, with --bff, from the running BFF's /builds/latest. Never from the checkout
// the CLI runs in: a checkout's CONTRACT_VERSION says nothing about what is live.
import { LatestBuildsSchema, readShellBuildInfo, SHELL_BUILD_INFO_FILE } from 'shared-contracts/server';
import path from 'node:path';

export interface LiveShell {
  /** The contract the live shell build provides; null when it cannot be known. */
  contractVersion: string | null;
  buildId: string | null;
  /** Where it was read (named in messages). */
  source: string;
  /** Why the contract is unknown, when it is. */
  problem?: string;
}

/** From the shell build folder the BFF serves (SHELL_DIST, default shell/dist). */
export function readLiveShell(shellDist: string): LiveShell {
  const source = path.join(shellDist, SHELL_BUILD_INFO_FILE);
  try {
    const info = readShellBuildInfo(shellDist);
    if (!info) return { contractVersion: null, buildId: null, source, problem: `${source} does not exist (no shell build there)` };
    if (!info.contractVersion) {
      return { contractVersion: null, buildId: info.buildId, source, problem: `${source} names no contractVersion (a shell build older than the contract stamp)` };
    }
    return { contractVersion: info.contractVersion, buildId: info.buildId, source };
  } catch (error) {
    return { contractVersion: null, buildId: null, source, problem: (error as Error).message };
  }
}

/** From a running BFF: GET /builds/latest names the shell build it serves and its contract. */
export async function fetchLiveShell(bff: string, timeoutMs = 5000): Promise<LiveShell> {
  const source = new URL('/builds/latest', bff).href;
  try {
    const res = await fetch(`${source}?t=${Date.now()}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { contractVersion: null, buildId: null, source, problem: `GET ${source} answered ${res.status}` };
    const latest = LatestBuildsSchema.parse(await res.json());
    if (!latest.contractVersion) {
      return { contractVersion: null, buildId: latest.buildId, source, problem: `${source} names no contractVersion (the live shell build has no contract stamp)` };
    }
    return { contractVersion: latest.contractVersion, buildId: latest.buildId, source };
  } catch (error) {
    return { contractVersion: null, buildId: null, source, problem: `GET ${source} failed: ${(error as Error).message}` };
  }
}
