// Issue 17, the scenario as the catalog team met it: a catalog version built against a
// newer contract minor (1.1.0: a new shared-contracts helper its page uses) than the live
// shell build provides (1.0.0). Promote refuses it, naming both versions; forced live
// anyway, it is never run: the server renders its area on the client, the browser shows
// the area's fallback and reports the failure, the rest of the page works, and no error
// escapes into the page. A rollback brings the catalog back.
//
// The version is a fixture: the live catalog's files under a new version, its manifest
// stamped with the newer contract (what a build after a CONTRACT_VERSION bump writes).
// Like ssrRollback.spec.ts it runs its own stack in its own process (own registry, own
// server renderer), over the shared artefact store.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contractServes, parseContractVersion, STRINGS, TRACK_EVENTS } from 'shared-contracts/core';
import { repoRoot } from '../stack/apps';
import { expect, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';

let stack: StackProcess | null = null;
const stackUrl = () => {
  if (!stack) throw new Error('the contract stack is not started');
  return stack.url;
};

const run = promisify(execFile);
const original = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog', 'package.json'), 'utf8')) as { version: string }).version;
const catalogDist = path.join(repoRoot, 'mf-catalog', 'dist');

/** The ops CLI against this stack's registry; its JSON and exit code (1 = refused). */
async function remotes(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const registry = stack?.registryFile;
  if (!registry) throw new Error('the contract stack is not started');
  try {
    const { stdout } = await run(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'],
      { cwd: repoRoot, env: { ...process.env, REGISTRY_FILE: registry, MV_ACTOR: 'e2e-contract' }, maxBuffer: 10 * 1024 * 1024 },
    );
    return { code: 0, json: JSON.parse(stdout) as Record<string, unknown> };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    if (typeof e.code === 'number' && e.stdout) return { code: e.code, json: JSON.parse(e.stdout) as Record<string, unknown> };
    throw error;
  }
}

async function latest(): Promise<{ buildId: string; contractVersion: string | null; remotes: Record<string, string> }> {
  const res = await fetch(`${stackUrl()}/builds/latest?t=${Date.now()}`);
  return (await res.json()) as { buildId: string; contractVersion: string | null; remotes: Record<string, string> };
}

/** A catalog version whose manifest says it was built against `contract` (the live catalog's files otherwise). */
function stampFixture(version: string, contract: string): void {
  const dir = path.join(catalogDist, version);
  cpSync(path.join(catalogDist, original), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { contractVersion?: string; buildInfo: { buildVersion: string } } };
  manifest.metaData.contractVersion = contract;
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  // The precompressed copies are the old manifest's: gone, so the BFF serves (and compresses) this one.
  for (const ext of ['.br', '.gz']) rmSync(`${file}${ext}`, { force: true });
}

test.describe('a remote built against a newer contract than the live shell provides', () => {
  test.describe.configure({ mode: 'serial' });
  const version = `1.2.0-contract.${Date.now()}`;
  let shellContract = '';
  let newer = '';

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-contract-'));
    stack = await startStackProcess({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error' });
    // What the live shell build provides (its build-info.json, as the BFF serves it), and the next minor.
    shellContract = (await latest()).contractVersion ?? '';
    const parsed = parseContractVersion(shellContract);
    if (!parsed) throw new Error(`/builds/latest names no contract version: "${shellContract}"`);
    newer = `${parsed.major}.${parsed.minor + 1}.0`;
    stampFixture(version, newer);
  });

  test.afterAll(async () => {
    if (stack) {
      if ((await latest()).remotes.catalog !== original) await remotes('promote', 'catalog', original, '--reason', 'e2e cleanup', '--force');
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(path.join(catalogDist, version), { recursive: true, force: true });
  });

  test('promote refuses it, naming both versions; forced live, its area shows the fallback and reports, the page keeps working', async ({ browser }) => {
    test.setTimeout(120_000);
    expect(contractServes(shellContract, newer)).toEqual({ ok: false, code: 'contract-newer' });
    expect((await latest()).remotes.catalog).toBe(original);

    // status shows the live shell's contract and marks the version.
    const status = await remotes('status', '--bff', stackUrl());
    expect(status.json).toMatchObject({ shellContract });
    const catalog = (status.json.remotes as Array<{ name: string; available: Array<{ version: string; gate: string }> }>).find((r) => r.name === 'catalog')!;
    expect(catalog.available).toContainEqual({ version, gate: 'contract-newer' });

    // Promote: refused (exit 1), naming the remote's contract and the live shell's; nothing changes.
    const refused = await remotes('promote', 'catalog', version, '--reason', 'promo badge', '--bff', stackUrl());
    expect(refused.code).toBe(1);
    expect(refused.json).toMatchObject({ ok: false, refused: true, problems: [{ code: 'contract-newer' }] });
    const [problem] = refused.json.problems as Array<{ message: string }>;
    expect(problem!.message).toContain(`catalog ${version} was built against contract ${newer}, newer than ${shellContract}`);
    expect(problem!.message).toContain(`provides contract ${shellContract} (${stackUrl()}/builds/latest)`);
    expect((await latest()).remotes.catalog).toBe(original);

    // Forced live anyway (the history records it as forced).
    const forced = await remotes('promote', 'catalog', version, '--force', '--reason', 'e2e forced past the gate', '--bff', stackUrl());
    expect(forced).toMatchObject({ code: 0, json: { ok: true, to: version, forced: true } });

    // The server does not run it: /promo is rendered with the catalog's area left to the client.
    const res = await fetch(`${stackUrl()}/promo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-mv-ssr')).toBe('catalog=client');
    expect(await res.text()).not.toContain('data-remote-app="catalog"');

    // The browser does not run it either: the area's fallback, the failure reported, no page error.
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    const fetched: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`${stackUrl()}/promo`);
    const area = page.locator('[data-remote-area="catalog"]');
    await expect(area).toHaveAttribute('data-remote-state', 'failed');
    await expect(area.getByRole('alert')).toContainText(STRINGS.remoteFailedTitle);
    await expect(area.getByRole('button', { name: STRINGS.retry })).toBeVisible();
    // Its manifest was read; none of its code was fetched.
    expect(fetched).toContain(`/remotes/catalog/${version}/mf-manifest.json`);
    expect(fetched.filter((p) => p.startsWith(`/remotes/catalog/${version}/`) && p.endsWith('.js'))).toEqual([]);
    // Reported: on the console and to tracking (remote_error, with both versions).
    expect(consoleErrors).toContainEqual(expect.stringContaining(`[contract] Remote catalog ${version} was built against contract ${newer}; this shell provides contract ${shellContract}: not mounted.`));
    const tracked = await page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
    expect(tracked).toContainEqual(
      expect.objectContaining({ event: expect.stringMatching(new RegExp(`^${TRACK_EVENTS.remoteError}`)), remote: 'catalog', message: expect.stringContaining(`built against contract ${newer}`) }),
    );
    // A retry is refused the same way (no crash, no reload).
    await area.getByRole('button', { name: STRINGS.retry }).click();
    await expect(area).toHaveAttribute('data-remote-state', 'failed');
    // The rest of the site works: header navigation to another remote's page.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Event', exact: true }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.locator('[data-remote-area="events"]')).toHaveAttribute('data-remote-state', 'ready');
    // The home page: the catalog's widget area fails alone, the events widgets mount.
    await page.goto(`${stackUrl()}/`);
    await expect(page.locator('[data-remote-area="catalog"]').first()).toHaveAttribute('data-remote-state', 'failed');
    // The events widgets hydrate when the visitor scrolls to them and touches one.
    await page.locator('[data-remote-area="events"]').first().scrollIntoViewIfNeeded();
    await page.locator('[data-remote-area="events"]').first().hover();
    await expect(page.locator('[data-remote-area="events"]').first()).toHaveAttribute('data-remote-state', 'ready');
    expect(pageErrors).toEqual([]);

    // Rolled back: the catalog runs again, on the server and in the browser.
    const rolledBack = await remotes('rollback', 'catalog', '--reason', 'e2e contract rollback', '--bff', stackUrl());
    expect(rolledBack).toMatchObject({ code: 0, json: { ok: true, from: version, to: original } });
    await page.goto(`${stackUrl()}/promo`);
    await expect(page.locator('[data-remote-area="catalog"] [data-remote-app="catalog"]')).toHaveAttribute('data-remote-version', original);
    expect(pageErrors).toEqual([]);
    await context.close();
    expect(existsSync(path.join(catalogDist, original, 'mf-manifest.json'))).toBe(true);
  });
});
