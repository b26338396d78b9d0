import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { main, type Io } from './commands';
import { readRegistry } from './registry';
import { makeStoreRoot, writeShellBuild } from './testHelpers';

function harness() {
  const root = makeStoreRoot({
    catalog: {
      '1.0.1': {},
      '1.0.2': {},
      '2.0.0': { contractVersion: '2.0.0' },
      '1.0.3': { noManifest: true },
      // The release: built after CONTRACT_VERSION went to 1.1.0.
      '1.2.0': { contractVersion: '1.1.0' },
    },
  });
  const file = path.join(root, 'registry', 'staging.json');
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: { MV_ARTEFACT_ROOT: root, MV_ACTOR: 'ops-jest', INIT_CWD: root },
    };
    const code = await main([...argv, '--registry', file], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  return { root, file, run };
}

describe('npm run remotes', () => {
  it('promotes a version that passes the gate, and says how to undo it', async () => {
    const { file, run } = harness();
    const r = await run('promote', 'catalog', '1.0.1', '--reason', 'new filters');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Promoted catalog 1.0.0 → 1.0.1 in local (by ops-jest, reason: new filters).');
    expect(r.out).toContain('npm run remotes -- rollback catalog');
    expect(readRegistry(file)!.history.at(-1)).toMatchObject({ action: 'promote', from: '1.0.0', to: '1.0.1', actor: 'ops-jest', reason: 'new filters', forced: false });
  });

  it('refuses a contract-major mismatch with exit 1 and the reason, and changes nothing', async () => {
    const { file, run } = harness();
    await run('promote', 'catalog', '1.0.1');
    const before = readFileSync(file, 'utf8');
    const r = await run('promote', 'catalog', '2.0.0');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Refused: promote catalog 2.0.0 in local');
    expect(r.err).toContain('built against contract 2.0.0 (major 2); the live shell build shell-test-build provides contract 1.0.0 (major 1)');
    expect(r.err).toContain('--force overrides');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  describe("the issue's scenario: a remote built against a newer contract minor than the live shell build", () => {
    it('is refused, naming both versions, and nothing changes', async () => {
      const { root, file, run } = harness();
      await run('promote', 'catalog', '1.0.1');
      const before = readFileSync(file, 'utf8');
      const r = await run('promote', 'catalog', '1.2.0', '--reason', 'promo badge');
      expect(r.code).toBe(1);
      expect(r.err).toContain('Refused: promote catalog 1.2.0 in local');
      expect(r.err).toContain(
        `catalog 1.2.0 was built against contract 1.1.0, newer than 1.0.0: the live shell build shell-test-build provides contract 1.0.0 (${path.join(root, 'shell', 'dist', 'build-info.json')}). Deploy a shell built with contract 1.1.0 first.`,
      );
      expect(readFileSync(file, 'utf8')).toBe(before);
    });

    it('passes once the live shell build provides that minor; older minors keep passing', async () => {
      const { root, run } = harness();
      writeShellBuild(root, '1.1.0', 'shell-1-1');
      const r = await run('promote', 'catalog', '1.2.0');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Gate: catalog 1.2.0 passes (manifest, remote entry, contract 1.1.0, the live shell provides 1.1.0).');
      // A remote built against 1.0.0 runs on a shell that provides 1.1.0.
      const older = await run('rollback', 'catalog');
      expect(older.code).toBe(0);
      expect(older.out).toContain('contract 1.0.0, the live shell provides 1.1.0');
    });

    it("judges by the live shell build, not by the checkout's CONTRACT_VERSION", async () => {
      const { root, run } = harness();
      // The same checkout (whatever its CONTRACT_VERSION says of catalog 1.2.0, built against
      // 1.1.0) gives both verdicts: the live shell built with 1.0.0 refuses, with 1.1.0 passes.
      writeShellBuild(root, '1.0.0');
      expect((await run('promote', 'catalog', '1.2.0')).code).toBe(1);
      writeShellBuild(root, '1.1.0');
      expect((await run('promote', 'catalog', '1.2.0')).code).toBe(0);
      // And without a shell build there is nothing to judge by: refused, not guessed.
      writeShellBuild(root, undefined);
      const unknown = await run('promote', 'catalog', '1.0.2');
      expect(unknown.code).toBe(1);
      expect(unknown.err).toContain('the contract the live shell build provides is unknown');
    });

    it('with --bff, the running BFF\'s /builds/latest says what the live shell provides', async () => {
      const { root, run } = harness();
      // The files say 1.1.0, but the site serves a shell that provides 1.0.0.
      writeShellBuild(root, '1.1.0');
      const bff = await fakeBff({ buildId: 'served-build', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' } });
      try {
        const r = await run('promote', 'catalog', '1.2.0', '--bff', bff.url);
        expect(r.code).toBe(1);
        expect(r.err).toContain(`the live shell build served-build provides contract 1.0.0 (${bff.url}/builds/latest)`);
        const status = await run('status', '--bff', bff.url);
        expect(status.out).toContain(`Shell: live shell build served-build provides contract 1.0.0 (${bff.url}/builds/latest).`);
      } finally {
        await bff.close();
      }
      const down = await run('promote', 'catalog', '1.0.1', '--bff', bff.url);
      expect(down.code).toBe(1);
      expect(down.err).toMatch(/the contract the live shell build provides is unknown: GET http:\/\/127\.0\.0\.1:\d+\/builds\/latest failed/);
    });
  });

  it('refuses a version without a manifest, and one not in the store', async () => {
    const { run } = harness();
    const incomplete = await run('promote', 'catalog', '1.0.3');
    expect(incomplete.code).toBe(1);
    expect(incomplete.err).toMatch(/catalog 1\.0\.3 has no mf-manifest\.json/);
    expect((await run('rollback', 'catalog', '7.7.7')).code).toBe(1);
  });

  it('--force goes live anyway and records it as forced, with what it overrode', async () => {
    const { file, run } = harness();
    const r = await run('promote', 'catalog', '2.0.0', '--force', '--reason', 'contract 2 dry run');
    expect(r.code).toBe(0);
    expect(r.err).toContain('WARNING: --force');
    expect(r.out).toContain('FORCED');
    const entry = readRegistry(file)!.history.at(-1)!;
    expect(entry).toMatchObject({ to: '2.0.0', forced: true, reason: 'contract 2 dry run' });
    expect(entry.overridden).toEqual([expect.stringContaining('contract 2.0.0 (major 2)')]);
    const status = await run('status');
    expect(status.out).toMatch(/catalog\s+promote\s+1\.0\.0 → 2\.0\.0\s+by ops-jest — contract 2 dry run \[FORCED past: /);
  });

  it('prefixes: shows the paths a remote owns, gives it a new one (in the history), and refuses a path that is not free', async () => {
    const { file, run } = harness();
    const shown = await run('prefixes', 'catalog');
    expect(shown.code).toBe(0);
    expect(shown.out).toBe('catalog owns /promo /merchant /category /search in local.');

    const set = await run('prefixes', 'catalog', '/promo', '/merchant', '/category', '/search', '/brand', '--reason', 'brand pages');
    expect(set.code).toBe(0);
    expect(set.out).toContain('catalog now owns /promo /merchant /category /search /brand in local (was /promo /merchant /category /search; by ops-jest).');
    const doc = readRegistry(file)!;
    expect(doc.prefixes).toMatchObject({ catalog: ['/promo', '/merchant', '/category', '/search', '/brand'], events: ['/event', '/campaign', '/campaign-event'], account: ['/account'] });
    expect(doc.history.at(-1)).toMatchObject({ remote: 'catalog', action: 'prefixes', from: '/promo,/merchant,/category,/search', to: '/promo,/merchant,/category,/search,/brand', actor: 'ops-jest', reason: 'brand pages' });
    expect((await run('prefixes', 'catalog', '/promo', '/merchant', '/category', '/search', '/brand')).out).toContain('nothing changed');

    // Another remote's path, a shell page's, the BFF's own, a malformed one: refused, nothing written.
    const before = readFileSync(file, 'utf8');
    const taken = await run('prefixes', 'catalog', '/promo', '/event', '/about', '/api', '/Bad Path');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('/event is owned by events.');
    expect(taken.err).toContain("/about is the shell's or the BFF's.");
    expect(taken.err).toContain("/api is the shell's or the BFF's.");
    expect(taken.err).toContain('"/Bad Path" is not a prefix');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('rolls back to the previously live version by default, then further back', async () => {
    const { file, run } = harness();
    await run('promote', 'catalog', '1.0.1');
    await run('promote', 'catalog', '1.0.2');
    const first = await run('rollback', 'catalog', '--reason', 'broken filters');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Rolled back catalog 1.0.2 → 1.0.1');
    const second = await run('rollback', 'catalog');
    expect(second.out).toContain('Rolled back catalog 1.0.1 → 1.0.0');
    const none = await run('rollback', 'catalog');
    expect(none.code).toBe(1);
    expect(none.err).toContain('catalog has no previously live version in local');
    const doc = readRegistry(file)!;
    expect(doc.remotes.catalog.version).toBe('1.0.0');
    expect(doc.history.filter((e) => e.action === 'rollback').map((e) => [e.from, e.to, e.reason])).toEqual([
      ['1.0.2', '1.0.1', 'broken filters'],
      ['1.0.1', '1.0.0', 'rollback'],
    ]);
  });

  it('status shows live versions, the store (with gate marks) and who changed what', async () => {
    const { run } = harness();
    await run('promote', 'catalog', '1.0.1', '--reason', 'weekly');
    const r = await run('status');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Shell: live shell build shell-test-build provides contract 1.0.0');
    expect(r.out).toMatch(/catalog\s+1\.0\.1\s+-\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+ops-jest\s+1\.0\.0 ✓, 1\.0\.1 ✓, 1\.0\.2 ✓, 1\.2\.0 ✗ contract-newer, 2\.0\.0 ✗ contract-mismatch/);
    expect(r.out).toMatch(/events\s+1\.0\.0 /);
    expect(r.out).toMatch(/catalog\s+promote\s+1\.0\.0 → 1\.0\.1\s+by ops-jest — weekly/);
  });

  it('--json prints one object on stdout for scripts, also when refused', async () => {
    const { run } = harness();
    const ok = await run('promote', 'catalog', '1.0.1', '--json');
    expect(JSON.parse(ok.out)).toMatchObject({ ok: true, command: 'promote', remote: 'catalog', from: '1.0.0', to: '1.0.1', changed: true, forced: false });
    const refused = await run('promote', 'catalog', '2.0.0', '--json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out)).toMatchObject({ ok: false, refused: true, problems: [{ code: 'contract-mismatch' }] });
    const status = JSON.parse((await run('status', '--json')).out);
    expect(status.remotes.find((r: { name: string }) => r.name === 'catalog')).toMatchObject({ live: { version: '1.0.1' }, rollbackTo: '1.0.0' });
    expect(status).toMatchObject({ shellContract: '1.0.0', shell: { contractVersion: '1.0.0', buildId: 'shell-test-build' } });
  });

  it('refuses to release over an existing version (versions are immutable)', async () => {
    const { root, run } = harness();
    const r = await run('release', 'catalog', '--version', '1.0.1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('catalog 1.0.1 already exists in the artefact store; versions are immutable. Pass a new one, e.g. --version 2.0.1');
    expect(existsSync(path.join(root, 'mf-catalog', 'dist', '1.0.1', 'remoteEntry.js'))).toBe(true);
  });

  it('answers usage mistakes with exit 1 and the usage', async () => {
    const { run } = harness();
    for (const argv of [['promote', 'search', '1.0.0'], ['promote', 'catalog'], ['promote', 'catalog', 'latest'], ['launch'], ['status', '--verbose']]) {
      const r = await run(...argv);
      expect(r.code).toBe(1);
      expect(r.err).toContain('Usage: npm run remotes -- <command>');
    }
    expect((await run('--help')).code).toBe(0);
  });

  it('fails with exit 2 when the registry document is broken', async () => {
    const { file, run } = harness();
    await run('promote', 'catalog', '1.0.1');
    writeFileSync(file, '{ not json');
    const r = await run('promote', 'catalog', '1.0.2');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/staging\.json is not a valid registry document/);
  });
});

/** A stand-in for a running BFF's /builds/latest (127.0.0.1, a free port). */
async function fakeBff(latest: Record<string, unknown>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/builds/latest')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(latest));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
