// Test helper (registry.test.ts): one process making N promotions of one remote in a
// row, alternating 1.0.0 / 1.0.1, while another process does the same on another remote.
// Usage: tsx testHammer.ts <store root> <registry file> <remote> <count>
import type { RemoteName } from 'shared-contracts/core';
import { applyChange } from './registry';
import { LocalReleaseStore } from './store';

async function run() {
  const [root, file, remote, count] = process.argv.slice(2) as [string, string, RemoteName, string];
  const store = new LocalReleaseStore(root);
  for (let i = 0; i < Number(count); i++) {
    const version = i % 2 === 0 ? '1.0.1' : '1.0.0';
    await applyChange({ remote, version, action: 'promote', actor: `hammer-${process.pid}`, reason: `#${i}` }, {
      file,
      environment: 'test',
      store,
      // A slow writer: without the lock, the other process's write would land in here.
      beforeWrite: () => new Promise((r) => setTimeout(r, 5 + Math.random() * 10)),
    });
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
