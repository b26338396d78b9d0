// Release health from the browser (docs/architecture.md §6, §13): whatever a visitor meets of
// a remote version is reported to the BFF, which counts failures per version for ops' metrics
// and aborts a canary that fails more than the stable one. A Module Federation runtime plugin sees every
// failed load (as the contract guard sees every manifest); mounts are watched by wrapping
// the lifecycles the runtime hands out; an area showing its error state is heard through the
// remote's remote_error event (its boundary, in shared-contracts, calls the shell's track);
// unhandled errors whose stack is in a remote's files through the window; an area that never
// mounts through its outlet's budget (RemoteOutlet). One report per remote version, kind and
// page load, sent with navigator.sendBeacon, carrying the page's view token (boot data): the
// BFF counts a report only against the page view it served this visitor. Nothing is
// reported while the browser is offline: a lost signal is the visitor's, not the version's.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_HEALTH_MESSAGE_MAX,
  REMOTE_HEALTH_PATH,
  REMOTE_SERVED_REPORT,
  type ParcelLifecycles,
  type RemoteFailureKind,
  type RemoteHealthReport,
  type RemotesDocument,
} from 'shared-contracts';

export interface HealthReporter {
  report(remote: string, kind: RemoteFailureKind, error: unknown): void;
  /** Whether a failure of `remote` was reported on this page already (any kind). */
  reported(remote: string): boolean;
  /** `remote` mounted on this page: counted as served when the document did not run it (REMOTE_SERVED_REPORT). */
  served(remote: string): void;
}

export type SendReport = (report: RemoteHealthReport) => void;

/** navigator.sendBeacon (it survives the page going away); fetch with keepalive where there is none. */
export function beaconSender(win: Window = window): SendReport {
  return (report) => {
    const body = JSON.stringify(report);
    try {
      if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(REMOTE_HEALTH_PATH, body)) return;
    } catch {
      // A refused beacon (too large, page unloading): try fetch.
    }
    void win
      .fetch(REMOTE_HEALTH_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } })
      .catch(() => undefined);
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, REMOTE_HEALTH_MESSAGE_MAX);

export interface HealthReporterOptions {
  send?: SendReport;
  /** The page's view token (BootData.canaryView). Without one (a kept offline copy) a failure report is only logged by the BFF, and no 'served' is sent. */
  view?: string;
  /** The remotes the document itself ran (remotesOfPath of its path): the BFF counted those when it served it. */
  documentRemotes?: readonly string[];
  online?: () => boolean;
}

/**
 * Reports failures of the versions this page runs (the registry it booted with), once per
 * remote and kind, with the page's view token; and each remote first mounted by a client
 * navigation, once, as served (the page view its document was not).
 */
export function createHealthReporter(registry: RemotesDocument, options: HealthReporterOptions = {}): HealthReporter {
  const { send = beaconSender(), view, documentRemotes = [], online = () => typeof navigator === 'undefined' || navigator.onLine !== false } = options;
  const versions = new Map<string, string>(registry.remotes.map((r) => [r.name, r.version]));
  const sent = new Set<string>();
  const remotes = new Set<string>();
  const counted = new Set<string>(documentRemotes);
  return {
    report(remote, kind, error) {
      const version = versions.get(remote);
      const key = `${remote}:${kind}`;
      if (!version || sent.has(key) || !online()) return;
      sent.add(key);
      remotes.add(remote);
      counted.add(remote);
      send({ remote, version, kind, message: messageOf(error), ...(view ? { view } : {}) });
    },
    reported: (remote) => remotes.has(remote),
    served(remote) {
      const version = versions.get(remote);
      // Counted already: by the document, an earlier mount or a failure report (which counts its visitor).
      if (!view || !version || counted.has(remote) || !online()) return;
      counted.add(remote);
      send({ remote, version, kind: REMOTE_SERVED_REPORT, view });
    },
  };
}

/** A chunk that did not load, as Rspack's runtime words it ('Loading chunk 12 failed.', 'Loading CSS chunk …'). */
const CHUNK_FAILED = /Loading (CSS )?chunk [^ ]+ failed|ChunkLoadError/;

/**
 * What a remote's remote_error event (its area's boundary, or the outlet) means for its
 * health: nothing when the outlet's load or mount failure was reported already (the plugin
 * and the lifecycles report those first), a chunk's 'load', else the area's error state
 * ('render').
 */
export function reportAreaError(reporter: HealthReporter, remote: string, message: string): void {
  if (reporter.reported(remote)) return;
  reporter.report(remote, CHUNK_FAILED.test(message) ? 'load' : 'render', new Error(message));
}

/**
 * Unhandled errors and rejections whose stack (or file) is in a remote version's files
 * (/remotes/<name>/<version>/…): reported as that remote's 'error'. Others are not a remote's.
 */
export function watchUnhandledErrors(win: Window, registry: RemotesDocument, reporter: HealthReporter): () => void {
  const bases = registry.remotes.map((r) => ({ name: r.name, base: new URL('./', new URL(r.entry, win.location.origin)).href }));
  const owner = (text: string) => bases.find((b) => text.includes(b.base))?.name;
  const onError = (event: ErrorEvent) => {
    const remote = owner(`${event.filename ?? ''}\n${(event.error as Error | undefined)?.stack ?? ''}`);
    if (remote) reporter.report(remote, 'error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { stack?: unknown } | undefined;
    const remote = typeof reason?.stack === 'string' ? owner(reason.stack) : undefined;
    if (remote) reporter.report(remote, 'error', event.reason);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The remote a module request names ('catalog/app' → 'catalog'). */
const remoteOfId = (id: string): string => id.split('/')[0] ?? id;

export function remoteHealthPlugin(reporter: HealthReporter): ModuleFederationRuntimePlugin {
  return {
    name: 'mv-remote-health',
    // Any failed load of a remote's module: its manifest, entry, a refused contract, the module.
    errorLoadRemote(args) {
      reporter.report(remoteOfId(String(args.id)), 'load', args.error);
      // No fail-over: the runtime rethrows and the area shows its fallback.
      return undefined;
    },
  };
}

const LIFECYCLES = ['bootstrap', 'mount', 'update'] as const;

/**
 * The same lifecycles, but a failure of bootstrap, mount or update (a throw or a rejected
 * promise) is reported as a mount failure of `remote` before it goes on as before, and a
 * mount that succeeds tells the reporter the remote was served on this page.
 */
export function reportingLifecycles<T extends ParcelLifecycles>(lifecycles: T, remote: string, reporter: HealthReporter): T {
  const wrapped = { ...lifecycles } as Record<string, unknown>;
  for (const name of LIFECYCLES) {
    const original = lifecycles[name];
    if (typeof original !== 'function') continue;
    wrapped[name] = async (props: object) => {
      let result: unknown;
      try {
        result = await original.call(lifecycles, props);
      } catch (error) {
        reporter.report(remote, 'mount', error);
        throw error;
      }
      if (name === 'mount') reporter.served(remote);
      return result;
    };
  }
  return wrapped as T;
}
