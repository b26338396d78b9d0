import { keyThisEntry } from './entryKey';

function fakeHistory(state: unknown) {
  const calls: unknown[] = [];
  return {
    calls,
    history: {
      get state() {
        return state;
      },
      replaceState(next: unknown) {
        state = next;
        calls.push(next);
      },
    } as unknown as History,
  };
}

describe('keyThisEntry', () => {
  it('gives an entry the site did not create (no state) its own key', () => {
    const { history, calls } = fakeHistory(null);
    keyThisEntry({ history }, () => 'k1');
    expect(calls).toEqual([{ usr: null, key: 'k1' }]);
  });

  it("keeps what is there (the router's state, its index) and adds the key", () => {
    const { history, calls } = fakeHistory({ usr: { from: 'x' }, idx: 0 });
    keyThisEntry({ history }, () => 'k2');
    expect(calls).toEqual([{ usr: { from: 'x' }, idx: 0, key: 'k2' }]);
  });

  it('leaves an entry that has a key alone: a reload or Back finds the same key, so the same place', () => {
    const { history, calls } = fakeHistory({ usr: null, key: 'abc12345', idx: 3 });
    keyThisEntry({ history }, () => 'other');
    expect(calls).toEqual([]);
  });

  it('two new documents get two different keys by default', () => {
    const a = fakeHistory(null);
    const b = fakeHistory(null);
    keyThisEntry({ history: a.history });
    keyThisEntry({ history: b.history });
    const keyOf = (h: History) => (h.state as { key: string }).key;
    expect(keyOf(a.history)).toMatch(/^[a-z0-9]{8}$/);
    expect(keyOf(a.history)).not.toBe(keyOf(b.history));
  });
});
