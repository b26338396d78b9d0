// Server rendering follows the registry: a released catalog version, once promoted, is the
// version the BFF renders /promo with (its data-remote-version marker is in the server
// HTML, no JavaScript involved), and a rollback brings the old version's markup back, with
// no restart. The browser hydrates each server render with the same version (no warning).
//
// Like release.spec.ts, it runs its own stack (own registry) over the shared artefact
// store, so flipping the catalog's live version never touches parallel specs' tabs.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConsoleMessage } from '@playwright/test';
import { repoRoot } from '../stack/apps';
import { expect, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

// In its own process: the server renderer's Module Federation runtime is per process, and
// another spec's stack in this worker must not be the one that loaded the catalog.
let stack: StackProcess | null = null;
const stackUrl = () => {
  if (!stack) throw new Error('the rollback stack is not started');
  return stack.url;
};

const run = promisify(execFile);
const original = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog', 'package.json'), 'utf8')) as { version: string }).version;

/** The ops CLI against this stack's registry, as ops run it; returns its JSON. */
async function remotes(...args: string[]): Promise<Record<string, unknown>> {
  const registry = stack?.registryFile;
  if (!registry) throw new Error('the rollback stack is not started');
  const { stdout } = await run(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'],
    { cwd: repoRoot, env: { ...process.env, REGISTRY_FILE: registry, MV_ACTOR: 'e2e-ssr' }, maxBuffer: 10 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

interface ServerRender {
  island: string | undefined;
  /** The catalog versions the server markup names (the remote root's marker). */
  versions: string[];
  /** The catalog versions whose stylesheets the head links (the first paint's styles). */
  stylesheetVersions: string[];
  /** The catalog versions whose scripts the start script requests (entry, exposed module, page). */
  scriptVersions: string[];
}

/** /promo as a crawler gets it: status, which areas were server-rendered, the versions in the markup. */
async function promoHtml(): Promise<ServerRender> {
  const res = await fetch(`${stackUrl()}/promo`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const versions = [...html.matchAll(/data-remote-app="catalog" data-remote-version="([^"]+)"/g)].map((m) => m[1]!);
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheetVersions = [
    ...new Set([...head.matchAll(/<link rel="stylesheet" href="[^"]*\/remotes\/catalog\/([^/"]+)\/[^"]+\.css"/g)].map((m) => m[1]!)),
  ];
  const start = /<script id="mv-start" type="application\/json">(.*?)<\/script>/s.exec(html);
  const preload = start ? (JSON.parse(start[1]!) as { preload: string[] }).preload : [];
  const scriptVersions = [...new Set(preload.flatMap((url) => /\/remotes\/catalog\/([^/]+)\//.exec(url)?.[1] ?? []))];
  return { island: res.headers.get('x-mv-ssr') ?? undefined, versions, stylesheetVersions, scriptVersions };
}

/**
 * Requests /promo until the server renders the catalog with `version`. Meanwhile every
 * answer is either that version or a client-rendered area (the first request after a
 * change may spend the time budget loading the new server module): never the other one.
 */
async function expectServerRendered(version: string): Promise<void> {
  const seen: ServerRender[] = [];
  await expect
    .poll(
      async () => {
        const render = await promoHtml();
        seen.push(render);
        return render.island === 'catalog=server' ? render.versions : null;
      },
      { timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toEqual([version]);
  for (const r of seen) {
    if (r.island === 'catalog=server') expect(r.versions).toEqual([version]);
    else expect(r).toMatchObject({ island: 'catalog=client', versions: [] });
  }
  // The head links the live version's stylesheets, and only those, so the paint is styled
  // by the code that renders it (a page linking none, or a stale version's, fails here).
  expect(seen.at(-1)!.stylesheetVersions).toEqual([version]);
  // And the page's scripts are that version's: requested together, none discovered late.
  expect(seen.at(-1)!.scriptVersions).toEqual([version]);
}

test.describe('a remote rollback changes the server-rendered HTML', () => {
  test.describe.configure({ mode: 'serial' });
  const version = `1.0.1-ssr.${Date.now()}`;
  const releasedDir = path.join(repoRoot, 'mf-catalog', 'dist', version);

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-ssr-rollback-'));
    stack = await startStackProcess({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      // This test is about which version renders, not the time budget.
      env: SUITE_RENDER_BUDGETS,
    });
  });

  test.afterAll(async () => {
    if (stack) {
      // Leave things as they were: the original live, the test's version and stack gone.
      const latest = (await (await fetch(`${stackUrl()}/builds/latest?t=${Date.now()}`)).json()) as { remotes: Record<string, string> };
      if (latest.remotes.catalog !== original) await remotes('promote', 'catalog', original, '--reason', 'e2e cleanup', '--force');
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(releasedDir, { recursive: true, force: true });
  });

  test('release and promote: /promo is server-rendered by the new version; roll back: by the old one', async ({ browser }) => {
    test.setTimeout(180_000);
    await expectServerRendered(original);

    const released = await remotes('release', 'catalog', '--version', version);
    expect(released).toMatchObject({ ok: true, version });
    // Released is not live: the server still renders the original.
    expect(await promoHtml()).toEqual({ island: 'catalog=server', versions: [original], stylesheetVersions: [original], scriptVersions: [original] });

    const promoted = await remotes('promote', 'catalog', version, '--reason', 'e2e ssr release', '--bff', stackUrl());
    expect(promoted).toMatchObject({ ok: true, from: original, to: version, changed: true });
    await expectServerRendered(version);

    // The browser hydrates the new version's server markup with the new version's code.
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !/Failed to load resource/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${stackUrl()}/promo`);
    const hydrated = page.locator(
      '[data-remote-area="catalog"][data-remote-state="ready"] [data-remote-island="catalog"] [data-remote-app="catalog"]',
    );
    await expect(hydrated).toHaveAttribute('data-remote-version', version);

    const rolledBack = await remotes('rollback', 'catalog', '--reason', 'e2e ssr rollback', '--bff', stackUrl());
    expect(rolledBack).toMatchObject({ ok: true, from: version, to: original, changed: true });
    await expectServerRendered(original);

    await page.reload();
    await expect(hydrated).toHaveAttribute('data-remote-version', original);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await context.close();
  });
});
