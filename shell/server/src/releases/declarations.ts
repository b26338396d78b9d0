// What the live remote versions declare (docs/architecture.md §3, §6): their pages and
// their upstream calls, read from each version's mf-manifest.json (metaData.release).
// Versions are immutable, so a version's declaration is read once; a route table is built
// once per set of versions and prefixes (a promotion, a rollback, a canary's other version)
// and kept, never per request. A page exists exactly while a version declaring it is the
// one a visitor is served.
import {
  declaredRoutes,
  RouteTable,
  SHELL_ROUTES,
  underPrefixes,
  type LiveRemote,
  type PrefixOwnership,
  type RemoteName,
  type RouteDef,
  type UpstreamUse,
} from 'shared-contracts/core';
import { releaseOfManifest } from 'shared-contracts/server';
import { grantsOf, NO_GRANTS, type UpstreamGrants } from '../upstream/policy';
import type { ArtefactStore } from './artefacts';

interface Declared {
  routes: RouteDef[];
  upstream: UpstreamUse[];
}

const NOTHING: Declared = { routes: [], upstream: [] };
/** Route tables kept (one per set of versions a visitor may be served: a handful). */
const KEPT_TABLES = 32;

export interface LiveDeclarations {
  /** The routes of a visitor's versions: the shell's, then each remote's under its prefixes. */
  tableFor(remotes: readonly Pick<LiveRemote, 'name' | 'version'>[], prefixes: PrefixOwnership): RouteTable;
  /** The declared calls of these versions (every live one: stable and canary), held to the policy. */
  grantsFor(remotes: readonly Pick<LiveRemote, 'name' | 'version'>[]): UpstreamGrants;
}

export function createLiveDeclarations(store: Pick<ArtefactStore, 'manifest'>, warn: (message: string) => void): LiveDeclarations {
  const declared = new Map<string, Declared>();
  const tables = new Map<string, RouteTable>();
  const grants = new Map<string, UpstreamGrants>();
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  const releaseOf = (remote: RemoteName, version: string): Declared => {
    const key = `${remote}@${version}`;
    const kept = declared.get(key);
    if (kept) return kept;
    let manifest: unknown = null;
    try {
      manifest = store.manifest(remote, version);
    } catch {
      manifest = null;
    }
    // No manifest (yet): nothing declared, and asked again next time.
    if (!manifest) return NOTHING;
    const found = releaseOfManifest(manifest);
    if (!found.ok) warnOnce(`${key}: ${found.reason}; it serves no page and declares no call`);
    const release = found.ok ? { routes: declaredRoutes(remote, found.release.routes), upstream: found.release.upstream } : NOTHING;
    // 'dev' is rebuilt in place: read again each time (development only).
    if (version !== 'dev') declared.set(key, release);
    return release;
  };

  const keyOf = (remotes: readonly Pick<LiveRemote, 'name' | 'version'>[]) => remotes.map((r) => `${r.name}@${r.version}`).join(',');
  const remember = <T>(map: Map<string, T>, key: string, value: T, dev: boolean): T => {
    if (dev) return value;
    if (map.size >= KEPT_TABLES) map.delete(map.keys().next().value!);
    map.set(key, value);
    return value;
  };

  return {
    tableFor(remotes, prefixes) {
      const key = `${keyOf(remotes)}|${JSON.stringify(prefixes)}`;
      const kept = tables.get(key);
      if (kept) return kept;
      const routes: RouteDef[] = [...SHELL_ROUTES];
      for (const live of remotes) {
        const own = prefixes[live.name] ?? [];
        for (const route of releaseOf(live.name, live.version).routes) {
          // A remote serves pages only under the prefixes the registry gives it.
          if (underPrefixes(route.path, own)) routes.push(route);
          else warnOnce(`${live.name}@${live.version} declares ${route.path} outside its prefixes (${own.join(', ') || 'none'}): not served`);
        }
      }
      return remember(tables, key, new RouteTable(routes), remotes.some((r) => r.version === 'dev'));
    },
    grantsFor(remotes) {
      const key = keyOf(remotes);
      const kept = grants.get(key);
      if (kept) return kept;
      const all = remotes.map((r) => ({ remote: r.name, upstream: releaseOf(r.name, r.version).upstream }));
      const made = all.some((d) => d.upstream.length > 0) ? grantsOf(all, (remote, reason) => warnOnce(`${remote}: declared call refused by the BFF's policy: ${reason}`)) : NO_GRANTS;
      return remember(grants, key, made, remotes.some((r) => r.version === 'dev'));
    },
  };
}
