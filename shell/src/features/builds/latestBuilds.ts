// Reading a /builds/latest answer in the browser (the build watcher and the service worker).
// The payload's schema is LatestBuildsSchema (shared-contracts/schemas), which the BFF and the
// release CLI parse with; the browser reads only the two fields it acts on with this guard
// instead, because the schema brings zod (~24 kB compressed) into every visitor's start-up
// scripts. latestBuilds.test.ts holds the guard to the schema.
import type { LatestBuilds } from 'shared-contracts/schemas';

/** What a tab or the service worker acts on: the live shell build and remote versions. */
export type BuildVersions = Pick<LatestBuilds, 'buildId' | 'remotes'>;

/** The live builds in a /builds/latest answer, or null when it is not one (a proxy's error page, say). */
export function parseLatestBuilds(body: unknown): BuildVersions | null {
  const v = body as Partial<BuildVersions> | null;
  if (!v || typeof v !== 'object' || typeof v.buildId !== 'string' || !v.remotes || typeof v.remotes !== 'object') return null;
  const remotes: Record<string, string> = {};
  for (const [name, version] of Object.entries(v.remotes)) if (typeof version === 'string') remotes[name] = version;
  return { buildId: v.buildId, remotes };
}
