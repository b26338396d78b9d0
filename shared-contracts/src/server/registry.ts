// The remote registry document (docs/architecture.md §6): which version of each remote is
// live in one environment, plus the audit trail. The BFF reads it; infra's CLI writes it.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '../constants';
import { DEFAULT_PREFIXES, SHELL_ROUTES, type PrefixOwnership } from '../routes';
import { PrefixSchema } from './releaseSchemas';

export const RemoteNameSchema = z.enum(REMOTE_NAMES);

/** The share of visitors (their bucket 0-99 is below it) a canary serves: 1 to 99 percent. */
export const CanaryShareSchema = z.number().int().min(1).max(99);

/**
 * A version served to a share of visitors beside the stable one (docs/architecture.md §6):
 * a visitor whose canary bucket (a cookie, 0-99) is below `share` gets it.
 */
export const CanarySchema = z.object({
  version: z.string().min(1),
  /** URL of the canary version's mf-manifest.json, as `entry` of the stable one. */
  entry: z.string().min(1),
  share: CanaryShareSchema,
  /** When the canary started (widening keeps it): its health is counted from here. */
  startedAt: z.string(),
  startedBy: z.string().optional(),
});

export const LiveRemoteSchema = z.object({
  version: z.string().min(1),
  /** URL of mf-manifest.json: a site path (local artefact store) or an absolute CDN URL. */
  entry: z.string().min(1),
  promotedAt: z.string(),
  promotedBy: z.string(),
  /** A canary of another version for a share of visitors; `version` stays the stable one. */
  canary: CanarySchema.optional(),
});

/**
 * One version's figures: page views and failed page views; `visitors` and `failedVisitors`
 * (distinct visitors, and those with a failed page view) are what the rate compares since
 * issue 32 (older entries lack them, and their rate is per page view).
 */
const VersionEvidenceSchema = z.object({
  version: z.string(),
  pageViews: z.number().int().min(0),
  failures: z.number().int().min(0),
  rate: z.number(),
  visitors: z.number().int().min(0).optional(),
  failedVisitors: z.number().int().min(0).optional(),
});

/** What the BFF measured when it aborted a canary by itself (history entries of actor 'auto-abort'). */
export const CanaryEvidenceSchema = z.object({
  canary: VersionEvidenceSchema,
  stable: VersionEvidenceSchema,
  /** The configured margin the canary's failure rate exceeded the stable's by. */
  margin: z.number(),
  minPageViews: z.number().int(),
  /** The one-sided test's confidence, and the lower bound of (canary rate − stable rate) it gave (issue 39; older entries lack them). */
  confidence: z.number().optional(),
  lowerBound: z.number().optional(),
  /** Failures by kind (load, mount, render, error, timeout, ssr, 5xx) of the canary version. */
  kinds: z.record(z.string(), z.number().int()).optional(),
  /** Which BFF instance decided. */
  instance: z.string().optional(),
});

export const RegistryHistoryEntrySchema = z.object({
  remote: RemoteNameSchema,
  from: z.string().nullable(),
  to: z.string(),
  /**
   * 'canary' starts or widens a canary (`to` the canary version, `share`), 'abort' ends one
   * (`from` the canary version, `to` the stable one); completing a canary is a 'promote'.
   * 'prefixes' changes the top-level paths the remote owns (`from` and `to` the lists,
   * comma separated; its version stays).
   */
  action: z.enum(['init', 'promote', 'rollback', 'canary', 'abort', 'prefixes']),
  at: z.string(),
  actor: z.string(),
  reason: z.string(),
  forced: z.boolean().default(false),
  /** With --force: the gate's refusals that were overridden (the audit of `forced`). */
  overridden: z.array(z.string()).optional(),
  /** 'canary': the share of visitors it now serves. */
  share: CanaryShareSchema.optional(),
  /** An automatic abort: what the BFF measured. */
  evidence: CanaryEvidenceSchema.optional(),
});

export const RegistryDocumentSchema = z.object({
  environment: z.string().min(1),
  updatedAt: z.string(),
  remotes: z.record(RemoteNameSchema, LiveRemoteSchema),
  /**
   * Which remote owns which top-level paths ('/promo' owns '/promo' and everything under
   * it): runtime data, so a remote can take a new prefix without a shell release. Absent:
   * DEFAULT_PREFIXES. A remote's declared pages count only under its own prefixes.
   */
  prefixes: z.partialRecord(RemoteNameSchema, z.array(PrefixSchema)).optional(),
  history: z.array(RegistryHistoryEntrySchema),
});

/** The document's prefix ownership (DEFAULT_PREFIXES when it names none). */
export function prefixesOf(doc: Pick<RegistryDocument, 'prefixes'>): PrefixOwnership {
  return doc.prefixes ?? DEFAULT_PREFIXES;
}

/**
 * Top-level paths no remote can own: the BFF's own (its APIs, the remotes' files, the
 * shell's assets and health) and every shell page's first segment.
 */
export const RESERVED_PREFIXES: ReadonlySet<string> = new Set([
  '/api',
  '/sso',
  '/webapi',
  '/remotes',
  '/remotes.json',
  '/builds',
  '/_shell',
  '/static',
  '/metrics',
  '/sitemap.xml',
  '/robots.txt',
  ...SHELL_ROUTES.map((r) => `/${r.path.split('/')[1] ?? ''}`).filter((p) => p !== '/'),
]);

