// The remote registry document (ARCHITECTURE.md §6): which version of each remote is
// live in one environment, plus the audit trail. The BFF reads it; infra's CLI writes it.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES } from '../constants';

export const RemoteNameSchema = z.enum(REMOTE_NAMES);

export const LiveRemoteSchema = z.object({
  version: z.string().min(1),
  /** URL of mf-manifest.json: a site path (local artefact store) or an absolute CDN URL. */
  entry: z.string().min(1),
  promotedAt: z.string(),
  promotedBy: z.string(),
});

export const RegistryHistoryEntrySchema = z.object({
  remote: RemoteNameSchema,
  from: z.string().nullable(),
  to: z.string(),
  action: z.enum(['init', 'promote', 'rollback']),
  at: z.string(),
  actor: z.string(),
  reason: z.string(),
  forced: z.boolean().default(false),
  /** With --force: the gate's refusals that were overridden (the audit of `forced`). */
  overridden: z.array(z.string()).optional(),
});

export const RegistryDocumentSchema = z.object({
  environment: z.string().min(1),
  updatedAt: z.string(),
  remotes: z.record(RemoteNameSchema, LiveRemoteSchema),
  history: z.array(RegistryHistoryEntrySchema),
});

export type RegistryDocument = z.infer<typeof RegistryDocumentSchema>;
export type RegistryHistoryEntry = z.infer<typeof RegistryHistoryEntrySchema>;
export type LiveRemoteEntry = z.infer<typeof LiveRemoteSchema>;

/** The site path of a version's manifest in the local artefact store. */
export function localEntryPath(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
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
