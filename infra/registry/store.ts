// The artefact store as the release CLI sees it: the BFF's read side (ArtefactStore in
// shell/server) plus what releasing and gating need. The local store is the remotes'
// dist folders; an S3-compatible store implements the same interface (docs/scaling.md,
// "Object storage"; infra/registry/README.md).
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts/core';
import { localEntryPath } from 'shared-contracts/server';
import { LocalArtefactStore, type ArtefactStore } from 'shell/releases';
import { repoRoot } from '../stack/apps';

/** A version name that is safe as a folder and URL segment: 1.2.3 or 1.2.3-rc.1. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z][0-9A-Za-z.-]*)?$/;

export interface ReleaseStore extends ArtefactStore {
  /** Whether anything (even a broken upload) exists under the version: it is never overwritten. */
  has(remote: RemoteName, version: string): boolean;
  /** A file of one version (e.g. remoteEntry.js), or null when missing. */
  readFile(remote: RemoteName, version: string, file: string): Buffer | null;
  /** What the registry's `entry` says for this version: the URL of its mf-manifest.json. */
  entryUrl(remote: RemoteName, version: string): string;
  /**
   * Publishes a finished build (a local folder) as `version`, all at once; refuses when
   * the version exists. Never deletes or replaces existing versions.
   */
  publish(remote: RemoteName, version: string, builtDir: string): void;
  /** The version a fresh checkout builds (the remote's package.json). */
  packageVersion(remote: RemoteName): string;
}

export class VersionExistsError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
  ) {
    super(`${remote} ${version} already exists in the artefact store; versions are immutable.`);
  }
}

/** <root>/mf-<name>/dist/<version>/, served by the BFF under /remotes/<name>/<version>/. */
export class LocalReleaseStore extends LocalArtefactStore implements ReleaseStore {
  constructor(root: string = repoRoot) {
    super(root);
  }

  private dir(remote: RemoteName, version: string): string {
    if (!VERSION_PATTERN.test(version)) throw new Error(`Not a version: ${JSON.stringify(version)}`);
    return path.join(this.localRoot(remote), version);
  }

  has(remote: RemoteName, version: string): boolean {
    return existsSync(this.dir(remote, version));
  }

  readFile(remote: RemoteName, version: string, file: string): Buffer | null {
    const base = this.dir(remote, version);
    const target = path.resolve(base, file);
    // Manifest paths come from a file on disk: never read outside the version folder.
    if (!target.startsWith(base + path.sep)) return null;
    try {
      return statSync(target).isFile() ? readFileSync(target) : null;
    } catch {
      return null;
    }
  }

  entryUrl(remote: RemoteName, version: string): string {
    return localEntryPath(remote, version);
  }

  publish(remote: RemoteName, version: string, builtDir: string): void {
    const target = this.dir(remote, version);
    if (existsSync(target)) throw new VersionExistsError(remote, version);
    // Same file system (the build is staged inside dist/): rename is atomic, so the
    // version appears complete or not at all. A non-empty target makes it fail.
    renameSync(builtDir, target);
  }

  /** Version folders, including ones without a manifest (status shows them as broken). */
  folders(remote: RemoteName): string[] {
    const root = this.localRoot(remote);
    if (!existsSync(root)) return [];
    return readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && VERSION_PATTERN.test(d.name))
      .map((d) => d.name);
  }
}
