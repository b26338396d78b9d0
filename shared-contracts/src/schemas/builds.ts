// GET /builds/latest, the BFF's answer and what reads it: open tabs (the shell's build
// watcher) and the release CLI (the live shell's contract).
import { z } from 'zod';

/** The live shell build and remote versions (polled by open tabs, read by the release CLI). */
export const LatestBuildsSchema = z.object({
  buildId: z.string(),
  /** The contract the live shell build provides; null when its build info does not say. */
  contractVersion: z.string().nullable(),
  remotes: z.record(z.string(), z.string()),
});
export type LatestBuilds = z.infer<typeof LatestBuildsSchema>;
