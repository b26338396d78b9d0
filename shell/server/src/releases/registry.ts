// Reads the registry document with a short cache, so a promotion or rollback reaches
// the next page load within a second or two, with no restart.
import { existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemotesDocument } from 'shared-contracts/core';
import {
  adoptNewRemotes,
  initialRegistryDocument as sharedInitialDocument,
  localEntryPath,
  RegistryDocumentSchema,
  writeRegistryAtomic,
  type InitialVersions,
  type RegistryDocument,
} from 'shared-contracts/server';
import type { LocalArtefactStore } from './artefacts';
import { withLock } from './lock';

export interface RegistrySource {
  read(): RegistryDocument;
  /** What the browser needs: each remote's live (stable) version and entry. */
  remotesDocument(): RemotesDocument;
  /**
   * Read-modify-write of the document, exclusive among all writers (the CLI too):
   * `change` gets the latest document and returns the next one, or null to write nothing.
   * Resolves with the document as it now is. The BFF writes only to abort a failing canary;
   * every store offers it (the file: its lock file; Redis: its lock key and change notification).
   */
  update(change: (doc: RegistryDocument) => RegistryDocument | null): Promise<RegistryDocument>;
}

export function createRegistrySource(file: string, cacheMs = 1000): RegistrySource {
  let cached: { doc: RegistryDocument; mtimeMs: number; checkedAt: number } | null = null;
  const read = (): RegistryDocument => {
    const now = Date.now();
    if (cached && now - cached.checkedAt < cacheMs) return cached.doc;
    const mtimeMs = statSync(file).mtimeMs;
    if (cached && cached.mtimeMs === mtimeMs) {
      cached.checkedAt = now;
      return cached.doc;
    }
    try {
      const doc = RegistryDocumentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      cached = { doc, mtimeMs, checkedAt: now };
      return doc;
    } catch (error) {
      // A broken document never takes the site down: keep serving the last good one.
      if (cached) return cached.doc;
      throw error;
    }
  };
  return {
    read,
    remotesDocument() {
      const doc = read();
      return {
        environment: doc.environment,
        remotes: REMOTE_NAMES.map((name) => ({ name, version: doc.remotes[name].version, entry: doc.remotes[name].entry })),
      };
    },
    // The same lock file and atomic replace as the release CLI (infra/registry/registry.ts).
    update(change) {
      return withLock(`${file}.lock`, () => {
        const current = RegistryDocumentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
        const next = change(current);
        if (!next) return current;
        writeRegistryAtomic(file, next);
        cached = null;
        return next;
      });
    },
  };
}

/** Development overrides on a remotes document ('dev' or a manifest URL per remote). */
export function applyOverrides(doc: RemotesDocument, overrides: Partial<Record<string, string>>): RemotesDocument {
  if (Object.keys(overrides).length === 0) return doc;
  return {
    ...doc,
    remotes: doc.remotes.map((r) => {
      const o = overrides[r.name];
      if (!o) return r;
      return /^https?:\/\//.test(o) ? { ...r, version: 'override', entry: o } : { ...r, version: o, entry: localEntryPath(r.name, o) };
    }),
  };
}

/** Development overrides on top of the live registry ('dev' or a manifest URL per remote). */
export function withOverrides(source: RegistrySource, overrides: Partial<Record<string, string>>): RegistrySource {
  if (Object.keys(overrides).length === 0) return source;
  return {
    read: () => source.read(),
    update: (change) => source.update(change),
    remotesDocument: () => applyOverrides(source.remotesDocument(), overrides),
  };
}

/**
 * Creates the registry with each remote's package.json version when none exists yet; an
 * existing one that predates a remote of the list gets that remote (adoptNewRemotes).
 */
export async function ensureRegistry(file: string, environment: string, store: LocalArtefactStore): Promise<void> {
  if (existsSync(file)) return adoptInto(file, store);
  const doc = initialRegistryDocument(environment, store);
  // Create only if still absent (a hard link fails on an existing file): a promotion
  // that raced this first start is never overwritten.
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.init`;
  writeFileSync(tmp, `${JSON.stringify(RegistryDocumentSchema.parse(doc), null, 2)}\n`);
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(tmp);
  }
}

/** A remote's first version in a registry: its checked-out package.json version, served from the local store. */
export function localInitialVersions(store: Pick<LocalArtefactStore, 'packageVersion'>): InitialVersions {
  return { packageVersion: (name: RemoteName) => store.packageVersion(name), entryUrl: localEntryPath };
}

/** Adds the remotes the document lacks, under the registry's lock (the CLI may be writing). */
async function adoptInto(file: string, store: LocalArtefactStore): Promise<void> {
  const needed = () => adoptNewRemotes(JSON.parse(readFileSync(file, 'utf8')) as unknown, localInitialVersions(store));
  if (!needed()) return;
  await withLock(`${file}.lock`, () => {
    const adopted = needed();
    if (adopted) writeRegistryAtomic(file, adopted);
  });
}

/** A new environment's document from the local artefact store: each remote at its package.json version. */
export function initialRegistryDocument(environment: string, store: Pick<LocalArtefactStore, 'packageVersion'>): RegistryDocument {
  return sharedInitialDocument(environment, localInitialVersions(store));
}
