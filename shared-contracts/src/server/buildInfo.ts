// What a shell build says about itself (shell/dist/build-info.json, written by the shell's
// build) and what the BFF answers at /builds/latest: the build id, and the contract
// version the build provides, which the promote gate holds remotes to.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const SHELL_BUILD_INFO_FILE = 'build-info.json';

export const ShellBuildInfoSchema = z.object({
  buildId: z.string().min(1),
  builtAt: z.string().optional(),
  /** The contract the build provides (CONTRACT_VERSION when it was built); absent in builds older than the stamp. */
  contractVersion: z.string().min(1).optional(),
});
export type ShellBuildInfo = z.infer<typeof ShellBuildInfoSchema>;

/** The build info of the shell build in `shellDist`, or null when there is no build there. Throws on a broken file. */
export function readShellBuildInfo(shellDist: string): ShellBuildInfo | null {
  const file = path.join(shellDist, SHELL_BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  try {
    return ShellBuildInfoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file} is not a valid shell build info (${(error as Error).message})`);
  }
}

// GET /builds/latest's payload: one schema, browser-safe, in schemas/builds.ts.
export { LatestBuildsSchema, type LatestBuilds } from '../schemas/builds';
