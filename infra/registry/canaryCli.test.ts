import { readFileSync } from 'node:fs';
import path from 'node:path';
import { main, type Io } from './commands';
import { defaultRollbackTarget, readRegistry } from './registry';
import { makeStoreRoot } from './testHelpers';

function harness() {
  const root = makeStoreRoot({ catalog: { '1.1.0': {}, '1.2.0': {}, '1.3.0': {}, '2.0.0': { contractVersion: '2.0.0' } } });
  const file = path.join(root, 'registry', 'local.json');
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), env: { MV_ARTEFACT_ROOT: root, MV_ACTOR: 'ops-jest', INIT_CWD: root } };
    const code = await main([...argv, '--registry', file], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const json = async (...argv: string[]) => {
    const r = await run(...argv, '--json');
    return { code: r.code, body: JSON.parse(r.out) as Record<string, unknown> };
  };
  return { file, run, json };
}

describe('npm run remotes: canary releases', () => {
  it('starts a canary, widens it, shows it in status --json, and completes it with a plain promote; each step in the history', async () => {
    const { file, run, json } = harness();
    const start = await run('promote', 'catalog', '1.2.0', '--canary', '10', '--reason', 'new filters');
    expect(start.code).toBe(0);
    expect(start.out).toContain('Canary catalog 1.2.0 started at 10% in local: the rest stay on 1.0.0 (by ops-jest, reason: new filters).');
    expect(readRegistry(file)!.remotes.catalog).toMatchObject({ version: '1.0.0', canary: { version: '1.2.0', share: 10, entry: '/remotes/catalog/1.2.0/mf-manifest.json', startedBy: 'ops-jest' } });

    const widen = await run('promote', 'catalog', '1.2.0', '--canary', '50', '--reason', 'no errors');
    expect(widen.out).toContain('Canary catalog 1.2.0 now at 50% (was 10%)');
    const again = await run('promote', 'catalog', '1.2.0', '--canary', '50');
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('already serves 50%') });

    const status = await json('status');
    expect(status.code).toBe(0);
    const catalog = (status.body.remotes as Array<Record<string, unknown>>).find((r) => r.name === 'catalog')!;
    expect(catalog).toMatchObject({ stable: '1.0.0', canary: { version: '1.2.0', share: 50 }, health: null });
    expect((await run('status')).out).toMatch(/catalog\s+1\.0\.0\s+1\.2\.0 50%/);

    const complete = await run('promote', 'catalog', '1.2.0', '--reason', 'healthy');
    expect(complete.code).toBe(0);
    expect(complete.out).toContain('Canary catalog 1.2.0 completed: every visitor gets it now.');
    const doc = readRegistry(file)!;
    expect(doc.remotes.catalog.version).toBe('1.2.0');
    expect(doc.remotes.catalog.canary).toBeUndefined();
    expect(doc.history.filter((e) => e.remote === 'catalog').map((e) => [e.action, e.from, e.to, e.share ?? null, e.actor, e.reason])).toEqual([
      ['init', null, '1.0.0', null, 'init', 'registry created from the checked-out versions'],
      ['canary', '1.0.0', '1.2.0', 10, 'ops-jest', 'new filters'],
      ['canary', '1.0.0', '1.2.0', 50, 'ops-jest', 'no errors'],
      ['promote', '1.0.0', '1.2.0', null, 'ops-jest', 'healthy'],
    ]);
    // Canary steps are not live versions: a rollback goes back to 1.0.0.
    expect(defaultRollbackTarget(doc, 'catalog')).toBe('1.0.0');
  });

  it('aborts a canary (everyone back on stable), and refuses an abort with none running', async () => {
    const { file, json } = harness();
    await json('promote', 'catalog', '1.2.0', '--canary', '25');
    const aborted = await json('abort', 'catalog', '--reason', 'checkout broken');
    expect(aborted).toMatchObject({ code: 0, body: { ok: true, action: 'abort', from: '1.2.0', to: '1.0.0' } });
    expect(readRegistry(file)!.remotes.catalog.canary).toBeUndefined();
    expect(readRegistry(file)!.history.at(-1)).toMatchObject({ action: 'abort', from: '1.2.0', to: '1.0.0', share: 25, actor: 'ops-jest', reason: 'checkout broken' });
    const none = await json('abort', 'catalog');
    expect(none).toMatchObject({ code: 1, body: { ok: false, problems: [{ code: 'no-canary' }] } });
  });

  it('applies the compatibility gate to a canary, and refuses a second canary or another promotion while one runs', async () => {
    const { file, run } = harness();
    const before = () => readFileSync(file, 'utf8');
    await run('promote', 'catalog', '1.1.0');
    const snapshot = before();
    const gated = await run('promote', 'catalog', '2.0.0', '--canary', '10');
    expect(gated.code).toBe(1);
    expect(gated.err).toContain('Refused: canary catalog 2.0.0 at 10% in local');
    expect(gated.err).toContain('built against contract 2.0.0 (major 2)');
    expect(before()).toBe(snapshot);

    await run('promote', 'catalog', '1.2.0', '--canary', '10');
    const second = await run('promote', 'catalog', '1.3.0', '--canary', '10');
    expect(second.code).toBe(1);
    expect(second.err).toContain('catalog 1.2.0 is in canary (10%)');
    const other = await run('promote', 'catalog', '1.3.0');
    expect(other.code).toBe(1);
    const rollback = await run('rollback', 'catalog');
    expect(rollback.code).toBe(1);
    expect(rollback.err).toContain('abort catalog returns everyone to 1.1.0');
    expect((await run('promote', 'catalog', '1.2.0', '--canary', '100')).code).toBe(1);
  });
});
