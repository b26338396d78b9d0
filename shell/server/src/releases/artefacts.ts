// Where remote builds live. Versions are immutable folders; old ones are kept so
// rollbacks and open tabs keep working. The local store is the remotes' dist folders;
// an object store or CDN implements the same interface (see infra/registry/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteWorkspace, type RemoteName } from 'shared-contracts/core';
import { repoRoot } from '../config';

export interface ArtefactStore {
  /** Versions of a remote present in the store, oldest first by semver. */
  versions(remote: RemoteName): string[];
  /** The parsed mf-manifest.json of one version, or null when missing. */
  manifest(remote: RemoteName, version: string): Record<string, unknown> | null;
  /** A local folder that holds the remote's versions, when the BFF serves them itself. */
  localRoot(remote: RemoteName): string | null;
  /**
   * A file of a version named by the site's /remotes/<name>/<version>/<file> URL, read
   * from a store the BFF does not serve from disk (object storage): the server renderer
   * loads remotes' server builds through it.
   */
  readRemoteFile?(url: string): Promise<{ source: string; filename: string } | null>;
}


export function compareSemver(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export class LocalArtefactStore implements ArtefactStore {
  constructor(private readonly root: string = repoRoot) {}

  localRoot(remote: RemoteName): string {
    return path.join(this.root, remoteWorkspace(remote), 'dist');
  }

  versions(remote: RemoteName): string[] {
    const dir = this.localRoot(remote);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^\d+\.\d+\.\d+/.test(d.name))
      .filter((d) => existsSync(path.join(dir, d.name, 'mf-manifest.json')))
      .map((d) => d.name)
      .sort(compareSemver);
  }

  manifest(remote: RemoteName, version: string): Record<string, unknown> | null {
    if (!/^[\w.-]+$/.test(version)) return null;
    const file = path.join(this.localRoot(remote), version, 'mf-manifest.json');
    if (!existsSync(file)) return null;
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  }

  /** The version in each remote's package.json: what a fresh checkout builds. */
  packageVersion(remote: RemoteName): string {
    const pkg = JSON.parse(readFileSync(path.join(this.root, remoteWorkspace(remote), 'package.json'), 'utf8')) as {
      version: string;
    };
    return pkg.version;
  }
}

export { REMOTE_NAMES };
