// Changing the registry: one document per environment, read-modify-written under a lock
// and replaced atomically, with a history entry for every change (docs/architecture.md §6).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts/core';
import {
  initialRegistryDocument,
  prefixesOf,
  prefixRefusals,
  RegistryDocumentSchema,
  withPrefixes,
  writeRegistryAtomic,
  type PrefixChange,
  type RegistryDocument,
  type RegistryHistoryEntry,
} from 'shared-contracts/server';
import { canaryBeforeChange, type LockOptions, type StepResult, withLock } from 'shell/releases';
import type { ReleaseStore } from './store';

export function lockFileOf(registryFile: string): string {
  return `${registryFile}.lock`;
}

/** The document, or null when the environment has none yet. Throws on a broken one. */
export function readRegistry(file: string): RegistryDocument | null {
  if (!existsSync(file)) return null;
  const raw = readFileSync(file, 'utf8');
  try {
    return RegistryDocumentSchema.parse(JSON.parse(raw));
  } catch (error) {
    throw new Error(`The registry ${file} is not a valid registry document: ${(error as Error).message}`);
  }
}

/**
 * The versions that were live, oldest first, ending with the live one. A promotion puts
 * a version on top; a rollback goes back down to its target (or replaces the top when
 * the target was never live). So repeated rollbacks walk back through promotions.
 */
export function liveStack(doc: RegistryDocument, remote: RemoteName): string[] {
  const stack: string[] = [];
  for (const e of doc.history) {
    if (e.remote !== remote) continue;
    if (e.action === 'rollback') {
      const at = stack.lastIndexOf(e.to);
      if (at >= 0) stack.length = at + 1;
      else if (stack.length > 0) stack[stack.length - 1] = e.to;
      else stack.push(e.to);
    } else if ((e.action === 'init' || e.action === 'promote') && stack[stack.length - 1] !== e.to) {
      // Canary steps and aborts never change the stable version.
      stack.push(e.to);
    }
  }
  // A hand-edited document: trust the live version.
  const live = doc.remotes[remote]?.version;
  if (live && stack[stack.length - 1] !== live) stack.push(live);
  return stack;
}

/** Where `rollback <remote>` goes without a version: the one live before the current. */
export function defaultRollbackTarget(doc: RegistryDocument, remote: RemoteName): string | null {
  const stack = liveStack(doc, remote);
  return stack.length >= 2 ? stack[stack.length - 2]! : null;
}

export interface ChangeRequest {
  remote: RemoteName;
  version: string;
  action: 'promote' | 'rollback';
  actor: string;
  reason: string;
  /** The gate refused and --force overrode it: these are its refusals. */
  overridden?: string[];
}

export interface ChangeResult {
  changed: boolean;
  from: string | null;
  to: string;
  entry: RegistryHistoryEntry | null;
  doc: RegistryDocument;
  /** Entries of a running canary's end that came with the change (a rollback aborts it). */
  canaryEntries?: RegistryHistoryEntry[];
  /** The promotion completed a canary of the same version. */
  completedCanary?: boolean;
}

export class ConflictError extends Error {
  constructor(
    readonly remote: string,
    readonly expected: string | null,
    readonly actual: string | null,
  ) {
    super(`${remote} changed meanwhile (live is now ${actual ?? 'nothing'}, not ${expected ?? 'nothing'}); nothing was written. Check status and run again.`);
  }
}

export interface ChangeOptions {
  file: string;
  environment: string;
  store: ReleaseStore;
  lock?: LockOptions;
  /**
   * The live version the change was planned against (a default rollback target depends
   * on it): if another change landed meanwhile, nothing is written (ConflictError).
   */
  expectFrom?: string | null;
  /**
   * Runs between reading and writing the document (tests widen the window with a pause
   * to prove the lock keeps concurrent writers from losing each other's entries).
   */
  beforeWrite?: () => Promise<void>;
  /** Where the document lives; default the file `file` (Redis: redisBackend in registryRedis.ts). */
  backend?: RegistryBackend;
}

/**
 * Where the registry document lives, as a change sees it: read, write (atomically, seen
 * whole or not at all) and an exclusive lock around the read-modify-write.
 */
export interface RegistryBackend {
  /** A name for messages: the file path or the Redis key. */
  readonly where: string;
  read(): Promise<RegistryDocument | null>;
  write(doc: RegistryDocument): Promise<void>;
  withLock<T>(fn: () => Promise<T>, lock?: LockOptions): Promise<T>;
}

/** The embedded default: a JSON file written atomically, a lock file beside it. */
export function fileBackend(file: string): RegistryBackend {
  return {
    where: file,
    read: async () => readRegistry(file),
    write: async (doc) => writeRegistryAtomic(file, doc),
    withLock: (fn, lock) => {
      // A new environment's folder: the lock file lives beside the document.
      mkdirSync(path.dirname(file), { recursive: true });
      return withLock(lockFileOf(file), fn, lock);
    },
  };
}

