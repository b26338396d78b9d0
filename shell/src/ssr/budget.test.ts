import { withBudget } from './budget';

describe('withBudget (a remote server module against the time budget)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value when it arrives in time', async () => {
    const work = new Promise<string>((r) => setTimeout(() => r('module'), 100));
    const result = withBudget(work, 300);
    jest.advanceTimersByTime(100);
    await expect(result).resolves.toBe('module');
  });

  it('gives null when the budget runs out first (the area renders on the client)', async () => {
    const work = new Promise<string>((r) => setTimeout(() => r('late'), 1000));
    const result = withBudget(work, 300);
    jest.advanceTimersByTime(300);
    await expect(result).resolves.toBeNull();
  });

  it('passes a failure on', async () => {
    await expect(withBudget(Promise.reject(new Error('no container')), 300)).rejects.toThrow('no container');
  });
});
