/**
 * @jest-environment node
 */
import { createGuard, GuardRejected, UpstreamBreakers } from './resilience';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the guard around server renders', () => {
  it('refuses calls beyond its capacity at once, without opening the circuit', async () => {
    const guard = createGuard({ name: 'render', capacity: 2, timeoutMs: 1000 });
    const slow = () => guard.run(() => sleep(50).then(() => 'ok'));
    const results = await Promise.allSettled([slow(), slow(), slow()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(expect.objectContaining({ reason: 'capacity' }));
    expect(guard.open).toBe(false);
    guard.shutdown();
  });

  it('fails a call over budget, and opens after repeated failures so later calls fail fast', async () => {
    const guard = createGuard({ name: 'render', capacity: 10, timeoutMs: 30, volumeThreshold: 3, resetTimeoutMs: 200 });
    await expect(guard.run(() => sleep(100))).rejects.toEqual(expect.objectContaining({ reason: 'timeout' }));
    await expect(guard.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(guard.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(guard.open).toBe(true);
    let called = false;
    const started = Date.now();
    await expect(
      guard.run(async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(GuardRejected);
    expect(called).toBe(false);
    expect(Date.now() - started).toBeLessThan(20);
    // After the reset time one trial call goes through and closes the circuit again.
    await sleep(250);
    await expect(guard.run(async () => 'back')).resolves.toBe('back');
    expect(guard.open).toBe(false);
    guard.shutdown();
  });
});

describe('the upstream breakers', () => {
  it('keeps one breaker per origin', () => {
    const breakers = new UpstreamBreakers({ capacity: 2, timeoutMs: false });
    expect(breakers.for('http://127.0.0.1:1/a')).toBe(breakers.for('http://127.0.0.1:1/b?x'));
    expect(breakers.for('http://127.0.0.1:1/a')).not.toBe(breakers.for('http://127.0.0.1:2/a'));
    breakers.shutdown();
  });
});