export interface PrefixChange {
  remote: RemoteName;
  prefixes: readonly string[];
  actor: string;
  reason: string;
  at: string;
}

/** Why a remote cannot own `prefixes` in `doc` (empty: it can). */
export function prefixRefusals(doc: Pick<RegistryDocument, 'prefixes'>, remote: RemoteName, prefixes: readonly string[]): string[] {
  const refusals: string[] = [];
  if (prefixes.length === 0) refusals.push(`${remote} would own no path at all: name at least one prefix.`);
  const owned = prefixesOf(doc);
  for (const prefix of prefixes) {
    const parsed = PrefixSchema.safeParse(prefix);
    if (!parsed.success) refusals.push(`"${prefix}" is not a prefix (one lower-case path segment, e.g. /promo).`);
    else if (RESERVED_PREFIXES.has(prefix)) refusals.push(`${prefix} is the shell's or the BFF's.`);
    for (const other of REMOTE_NAMES) {
      if (other !== remote && owned[other]?.includes(prefix)) refusals.push(`${prefix} is owned by ${other}.`);
    }
  }
  return refusals;
}

/** `doc` with `remote` owning exactly `prefixes` (checked with prefixRefusals first), and its history entry. */
export function withPrefixes(doc: RegistryDocument, change: PrefixChange): { doc: RegistryDocument; entry: RegistryHistoryEntry } {
  const owned = prefixesOf(doc);
  const entry: RegistryHistoryEntry = {
    remote: change.remote,
    from: (owned[change.remote] ?? []).join(','),
    to: change.prefixes.join(','),
    action: 'prefixes',
    at: change.at,
    actor: change.actor,
    reason: change.reason,
    forced: false,
  };
  return {
    doc: {
      ...doc,
      updatedAt: change.at,
      // Written out in full: a document that named none had DEFAULT_PREFIXES.
      prefixes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, [...(name === change.remote ? change.prefixes : (owned[name] ?? []))]])),
      history: [...doc.history, entry],
    },
    entry,
  };
}

export type RegistryDocument = z.infer<typeof RegistryDocumentSchema>;
export type RegistryHistoryEntry = z.infer<typeof RegistryHistoryEntrySchema>;
export type LiveRemoteEntry = z.infer<typeof LiveRemoteSchema>;
export type CanaryEntry = z.infer<typeof CanarySchema>;
export type CanaryEvidence = z.infer<typeof CanaryEvidenceSchema>;

/** The site path of a version's manifest in the local artefact store. */
export function localEntryPath(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** Where a new environment's remotes come from: each remote's checked-out (package.json) version and its entry URL. */
export interface InitialVersions {
  packageVersion(remote: RemoteName): string;
  entryUrl(remote: RemoteName, version: string): string;
}

/**
 * An environment's document written before a remote joined the list (remotes.ts): the
 * document with that remote added at its package.json version (an 'init' history entry,
 * as a new environment gets), or null when it names every remote already. Works on the raw
 * JSON: such a document does not parse until the remote is in it.
 */
export function adoptNewRemotes(raw: unknown, source: InitialVersions, actor = 'init'): RegistryDocument | null {
  const doc = raw as { remotes?: Record<string, unknown>; history?: unknown[] } | null;
  if (!doc || typeof doc !== 'object' || !doc.remotes || typeof doc.remotes !== 'object') return null;
  const missing = REMOTE_NAMES.filter((name) => !(name in doc.remotes!));
  if (missing.length === 0) return null;
  const at = new Date().toISOString();
  const remotes = { ...doc.remotes };
  const history = [...(Array.isArray(doc.history) ? doc.history : [])];
  for (const name of missing) {
    const version = source.packageVersion(name);
    remotes[name] = { version, entry: source.entryUrl(name, version), promotedAt: at, promotedBy: actor };
    history.push({ remote: name, from: null, to: version, action: 'init', at, actor, reason: `${name} joined the site's remotes`, forced: false });
  }
  return RegistryDocumentSchema.parse({ ...doc, updatedAt: at, remotes, history });
}

/**
 * A new environment's document: each remote at its package.json version, with an 'init'
 * history entry each. The BFF creates it on first start, the registry CLI on its first change.
 */
export function initialRegistryDocument(environment: string, source: InitialVersions, actor = 'init'): RegistryDocument {
  const at = new Date().toISOString();
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const version = source.packageVersion(name);
      return [name, { version, entry: source.entryUrl(name, version), promotedAt: at, promotedBy: actor }];
    }),
  ) as RegistryDocument['remotes'];
  return {
    environment,
    updatedAt: at,
    remotes,
    history: REMOTE_NAMES.map((name) => ({
      remote: name,
      from: null,
      to: remotes[name].version,
      action: 'init' as const,
      at,
      actor,
      reason: 'registry created from the checked-out versions',
      forced: false,
    })),
  };
}

/**
 * Writes the document atomically: a temp file in the same folder, then rename, so a
 * reader sees the old document or the new one, never half of one.
 */
export function writeRegistryAtomic(file: string, doc: RegistryDocument): void {
  const valid = RegistryDocumentSchema.parse(doc);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(valid, null, 2)}\n`);
  renameSync(tmp, file);
}
