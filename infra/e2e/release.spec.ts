// Issue 9: a remote is released, promoted and rolled back on its own. The catalog team
// ships a new version (no rebuild of the shell or the other remotes), the browser sees it
// on reload, ops roll it back with one command, and a request loop running meanwhile
// sees no failure.
//
// It runs its own stack (BFF + local backend, own temp registry) over the same artefact
// store: flipping the catalog's live version, and removing the test's version at the
// end, would otherwise reload or break the tabs of specs running in parallel.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { repoRoot } from '../stack/apps';
import { startStack, type Stack } from '../stack/stack';
import { expect, test } from './fixtures';

let stack: Stack | null = null;
const baseUrl = () => {
  if (!stack) throw new Error('the release stack is not started');
  return stack.url;
};

const run = promisify(execFile);
const pkgVersion = (folder: string) => (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;

/** Runs the ops CLI as ops would, against this stack's registry; returns its JSON. */
async function remotes(...args: string[]): Promise<Record<string, unknown>> {
  const registry = stack?.registryFile;
  if (!registry) throw new Error('the release stack is not started');
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const { stdout } = await run(tsx, [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, REGISTRY_FILE: registry, MV_ACTOR: 'e2e' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function liveVersions(): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl()}/builds/latest?t=${Date.now()}`);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return ((await res.json()) as { remotes: Record<string, string> }).remotes;
}

/** The catalog version the page has mounted, as the remote itself shows it. */
const mountedVersion = (page: Page) =>
  page.locator('[data-remote-area="catalog"][data-remote-state="ready"] [data-remote-app="catalog"]').first();

/**
 * Files whose mtimes prove the shell and the other remotes were not rebuilt. (Checked
 * around each step rather than across the whole test: in a shared working tree another
 * engineer's `npm start` may legitimately rebuild an app they are editing.)
 */
function snapshot(): Map<string, number> {
  return new Map(untouchedFiles().map((f) => [f, statSync(f).mtimeMs]));
}

function expectUntouched(before: Map<string, number>): void {
  for (const [file, mtime] of before) expect({ file, mtime: statSync(file).mtimeMs }).toEqual({ file, mtime });
}

function untouchedFiles(): string[] {
  return [
    path.join(repoRoot, 'shell', 'dist', 'build-info.json'),
    path.join(repoRoot, 'mf-events', 'dist', pkgVersion('mf-events'), 'mf-manifest.json'),
    path.join(repoRoot, 'mf-account', 'dist', pkgVersion('mf-account'), 'mf-manifest.json'),
    // The old catalog version is kept as it was (rollbacks and open tabs need it).
    path.join(repoRoot, 'mf-catalog', 'dist', pkgVersion('mf-catalog'), 'mf-manifest.json'),
  ];
}

/**
 * A bounded loop (at least 300 requests, at most 3000; 3 workers) that runs until the
 * test has promoted and rolled back: the promo page, and the catalog's live remote entry
 * as the registry names it at that moment. Every failure is collected.
 */
function requestLoop(min = 300, max = 3000, workers = 3, pauseMs = 30) {
  const failures: string[] = [];
  const entriesSeen = new Set<string>();
  let sent = 0;
  let stopping = false;
  const worker = async () => {
    while (sent < max && !(stopping && sent >= min)) {
      const n = sent++;
      try {
        if (n % 2 === 0) {
          const res = await fetch(`${baseUrl()}/promo`);
          if (res.status !== 200) failures.push(`/promo → ${res.status}`);
          await res.arrayBuffer();
        } else {
          const doc = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: Array<{ name: string; entry: string }> };
          const entry = doc.remotes.find((r) => r.name === 'catalog')!.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
          entriesSeen.add(entry);
          const res = await fetch(`${baseUrl()}${entry}`);
          const body = await res.text();
          if (res.status !== 200 || body.length === 0) failures.push(`${entry} → ${res.status} (${body.length} bytes)`);
        }
      } catch (error) {
        failures.push(`request ${n}: ${String(error)}`);
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    failures,
    entriesSeen,
    sent: () => sent,
    /** Lets the loop end (once it has sent `min`); resolves with how many requests ran before the stop. */
    async stop(): Promise<number> {
      const before = sent;
      stopping = true;
      await done;
      return before;
    },
  };
}

test.describe('releasing and rolling back one remote', () => {
  test.describe.configure({ mode: 'serial' });
  const version = `1.0.1-e2e.${Date.now()}`;
  const releasedDir = path.join(repoRoot, 'mf-catalog', 'dist', version);
  const original = pkgVersion('mf-catalog');

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-release-'));
    stack = await startStack({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error' });
  });

  test.afterAll(async () => {
    if (stack) {
      // Leave things as they were: the original live, the test's version and stack gone.
      if ((await liveVersions()).catalog !== original) await remotes('promote', 'catalog', original, '--reason', 'e2e cleanup', '--force');
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(releasedDir, { recursive: true, force: true });
  });

  test('release, promote, see it, roll back, see the old one; no request fails meanwhile', async ({ page }) => {
    // The release builds the catalog for the browser and the server: 20 s on idle cores,
    // past the old 120 s in a full local run at load 12.
    test.setTimeout(240_000);
    expect((await liveVersions()).catalog).toBe(original);
    const beforeRelease = snapshot();

    // Release: a new immutable version in the store; nothing live changes.
    const released = await remotes('release', 'catalog', '--version', version);
    expect(released).toMatchObject({ ok: true, version, entry: `/remotes/catalog/${version}/mf-manifest.json` });
    expect(existsSync(path.join(releasedDir, 'remoteEntry.js'))).toBe(true);
    expect((await liveVersions()).catalog).toBe(original);
    // The release built the catalog alone.
    expectUntouched(beforeRelease);
    const again = await remotes('release', 'catalog', '--version', version).catch((e: { code: number; stdout: string }) => ({ code: e.code, ...JSON.parse(e.stdout) }));
    expect(again).toMatchObject({ code: 1, ok: false, refused: true });

    await page.goto(`${baseUrl()}/promo`);
    await expect(mountedVersion(page)).toHaveAttribute('data-remote-version', original);

    const beforeChanges = snapshot();
    const loop = requestLoop();

    // Promote (the CLI waits until the BFF serves it, and fetches the entry over HTTP).
    const promoted = await remotes('promote', 'catalog', version, '--reason', 'e2e release', '--bff', baseUrl());
    expect(promoted).toMatchObject({ ok: true, from: original, to: version, changed: true, forced: false });
    expect(await liveVersions()).toMatchObject({ catalog: version, events: pkgVersion('mf-events'), account: pkgVersion('mf-account') });
    // An open tab asks /builds/latest and learns about the new version.
    const seenByTab = await page.evaluate(async () => (await (await fetch(`/builds/latest?t=${Date.now()}`)).json()) as { remotes: { catalog: string } });
    expect(seenByTab.remotes.catalog).toBe(version);
    // The old version's files stay served for tabs that still run it.
    expect((await fetch(`${baseUrl()}/remotes/catalog/${original}/remoteEntry.js`)).status).toBe(200);

    await page.reload();
    await expect(mountedVersion(page)).toHaveAttribute('data-remote-version', version);
    await expect(page.locator('[data-remote-area="catalog"]').getByRole('heading').first()).toBeVisible();

    // One command rolls back to the previously live version.
    const rolledBack = await remotes('rollback', 'catalog', '--reason', 'e2e rollback', '--bff', baseUrl());
    expect(rolledBack).toMatchObject({ ok: true, from: version, to: original, changed: true });
    expect((await liveVersions()).catalog).toBe(original);
    await page.reload();
    await expect(mountedVersion(page)).toHaveAttribute('data-remote-version', original);

    // Promote and rollback change the registry only: nothing is rebuilt.
    expectUntouched(beforeChanges);

    const sentDuringChanges = await loop.stop();
    expect(loop.failures).toEqual([]);
    expect(loop.sent()).toBeGreaterThanOrEqual(300);
    expect(loop.sent()).toBeLessThanOrEqual(3000 + 2);
    // The loop really ran across both changes, and requested both versions' entries.
    expect(sentDuringChanges).toBeGreaterThan(20);
    expect([...loop.entriesSeen].sort()).toEqual(
      [`/remotes/catalog/${original}/remoteEntry.js`, `/remotes/catalog/${version}/remoteEntry.js`].sort(),
    );

    // The audit trail names both changes; the versions are kept.
    const status = await remotes('status');
    const history = status.history as Array<{ remote: string; action: string; from: string; to: string; actor: string; reason: string }>;
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ remote: 'catalog', action: 'promote', from: original, to: version, actor: 'e2e', reason: 'e2e release' }),
      expect.objectContaining({ remote: 'catalog', action: 'rollback', from: version, to: original, actor: 'e2e', reason: 'e2e rollback' }),
    ]);
    expect(existsSync(path.join(releasedDir, 'mf-manifest.json'))).toBe(true);
  });

  test('an open tab whose old remote files fail after a promotion reloads once onto the new version', async ({ page }) => {
    // The tab boots on a shell page, before the change: it knows catalog `original`.
    await page.goto(`${baseUrl()}/about`);
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });
    const promoted = await remotes('promote', 'catalog', version, '--reason', 'e2e open tab', '--bff', baseUrl());
    expect(promoted).toMatchObject({ ok: true, to: version });
    // The old version's files are gone for this tab (as after a CDN purge).
    await page.route(`**/remotes/catalog/${original}/**`, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Promo', exact: true }).click();
    // The load fails, /builds/latest names a newer catalog: the page reloads onto it.
    await expect(mountedVersion(page)).toHaveAttribute('data-remote-version', version, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/promo$/);
    // Exactly one reload, and no loop after it.
    await page.waitForTimeout(1500);
    expect(documents).toBe(1);

    const rolledBack = await remotes('rollback', 'catalog', '--reason', 'e2e open tab done');
    expect(rolledBack).toMatchObject({ ok: true, to: original });
  });
});
