// The stack as every bench pass starts it: a temp database of its own and tokens that last
// the whole run (one sign-in serves it; Lighthouse replays its cookie: no token refresh).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../stack/stack';

export interface BenchStack {
  stack: Stack;
  /** Stops the stack and removes its data. */
  close(): Promise<void>;
}

export async function startBenchStack(env: Record<string, string> = {}): Promise<BenchStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-bench-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    registryFile: path.join(dataDir, 'registry.json'),
    logLevel: 'error',
    accessTokenTtlSeconds: 3600,
    env,
  });
  return {
    stack,
    close: async () => {
      await stack.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
