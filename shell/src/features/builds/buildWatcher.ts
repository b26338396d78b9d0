// Spec §4/§8, docs/architecture.md §6: the shell polls /builds/latest?t=… (and checks again when
// the tab regains focus). Once a shell build or remote version newer than the one this
// page booted with has been seen, a chunk that fails to load means the old files are
// gone: the page reloads, once per new build (a session-storage marker prevents loops).
// A page that runs a remote's canary (its boot registry says so) reloads once as soon as
// /builds/latest names another version of that remote for this visitor: the canary was
// aborted (by ops or automatically) and the stable version is what the visitor gets now.
// Such a page also asks at each of its client navigations (navigated()), so a visitor of an
// aborted canary is on the stable version from their next navigation, not the next poll.
import { BUILDS_POLL_MS, type BootData } from 'shared-contracts/core';
import { parseLatestBuilds, type BuildVersions } from './latestBuilds';

export type { BuildVersions };

export const RELOAD_MARKER_KEY = 'mv-chunk-reload';

export function latestBuildsUrl(now: number = Date.now()): string {
  return `/builds/latest?t=${now}`;
}

/** Whether `latest` names a shell build or a remote version other than the page's own. */
export function hasNewerBuild(boot: Pick<BootData, 'buildId' | 'registry'>, latest: BuildVersions): boolean {
  if (latest.buildId && latest.buildId !== boot.buildId) return true;
  const booted = new Map(boot.registry.remotes.map((r) => [r.name as string, r.version]));
  return Object.entries(latest.remotes ?? {}).some(([name, version]) => booted.get(name) !== version);
}

/** The remotes this page runs as a canary whose version /builds/latest no longer names for this visitor. */
export function withdrawnCanaries(boot: Pick<BootData, 'registry'>, latest: BuildVersions): string[] {
  return boot.registry.remotes
    .filter((r) => r.canary && typeof latest.remotes?.[r.name] === 'string' && latest.remotes[r.name] !== r.version)
    .map((r) => r.name);
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  const m = (reason as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : '';
}

/** Failures of loading code: bundler chunks, dynamic imports, Module Federation remotes. */
export function isChunkLoadError(reason: unknown): boolean {
  if ((reason as { name?: unknown } | null)?.name === 'ChunkLoadError') return true;
  const text = messageOf(reason);
  return (
    /ChunkLoadError/.test(text) ||
    /Loading (CSS )?chunk [^\s]+ failed/i.test(text) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(text) ||
    // Module Federation runtime: remote entry, manifest, snapshot or script not loadable.
    /#RUNTIME-00[1378]\b/.test(text)
  );
}

function signature(latest: BuildVersions): string {
  const remotes = Object.entries(latest.remotes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([latest.buildId, remotes]);
}


export interface BuildWatcherOptions {
  boot: Pick<BootData, 'buildId' | 'registry'>;
  win?: Window;
  fetchFn?: typeof fetch;
  intervalMs?: number;
  reload?: () => void;
}

export interface BuildWatcher {
  /** Fetches the manifest now; resolves with whether a newer build is known. */
  check: () => Promise<boolean>;
  /** Reloads (once) when `reason` is a chunk-load failure and a newer build exists. */
  handleError: (reason: unknown) => Promise<boolean>;
  /** A client navigation happened: a page running a canary checks at once (nothing otherwise). */
  navigated: () => void;
  stop: () => void;
}

export function startBuildWatcher({
  boot,
  win = window,
  fetchFn,
  intervalMs = BUILDS_POLL_MS,
  reload = () => win.location.reload(),
}: BuildWatcherOptions): BuildWatcher {
  const doFetch = fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => win.fetch(input, init));
  let newer: BuildVersions | null = null;

  const reloadOnce = (latest: BuildVersions): boolean => {
    const mark = signature(latest);
    try {
      if (win.sessionStorage.getItem(RELOAD_MARKER_KEY) === mark) return false;
      win.sessionStorage.setItem(RELOAD_MARKER_KEY, mark);
    } catch {
      // Without storage no loop guard is possible: better not to reload at all.
      return false;
    }
    reload();
    return true;
  };

  const check = async (): Promise<boolean> => {
    try {
      const response = await doFetch(latestBuildsUrl(), { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) return newer !== null;
      const latest = parseLatestBuilds(await response.json());
      if (latest && hasNewerBuild(boot, latest)) newer = latest;
      // The canary this page runs was withdrawn: onto the stable version, once.
      if (latest && withdrawnCanaries(boot, latest).length > 0) reloadOnce(latest);
    } catch {
      // Offline or the BFF restarting: try again on the next tick.
    }
    return newer !== null;
  };

  const handleError = async (reason: unknown): Promise<boolean> => {
    if (!isChunkLoadError(reason)) return false;
    // The failure may come before the next poll: ask right away.
    if (!newer) await check();
    return newer ? reloadOnce(newer) : false;
  };

  const onError = (e: ErrorEvent) => void handleError(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => void handleError(e.reason);
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('focus', onFocus);
  win.document.addEventListener('visibilitychange', onVisible);
  const timer = win.setInterval(() => void check(), intervalMs);

  const runsCanary = boot.registry.remotes.some((r) => r.canary);
  return {
    check,
    handleError,
    navigated() {
      if (runsCanary) void check();
    },
    stop() {
      win.clearInterval(timer);
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      win.removeEventListener('focus', onFocus);
      win.document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
