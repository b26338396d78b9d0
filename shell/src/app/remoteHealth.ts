// Canary health from the browser (docs/architecture.md §6): a remote version that fails to
// load (manifest, entry, contract, module) or to mount is reported to the BFF, which
// counts failures per version and aborts a canary that fails more than the stable one.
// A Module Federation runtime plugin sees every failed load (as the contract guard sees
// every manifest); mounts are watched by wrapping the lifecycles the runtime hands out.
// One report per remote version and page load, sent with navigator.sendBeacon, carrying
// the page's view token (boot data): the BFF counts a report only against the page view it
// served this visitor (docs/architecture.md §13).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_HEALTH_MESSAGE_MAX,
  REMOTE_HEALTH_PATH,
  type ParcelLifecycles,
  type RemoteFailureKind,
  type RemoteHealthReport,
  type RemotesDocument,
} from 'shared-contracts';

export interface HealthReporter {
  report(remote: string, kind: RemoteFailureKind, error: unknown): void;
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

/** Reports failures of the versions this page runs (the registry it booted with), once each, with the page's view token. */
export function createHealthReporter(registry: RemotesDocument, send: SendReport = beaconSender(), view?: string): HealthReporter {
  const versions = new Map<string, string>(registry.remotes.map((r) => [r.name, r.version]));
  const sent = new Set<string>();
  return {
    report(remote, kind, error) {
      const version = versions.get(remote);
      if (!version || sent.has(remote)) return;
      sent.add(remote);
      send({ remote, version, kind, message: messageOf(error), ...(view ? { view } : {}) });
    },
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
 * promise) is reported as a mount failure of `remote` before it goes on as before.
 */
export function reportingLifecycles<T extends ParcelLifecycles>(lifecycles: T, remote: string, reporter: HealthReporter): T {
  const wrapped = { ...lifecycles } as Record<string, unknown>;
  for (const name of LIFECYCLES) {
    const original = lifecycles[name];
    if (typeof original !== 'function') continue;
    wrapped[name] = async (props: object) => {
      try {
        return await original.call(lifecycles, props);
      } catch (error) {
        reporter.report(remote, 'mount', error);
        throw error;
      }
    };
  }
  return wrapped as T;
}
