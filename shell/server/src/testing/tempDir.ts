// Temp folders for tests, removed once the test file is done: the fake builds and registries
// were made per test and never removed (1,300 of them in /tmp after a few jest runs). Jest's
// afterAll, registered when this module loads with the test file (hooks cannot be added
// inside a test, where most folders are made); elsewhere at the process's exit (a jest test
// file's `process` is a sandbox whose exit never comes).
import { rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
const removeAll = () => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));

declare const afterAll: ((fn: () => void) => void) | undefined;
if (typeof afterAll === 'function') afterAll(removeAll);
else process.once('exit', removeAll);

export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
