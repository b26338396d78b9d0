// Issue 20: canary releases with automatic rollback, end to end on a stack of its own.
// 1. A healthy catalog version in canary at 50% (started at 10%, widened through the CLI):
//    of 200 fresh visitors the share on the canary is within binomial bounds; each keeps
//    their version across reloads (cookie), and the page's boot registry, /remotes.json,
//    /builds/latest and the server render agree; abort and completion through the CLI.
// 2. A catalog version whose app throws on mount, in canary at 50%: browsers report the
//    failures, the BFF aborts the canary by itself within the configured sample (the
//    history holds the evidence, actor 'auto-abort'), an open canary tab reloads once onto
//    the stable version, and no visitor is left on a broken page after one reload.
// The versions are fixtures: the live catalog's files under new versions (as
// contract.spec.ts makes its fixture), the broken one with its container's './app' patched.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { REMOTE_HEALTH_PATH, type BootData } from 'shared-contracts/core';
import { CANARY_COOKIE } from 'shell/releases';
import { readRegistry } from '../registry/registry';
import { bootOf, bucketIn, catalogDist, catalogFixture, catalogVersion, originalCatalog as original, remotesCli } from './canaryFixtures';
import { expect, settled, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

let stack: StackProcess | null = null;
const stackUrl = () => {
  if (!stack) throw new Error('the canary stack is not started');
  return stack.url;
};

const stamp = Date.now();
const healthy = `1.1.0-canary.${stamp}`;
const broken = `1.1.1-broken.${stamp}`;
/** The automatic abort's configuration for this stack. */
const MIN_PAGE_VIEWS = 8;
const MARGIN = 0.3;

/** The ops CLI against this stack's registry (and BFF); its JSON and exit code. */
function remotes(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const registry = stack?.registryFile;
  if (!registry) throw new Error('the canary stack is not started');
  return remotesCli(registry, ...args);
}

/** What a visitor with `cookie` (or a fresh one) is served at /builds/latest; its cookie and bucket. */
async function latestFor(cookie?: string): Promise<{ cookie: string; bucket: number; catalog: string }> {
  const res = await fetch(`${stackUrl()}/builds/latest?t=${Date.now()}`, { headers: cookie === undefined ? {} : { cookie } });
  const body = (await res.json()) as { remotes: Record<string, string> };
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${CANARY_COOKIE}=`));
  // A known visitor keeps its cookie (none is set); a fresh one gets the BFF's signed one.
  if (cookie !== undefined) expect(set).toBeUndefined();
  const got = cookie ?? set!.split(';')[0]!;
  const bucket = bucketIn(got.slice(`${CANARY_COOKIE}=`.length));
  expect(bucket).toBeGreaterThanOrEqual(0);
  return { cookie: got, bucket, catalog: body.remotes.catalog! };
}

test.describe('canary releases', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-canary-'));
    stack = await startStackProcess({
      port: 0,
      dataDir,
      registryFile: path.join(dataDir, 'registry.json'),
      logLevel: 'error',
      env: {
        CANARY_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS),
        CANARY_FAILURE_MARGIN: String(MARGIN),
        REMOTE_HEALTH_REPORTS_PER_MINUTE: '1000',
        // Every browser here comes from loopback: one address standing for many visitors.
        CANARY_VISITORS_PER_NETWORK: '1000',
        ...SUITE_RENDER_BUDGETS,
      },
    });
    catalogFixture(healthy, 'none');
    catalogFixture(broken, 'mount');
  });

  test.afterAll(async () => {
    if (stack) {
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const v of [healthy, broken]) rmSync(path.join(catalogDist, v), { recursive: true, force: true });
  });

  test('a canary at 50%: binomial share of 200 fresh visitors, sticky versions that agree everywhere; abort and completion through the CLI', async ({ browser }) => {
    test.setTimeout(180_000);
    const started = await remotes('promote', 'catalog', healthy, '--canary', '10', '--reason', 'e2e canary', '--bff', stackUrl());
    expect(started).toMatchObject({ code: 0, json: { ok: true, action: 'canary', stable: original, canary: { version: healthy, share: 10 } } });
    const widened = await remotes('promote', 'catalog', healthy, '--canary', '50', '--reason', 'e2e widen', '--bff', stackUrl());
    expect(widened).toMatchObject({ code: 0, json: { ok: true, canary: { version: healthy, share: 50 } } });

    // 200 fresh visitors (no cookie): each gets a bucket; about half get the canary.
    const visitors = await Promise.all(Array.from({ length: 200 }, () => latestFor()));
    const onCanary = visitors.filter((v) => v.catalog === healthy).length;
    expect(visitors.every((v) => v.catalog === (v.bucket < 50 ? healthy : original))).toBe(true);
    // Binomial(200, 0.5): mean 100, sd 7.07; ±4 sd.
    expect(Math.abs(onCanary - 100)).toBeLessThanOrEqual(28);
    console.log(`canary share: ${onCanary} of 200 fresh visitors on ${healthy}`);
    // Each keeps their version on a later request (the cookie), and /remotes.json agrees.
    for (const v of visitors.slice(0, 40)) {
      expect((await latestFor(v.cookie)).catalog).toBe(v.catalog);
      const doc = (await (await fetch(`${stackUrl()}/remotes.json`, { headers: { cookie: v.cookie } })).json()) as BootData['registry'];
      expect(doc.remotes.find((r) => r.name === 'catalog')!.version).toBe(v.catalog);
    }

    // In a browser: the version survives reloads and a second tab; the page's boot registry,
    // the manifest it loaded, /builds/latest and the server render agree.
    const seen = new Set<string>();
    for (let i = 0; i < 6 || seen.size < 2; i++) {
      if (i > 30) break;
      const context = await browser.newContext();
      const page = await context.newPage();
      const manifests: string[] = [];
      page.on('request', (r) => {
        const m = /\/remotes\/catalog\/([^/]+)\/mf-manifest\.json/.exec(r.url());
        if (m) manifests.push(m[1]!);
      });
      const response = await page.goto(`${stackUrl()}/promo`);
      expect(response!.headers()['x-mv-ssr']).toBe('catalog=server');
      await settled(page);
      const version = catalogVersion(await bootOf(page));
      seen.add(version);
      const bucket = bucketIn((await context.cookies()).find((c) => c.name === CANARY_COOKIE)!.value);
      expect(version).toBe(bucket < 50 ? healthy : original);
      expect((await page.evaluate(async () => ((await (await fetch(`/builds/latest?t=${Date.now()}`)).json()) as { remotes: Record<string, string> }).remotes.catalog))).toBe(version);
      await page.reload();
      await settled(page);
      expect(catalogVersion(await bootOf(page))).toBe(version);
      const tab = await context.newPage();
      await tab.goto(`${stackUrl()}/promo`);
      await settled(tab);
      expect(catalogVersion(await bootOf(tab))).toBe(version);
      expect(new Set(manifests)).toEqual(new Set([version]));
      await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');
      await context.close();
    }
    expect(seen).toEqual(new Set([healthy, original]));

    // status --json: stable, canary and share, and the BFF's health counts per version.
    const status = await remotes('status', '--bff', stackUrl());
    const catalog = (status.json.remotes as Array<Record<string, unknown>>).find((r) => r.name === 'catalog')!;
    expect(catalog).toMatchObject({ stable: original, canary: { version: healthy, share: 50 }, health: { stable: { version: original }, canary: { version: healthy, share: 50, failures: 0 } } });

    // Abort: everyone back on stable.
    const aborted = await remotes('abort', 'catalog', '--reason', 'e2e abort', '--bff', stackUrl());
    expect(aborted).toMatchObject({ code: 0, json: { ok: true, action: 'abort', from: healthy, to: original } });
    for (const v of visitors.slice(0, 20)) expect((await latestFor(v.cookie)).catalog).toBe(original);

    // A new canary, completed: everyone on the new version.
    await remotes('promote', 'catalog', healthy, '--canary', '50', '--reason', 'e2e second try');
    const completed = await remotes('promote', 'catalog', healthy, '--reason', 'e2e complete', '--bff', stackUrl());
    expect(completed).toMatchObject({ code: 0, json: { ok: true, action: 'promote', from: original, to: healthy, completedCanary: true } });
    for (const v of visitors.slice(0, 20)) expect((await latestFor(v.cookie)).catalog).toBe(healthy);
    const history = readRegistry(stack!.registryFile)!.history.filter((e) => e.remote === 'catalog').slice(1);
    expect(history.map((e) => [e.action, e.to, e.share ?? null, e.actor, e.reason])).toEqual([
      ['canary', healthy, 10, 'e2e-canary', 'e2e canary'],
      ['canary', healthy, 50, 'e2e-canary', 'e2e widen'],
      ['abort', original, 50, 'e2e-canary', 'e2e abort'],
      ['canary', healthy, 50, 'e2e-canary', 'e2e second try'],
      ['promote', healthy, null, 'e2e-canary', 'e2e complete'],
    ]);
    // Back to the original for the next test.
    expect((await remotes('rollback', 'catalog', original, '--reason', 'e2e reset', '--bff', stackUrl())).code).toBe(0);
  });

  test('a canary that throws on mount is aborted by the BFF within the sample; canary tabs reload once onto stable', async ({ browser }) => {
    // As canaryHealth's: each visitor is a fresh browser context, a few at once; on a loaded
    // 2-core machine a visit takes 3–5 s. Only the tabs needed after the abort stay open.
    test.setTimeout(360_000);
    const began = Date.now();
    const started = await remotes('promote', 'catalog', broken, '--canary', '50', '--reason', 'e2e broken canary', '--bff', stackUrl());
    expect(started.code).toBe(0);

    /** Canary tabs kept open for after the abort: the first (its focus), and KEPT - 1 more (one reload each). */
    const KEPT = 3;
    const open: Array<{ context: BrowserContext; page: Page }> = [];
    const contexts = new Set<BrowserContext>();
    let canaryVisitors = 0;
    let stableVisitors = 0;
    const aborted = () => !readRegistry(stack!.registryFile)!.remotes.catalog.canary;
    const visit = async () => {
      const context = await (browser as Browser).newContext();
      contexts.add(context);
      const page = await context.newPage();
      // The page's failure reports (sendBeacon to the BFF's health endpoint, answered once counted).
      const reports: Array<Promise<Response | null>> = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === REMOTE_HEALTH_PATH) reports.push(r.response());
      });
      await page.goto(`${stackUrl()}/promo`);
      await settled(page);
      const version = catalogVersion(await bootOf(page));
      const state = await page.locator('[data-remote-area="catalog"]').getAttribute('data-remote-state');
      if (version === broken) {
        canaryVisitors += 1;
        expect(state).toBe('failed');
        // The abort depends on this visitor's report: answered (counted, or too late to count)
        // before the context goes, as closing it may cancel a beacon still in flight.
        await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
        for (const response of await Promise.all(reports)) expect(response?.status()).toBe(202);
        if (open.length < KEPT) {
          open.push({ context, page });
          return;
        }
      } else {
        stableVisitors += 1;
        expect(state).toBe('ready');
      }
      contexts.delete(context);
      await context.close();
    };
    try {
      // Three visitors at once, each batch finished (its reports answered) before the next.
      for (let i = 0; i < 80 && !aborted(); i += 3) {
        const batch = await Promise.allSettled(Array.from({ length: Math.min(3, 80 - i) }, visit));
        for (const r of batch) if (r.status === 'rejected') throw r.reason;
      }
      // The BFF aborted it by itself: an 'auto-abort' history entry with the evidence.
      await expect.poll(aborted, { timeout: 10_000 }).toBe(true);
      const entry = readRegistry(stack!.registryFile)!.history.at(-1)!;
      expect(entry).toMatchObject({ remote: 'catalog', action: 'abort', from: broken, to: original, actor: 'auto-abort', evidence: { margin: MARGIN, minPageViews: MIN_PAGE_VIEWS } });
      const { canary, stable } = entry.evidence!;
      expect(canary.visitors).toBeGreaterThanOrEqual(MIN_PAGE_VIEWS);
      expect(stable.visitors).toBeGreaterThanOrEqual(MIN_PAGE_VIEWS);
      // Within the configured sample: decided as soon as the later of the two versions had its
      // minimum of visitors. With three at once the bound holds as it did one at a time: a batch
      // starts only when every earlier visit's page view and report are counted, so the batch
      // before the last ended with the later version under its minimum (else 100% failures
      // against none would have aborted it then: 48.8 points at least, above the margin), and
      // the last batch adds at most 3 to it.
      expect(Math.min(canary.visitors!, stable.visitors!)).toBeLessThanOrEqual(MIN_PAGE_VIEWS + 3);
      // Each failure counted against a page view served to that visitor: never more failed visitors than visitors.
      expect(canary.failedVisitors).toBeLessThanOrEqual(canary.visitors!);
      expect(entry.evidence!.canary.rate - entry.evidence!.stable.rate).toBeGreaterThan(MARGIN);
      console.log(`auto-abort after ${canaryVisitors} canary and ${stableVisitors} stable visitors (${((Date.now() - began) / 1000).toFixed(0)} s): ${entry.reason}`);
      expect(open.length).toBeGreaterThan(0);

      // An open canary tab notices at its next check (here: it regains focus) and reloads once
      // onto stable. On a loaded machine its own poll (every BUILDS_POLL_MS) may have done so
      // while the later visitors came: then it is on stable already, and the focus does nothing.
      const [first, ...rest] = open;
      const versionNow = async () => {
        try {
          return catalogVersion(await bootOf(first!.page));
        } catch {
          return null; // mid-reload
        }
      };
      const recovered = (await versionNow()) === original;
      // (A reload of its own may still begin meanwhile: the poll below reads whichever page it is.)
      if (!recovered) await first!.page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
      await expect.poll(versionNow, { timeout: 15_000 }).toBe(original);
      await settled(first!.page);
      console.log(recovered ? 'the first canary tab had reloaded onto stable by its own poll' : 'the first canary tab reloaded onto stable when it regained focus');
      await expect(first!.page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');
      // Every other canary visitor (those kept open): one reload, and the page works.
      for (const { page } of rest) {
        await page.reload();
        await settled(page);
        expect(catalogVersion(await bootOf(page))).toBe(original);
        await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');
      }
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  });
});
