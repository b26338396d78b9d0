// An exclusive lock file beside the registry, so two writers (two terminals, two CI
// jobs, a BFF aborting a canary) cannot interleave their read-modify-write and lose one history entry.
// openSync(…, 'wx') is atomic: exactly one process creates the file.
import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

export interface LockOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** A lock older than this is left over by a crash and may be broken (default 30 s). */
  staleMs?: number;
  /** Wait between attempts (default 25 ms, with jitter). */
  retryMs?: number;
}

export class LockTimeoutError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: string,
  ) {
    super(`Registry is locked by ${holder || 'another process'} (${lockFile}); gave up waiting.`);
  }
}

interface Holder {
  pid: number;
  host: string;
  token: string;
  at: string;
}

function readHolder(lockFile: string): { holder: Holder | null; raw: string } {
  try {
    const raw = readFileSync(lockFile, 'utf8');
    return { holder: JSON.parse(raw) as Holder, raw };
  } catch {
    return { holder: null, raw: '' };
  }
}

function processGone(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Whether the lock is left over: its holder process on this host is gone, or it is older
 * than staleMs (a holder on another host, or a half-written lock file).
 */
function isStale(lockFile: string, staleMs: number): { stale: boolean; raw: string } {
  const { holder, raw } = readHolder(lockFile);
  let age: number;
  try {
    age = Date.now() - statSync(lockFile).mtimeMs;
  } catch {
    return { stale: false, raw };
  }
  if (holder && processGone(holder)) return { stale: true, raw };
  return { stale: age > staleMs, raw };
}

/**
 * Breaks a stale lock without ever removing a fresh one: the lock is renamed away (only
 * one breaker wins the rename), and if what was taken is not the stale lock observed
 * (someone broke it and locked again in between), it is linked back.
 */
function breakStale(lockFile: string, observed: string): void {
  const grave = `${lockFile}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(lockFile, grave);
  } catch {
    return;
  }
  let taken = '';
  try {
    taken = readFileSync(grave, 'utf8');
  } catch {
    /* removed meanwhile */
  }
  if (taken !== observed) {
    try {
      linkSync(grave, lockFile);
    } catch {
      /* a newer lock exists: that holder is protected by its own file */
    }
  }
  try {
    unlinkSync(grave);
  } catch {
    /* already gone */
  }
}

function tryAcquire(lockFile: string, token: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const holder: Holder = { pid: process.pid, host: os.hostname(), token, at: new Date().toISOString() };
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

function release(lockFile: string, token: string): void {
  // Remove only our own lock (a very slow holder may have had its lock broken as stale).
  const { holder } = readHolder(lockFile);
  if (holder?.token !== token) return;
  try {
    unlinkSync(lockFile);
  } catch {
    /* already gone */
  }
}

/** Runs fn while holding lockFile; waits (with a timeout) while another holder has it. */
export async function withLock<T>(lockFile: string, fn: () => T | Promise<T>, opts: LockOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const staleMs = opts.staleMs ?? 30_000;
  const retryMs = opts.retryMs ?? 25;
  const token = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (tryAcquire(lockFile, token)) break;
    const { stale, raw } = isStale(lockFile, staleMs);
    if (stale) {
      breakStale(lockFile, raw);
      continue;
    }
    if (Date.now() > deadline) {
      const { holder } = readHolder(lockFile);
      throw new LockTimeoutError(lockFile, holder ? `pid ${holder.pid} on ${holder.host} since ${holder.at}` : '');
    }
    await new Promise((r) => setTimeout(r, retryMs + Math.random() * retryMs));
  }
  try {
    return await fn();
  } finally {
    release(lockFile, token);
  }
}
