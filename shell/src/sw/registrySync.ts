// Following the registry: once the worker has the live builds for this visitor (an answer
// of /builds/latest), the kept entries of anything else go: remote files of versions the
// registry no longer names, and page documents that run them (or another shell build).
// So after a rollback or an aborted canary, nothing withdrawn is served again, offline
// included. Expiration (Serwist's ExpirationPlugin) bounds the caches otherwise.
import type { BuildVersions } from '../features/builds/buildWatcher';
import { SW_CACHES } from '../features/offline/swContract';
import { isStaleDocument, isStaleRemoteFile } from './policy';

export interface CacheLike {
  keys(): Promise<readonly Request[]>;
  match(request: Request): Promise<Response | undefined>;
  delete(request: Request): Promise<boolean>;
}

export interface CacheStorageLike {
  open(name: string): Promise<CacheLike>;
}

/** Removes what `live` left behind; returns the URLs removed. */
export async function pruneToLive(storage: CacheStorageLike, live: BuildVersions): Promise<string[]> {
  const removed: string[] = [];
  const remotes = await storage.open(SW_CACHES.remotes);
  for (const request of await remotes.keys()) {
    if (isStaleRemoteFile(new URL(request.url), live) && (await remotes.delete(request))) removed.push(request.url);
  }
  const pages = await storage.open(SW_CACHES.pages);
  for (const request of await pages.keys()) {
    const response = await pages.match(request);
    const html = response ? await response.text() : '';
    if (isStaleDocument(new URL(request.url).pathname, html, live) && (await pages.delete(request))) removed.push(request.url);
  }
  return removed;
}
