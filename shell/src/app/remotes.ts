// Remotes are learnt at run time from the registry: nothing about their URLs is
// compiled into the shell, so pointing the registry at another version changes what
// the next page load gets without rebuilding anything.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule, RemoteFailureKind, RemoteName, RemotesDocument, RemoteWidgetsModule } from 'shared-contracts';
import { contractGuardPlugin } from './contractGuard';
import { earlyFetchPlugin } from './earlyFetch';
import { createHealthReporter, remoteHealthPlugin, reportingLifecycles, type HealthReporter } from './remoteHealth';

/** Told of load and mount failures of this page's remote versions (canary health); set by registerRegistry. */
let health: HealthReporter | null = null;

export function registerRegistry(registry: RemotesDocument, origin: string = window.location.origin, reporter: HealthReporter = createHealthReporter(registry)): void {
  health = reporter;
  // A remote whose contract this shell cannot serve fails to load (its area shows the fallback);
  // every failed load of a remote version is reported to the BFF. The manifest the start
  // script fetched early is the runtime's first answer (earlyFetch.ts).
  registerPlugins([earlyFetchPlugin(), contractGuardPlugin(), remoteHealthPlugin(reporter)]);
  registerRemotes(
    registry.remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, origin).toString() })),
    { force: true },
  );
}

/** Reports a failure of this page's version of `remote` (an area that never mounted: RemoteOutlet). */
export function reportRemoteFailure(remote: RemoteName, kind: RemoteFailureKind, error: unknown): void {
  health?.report(remote, kind, error);
}

const appCache = new Map<RemoteName, Promise<RemoteAppModule>>();

/** The remote's './app' module; a failed load is forgotten so a retry can try again. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  let pending = appCache.get(name);
  if (!pending) {
    pending = loadRemote<RemoteAppModule>(`${name}/app`).then((mod) => {
      if (!mod || typeof mod.mount !== 'function') throw new Error(`Remote ${name} exposes no app`);
      return health ? reportingLifecycles(mod, name, health) : mod;
    });
    pending.catch(() => appCache.delete(name));
    appCache.set(name, pending);
  }
  return pending;
}

const widgetsCache = new Map<RemoteName, Promise<RemoteWidgetsModule>>();

export function loadRemoteWidgets(name: RemoteName): Promise<RemoteWidgetsModule> {
  let pending = widgetsCache.get(name);
  if (!pending) {
    pending = loadRemote<RemoteWidgetsModule>(`${name}/widgets`).then((mod) => {
      if (!mod) throw new Error(`Remote ${name} exposes no widgets`);
      const reporter = health;
      if (!reporter) return mod;
      return Object.fromEntries(
        Object.entries(mod).map(([key, widget]) => [key, widget && typeof widget.mount === 'function' ? reportingLifecycles(widget, name, reporter) : widget]),
      ) as RemoteWidgetsModule;
    });
    pending.catch(() => widgetsCache.delete(name));
    widgetsCache.set(name, pending);
  }
  return pending;
}
