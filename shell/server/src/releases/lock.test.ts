import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LockTimeoutError, withLock } from './lock';
import { testTempDir } from '../testing/tempDir';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tempLock(): string {
  return path.join(testTempDir('mv-lock-'), 'registry.json.lock');
}

describe('withLock', () => {
  it('lets one holder in at a time, and the others wait their turn', async () => {
    const lock = tempLock();
    const events: string[] = [];
    const holder = (name: string) =>
      withLock(lock, async () => {
        events.push(`${name}:in`);
        await sleep(30);
        events.push(`${name}:out`);
      });
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    expect(events).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) {
      const name = events[i]!.split(':')[0];
      expect(events[i + 1]).toBe(`${name}:out`);
    }
    expect(existsSync(lock)).toBe(false);
  });

  it('gives up with a clear error when a live holder keeps it past the timeout', async () => {
    const lock = tempLock();
    // Held by this (live) process, freshly: neither gone nor stale.
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'other', at: new Date().toISOString() }));
    const run = jest.fn();
    await expect(withLock(lock, run, { timeoutMs: 150 })).rejects.toThrow(LockTimeoutError);
    await expect(withLock(lock, run, { timeoutMs: 50 })).rejects.toThrow(/locked by pid \d+/);
    expect(run).not.toHaveBeenCalled();
    // The other holder's lock is untouched.
    expect(JSON.parse(readFileSync(lock, 'utf8')).token).toBe('other');
  });

  it('breaks a lock left by a process that is gone', async () => {
    const lock = tempLock();
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), token: 'crashed', at: new Date().toISOString() }));
    await expect(withLock(lock, () => 'ran', { timeoutMs: 500 })).resolves.toBe('ran');
    expect(existsSync(lock)).toBe(false);
  });

  it('breaks a lock older than staleMs (a holder on another host, or a half-written file)', async () => {
    const lock = tempLock();
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    await expect(withLock(lock, () => 'ran', { timeoutMs: 500, staleMs: 30_000 })).resolves.toBe('ran');
  });

  it('releases the lock when the work throws', async () => {
    const lock = tempLock();
    await expect(
      withLock(lock, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(existsSync(lock)).toBe(false);
    await expect(withLock(lock, () => 1, { timeoutMs: 100 })).resolves.toBe(1);
  });
});
