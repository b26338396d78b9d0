// BENCHMARK ONLY: never part of the site's build. The monolith build (rspack.config.ts
// beside this file) aliases the shell's src/app/remotes.ts to this file and drops Module
// Federation, so the three remotes are bundled into the shell (infra/bench measures what
// federation costs against this build). Each remote module stays its own lazy chunk through import(), as it is
// when federated; the registry is ignored. The federated shell never imports remote source.
import type { RemoteAppModule, RemoteFailureKind, RemoteName, RemotesDocument, RemoteWidgetsModule } from 'shared-contracts';
import type * as Federated from '../../../shell/src/app/remotes';
import type * as Monolith from './remotes.monolith';

const apps: Partial<Record<RemoteName, () => Promise<RemoteAppModule>>> = {
  catalog: () => import('../../../mf-catalog/src/app'),
  events: () => import('../../../mf-events/src/app'),
  account: () => import('../../../mf-account/src/app'),
};

const widgets: Partial<Record<RemoteName, () => Promise<RemoteWidgetsModule>>> = {
  catalog: () => import('../../../mf-catalog/src/widgets'),
  events: () => import('../../../mf-events/src/widgets'),
};

export function registerRegistry(_registry: RemotesDocument, _origin?: string): void {
  // Nothing to register: every remote is compiled in.
}

export function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  const load = apps[name];
  return load ? load() : Promise.reject(new Error(`Remote ${name} is not in the monolith build`));
}

export function loadRemoteWidgets(name: RemoteName): Promise<RemoteWidgetsModule> {
  const load = widgets[name];
  return load ? load() : Promise.reject(new Error(`Remote ${name} exposes no widgets`));
}

export function reportRemoteFailure(_remote: RemoteName, _kind: RemoteFailureKind, _error: unknown): void {
  // No canary and no registry: nothing to report a version's failure to.
}

// Typechecked (npm run typecheck): every export of the federated module has its stand-in
// here, so the monolith build cannot break unseen when the shell's module grows one.
type Missing = Exclude<keyof typeof Federated, keyof typeof Monolith>;
export const EVERY_EXPORT_STANDS_IN: [Missing] extends [never] ? true : Missing = true;
