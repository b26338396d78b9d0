// Which version of each remote a visitor gets (docs/architecture.md §6, canary releases).
// Every visitor, member or not, carries a bucket 0-99 and a random visitor id in a
// long-lived cookie the BFF sets, signed with COOKIE_SECRET (docs/architecture.md §13: the BFF
// assigns, a visitor cannot choose; service.ts signs and verifies). A remote with a canary
// at share S serves its canary to buckets below S, its stable version to the rest. The
// bucket never changes, so a visitor keeps their version across reloads and tabs, and
// widening a canary (10 → 50) only adds visitors to it. The visitor id is the unit the
// health counts are kept in (health.ts).
// Pure functions of the registry document: the file store and a shared store alike.
import { randomBytes, randomInt } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RemotesDocument } from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';

export const CANARY_COOKIE = 'mv-canary';
/** A year: the bucket outlives sessions (re-assigning a visitor would move them between versions). */
export const CANARY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const BUCKETS = 100;

/**
 * An operator's question 'what does a visitor in bucket N get?' (the release CLI's --bff
 * wait): the BFF honours it only from an operator (its own host, or the operator token:
 * service.ts), never counts it and sets no cookie.
 */
export const OPERATOR_BUCKET_HEADER = 'x-mv-canary-bucket';

/** The bucket a cookie value names, or null when it is absent or not one (a new one is set). */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 0 && n < BUCKETS ? n : null;
}

/** A fresh visitor's bucket, uniform over 0-99. */
export function newBucket(random: (max: number) => number = randomInt): number {
  return random(BUCKETS);
}

/** What the (signed) cookie holds: the bucket and the visitor's id. */
export interface Assignment {
  bucket: number;
  visitor: string;
}

/** The cookie's value before signing: '<bucket>.<visitor id>'. */
export const assignmentValue = (a: Assignment): string => `${a.bucket}.${a.visitor}`;

/** The assignment a verified cookie value names, or null when it is not one. */
export function parseAssignment(value: string | null | undefined): Assignment | null {
  const m = value ? /^(\d{1,2})\.([A-Za-z0-9_-]{22})$/.exec(value) : null;
  const bucket = m ? parseBucket(m[1]) : null;
  return m && bucket !== null ? { bucket, visitor: m[2]! } : null;
}

/** A fresh visitor: a uniform bucket and a random id (128 bits). */
export function newAssignment(random: (max: number) => number = randomInt): Assignment {
  return { bucket: newBucket(random), visitor: randomBytes(16).toString('base64url') };
}

/** Whether a visitor in `bucket` gets the canary of a remote (none: never). */
export function onCanary(doc: RegistryDocument, remote: RemoteName, bucket: number): boolean {
  const canary = doc.remotes[remote]?.canary;
  return canary !== undefined && bucket < canary.share;
}

/** The version (and entry) of `remote` a visitor in `bucket` is served. */
export function versionFor(doc: RegistryDocument, remote: RemoteName, bucket: number): { version: string; entry: string; canary: boolean } {
  const live = doc.remotes[remote];
  if (live.canary && bucket < live.canary.share) return { version: live.canary.version, entry: live.canary.entry, canary: true };
  return { version: live.version, entry: live.entry, canary: false };
}

/**
 * What the browser needs for a visitor in `bucket`: the one version of each remote it
 * runs. The inlined boot registry, /remotes.json, /builds/latest and the server render
 * all come from this, so they agree for that visitor.
 */
export function remotesFor(doc: RegistryDocument, bucket: number): RemotesDocument {
  return {
    environment: doc.environment,
    remotes: REMOTE_NAMES.map((name) => {
      const { version, entry, canary } = versionFor(doc, name, bucket);
      return canary ? { name, version, entry, canary } : { name, version, entry };
    }),
  };
}

/** The stable versions (what a visitor on no canary gets). */
export function stableRemotes(doc: RegistryDocument): RemotesDocument {
  return remotesFor(doc, BUCKETS);
}