/**
 * Makes `version` live for `remote`: under the lock, reads the latest document (creating
 * it when the environment has none), sets the live entry, appends a history entry and
 * writes atomically. Promoting the live version again changes nothing.
 */
export async function applyChange(req: ChangeRequest, opts: ChangeOptions): Promise<ChangeResult> {
  const backend = opts.backend ?? fileBackend(opts.file);
  return backend.withLock(
    async () => {
      const stored = await backend.read();
      const read = stored ?? initialRegistryDocument(opts.environment, opts.store);
      const to = req.version;
      const from = read.remotes[req.remote]?.version ?? null;
      if (opts.expectFrom !== undefined && opts.expectFrom !== from) throw new ConflictError(req.remote, opts.expectFrom, from);
      if (from === to && !read.remotes[req.remote]?.canary) {
        if (!stored) await backend.write(read);
        return { changed: false, from, to, entry: null, doc: read };
      }
      const at = new Date().toISOString();
      // Promoting the canary's version completes it; a rollback aborts it first; promoting
      // another version while it runs is refused (CanaryRefusal).
      const canary = canaryBeforeChange(read, { remote: req.remote, version: to, action: req.action, actor: req.actor, reason: req.reason, at });
      const doc = canary.doc;
      if (from === to) {
        // A rollback to the stable version during a canary: only the canary ends.
        await opts.beforeWrite?.();
        await backend.write(doc);
        return { changed: true, from, to, entry: canary.entries.at(-1) ?? null, doc, canaryEntries: canary.entries };
      }
      await opts.beforeWrite?.();
      const entry: RegistryHistoryEntry = {
        remote: req.remote,
        from,
        to,
        action: req.action,
        at,
        actor: req.actor,
        reason: req.reason,
        forced: Boolean(req.overridden?.length),
        ...(req.overridden?.length ? { overridden: req.overridden } : {}),
      };
      const next: RegistryDocument = {
        ...doc,
        updatedAt: at,
        remotes: {
          ...doc.remotes,
          [req.remote]: { version: to, entry: opts.store.entryUrl(req.remote, to), promotedAt: at, promotedBy: req.actor },
        },
        history: [...doc.history, entry],
      };
      await backend.write(next);
      return { changed: true, from, to, entry, doc: next, canaryEntries: canary.entries, completedCanary: canary.changed && canary.entries.length === 0 };
    },
    opts.lock,
  );
}

/**
 * A canary step (start, widen, abort) as a change of the document under the lock: `step`
 * gets the latest document and returns the next (transitions.ts), or throws a refusal.
 */
export async function applyCanaryStep(
  step: (doc: RegistryDocument) => StepResult,
  opts: Pick<ChangeOptions, 'file' | 'environment' | 'store' | 'lock' | 'backend'>,
): Promise<StepResult> {
  const backend = opts.backend ?? fileBackend(opts.file);
  return backend.withLock(async () => {
    const stored = await backend.read();
    const result = step(stored ?? initialRegistryDocument(opts.environment, opts.store));
    if (result.changed || !stored) await backend.write(result.doc);
    return result;
  }, opts.lock);
}

/** A remote's prefixes could not be changed: the reasons, for the CLI's refusal. */
export class PrefixRefusal extends Error {
  constructor(readonly refusals: string[]) {
    super(refusals.join(' '));
  }
}

/**
 * Gives `change.remote` exactly `change.prefixes` under the lock (the BFF's next read of
 * the registry routes them to it): refused when a prefix is malformed, the shell's or the
 * BFF's, or another remote's. The same list again changes nothing.
 */
export async function applyPrefixes(
  change: Omit<PrefixChange, 'at'>,
  opts: Pick<ChangeOptions, 'file' | 'environment' | 'store' | 'lock' | 'backend'>,
): Promise<{ changed: boolean; from: readonly string[]; entry: RegistryHistoryEntry | null; doc: RegistryDocument }> {
  const backend = opts.backend ?? fileBackend(opts.file);
  return backend.withLock(async () => {
    const stored = await backend.read();
    const doc = stored ?? initialRegistryDocument(opts.environment, opts.store);
    const from = prefixesOf(doc)[change.remote] ?? [];
    if (from.join(',') === change.prefixes.join(',')) {
      if (!stored) await backend.write(doc);
      return { changed: false, from, entry: null, doc };
    }
    const refusals = prefixRefusals(doc, change.remote, change.prefixes);
    if (refusals.length > 0) throw new PrefixRefusal(refusals);
    const next = withPrefixes(doc, { ...change, at: new Date().toISOString() });
    await backend.write(next.doc);
    return { changed: true, from, entry: next.entry, doc: next.doc };
  }, opts.lock);
}
