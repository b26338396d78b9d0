// Issue 40: a remote team ships alone. A catalog variant adds a page (/promo/pilihan) with a
// new UI component and a new Content API GET (/v1/promo-picks, which the stand-in serves);
// it is released from its own folder and promoted on a running stack, without rebuilding or
// restarting the shell or the BFF (the shell build id does not change): the page is
// server-rendered on a first load, reached by client navigation, its data call passes the
// BFF, and after `rollback` the page is a 404 again and the call is refused. The page and the
// call exist because the live version declares them (metaData.release), nothing else.
//
// The variant is built once (about a minute on CI). Its own stack process, as in
// ssrRollback.spec.ts: flipping the catalog must not touch parallel specs' tabs.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../stack/apps';
import { expect, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

let stack: StackProcess | null = null;
const stackUrl = () => {
  if (!stack) throw new Error('the independent-release stack is not started');
  return stack.url;
};

const run = promisify(execFile);
const original = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog', 'package.json'), 'utf8')) as { version: string }).version;

async function remotes(...args: string[]): Promise<Record<string, unknown>> {
  const registry = stack?.registryFile;
  if (!registry) throw new Error('the independent-release stack is not started');
  const { stdout } = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, REGISTRY_FILE: registry, MV_ACTOR: 'e2e-independent' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

const buildId = async () => ((await (await fetch(`${stackUrl()}/builds/latest?t=${Date.now()}`)).json()) as { buildId: string }).buildId;

/**
 * The catalog team's branch: the checked-out catalog plus a page, its component, its API
 * slice and its declaration. A sibling folder of mf-catalog, so its build resolves the repo's
 * base config and packages as the real one does.
 */
function writeVariant(dir: string): void {
  cpSync(path.join(repoRoot, 'mf-catalog'), dir, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  writeFileSync(
    path.join(dir, 'src', 'api', 'picksApi.ts'),
    `// The editors' picks: a Content API call this version declares in release.ts.
import { api, readListedPromos } from 'shared-contracts';
import type { ListedPromos } from 'shared-contracts/schemas';

export const picksApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogPromoPicks: build.query<ListedPromos, { pageSize: number }>({
      query: (params) => ({ url: '/api/v1/promo-picks', params: { ...params } }),
      transformResponse: readListedPromos,
    }),
  }),
});

export const { useCatalogPromoPicksQuery } = picksApi;
`,
  );
  writeFileSync(
    path.join(dir, 'src', 'features', 'promo', 'PicksRibbon.tsx'),
    `// A new UI component of this version: the ribbon over the picks.
export function PicksRibbon({ count }: { count: number }) {
  return <p data-testid="picks-ribbon">{count} promo pilihan minggu ini</p>;
}
`,
  );
  writeFileSync(
    path.join(dir, 'src', 'features', 'promo', 'picksPageData.ts'),
    `import { queryCall, type PageDataContext } from 'shared-contracts';
import { picksApi } from '../../api/picksApi';

export const PICKS_ARGS = { pageSize: 6 };
export const picksData = (_ctx: PageDataContext) => [queryCall(picksApi.endpoints.catalogPromoPicks, PICKS_ARGS, { main: true })];
`,
  );
  writeFileSync(
    path.join(dir, 'src', 'features', 'promo', 'PicksPage.tsx'),
    `import { PageHeading } from 'shared-kit';
import common from '../../common/catalog.module.css';
import { PromoGrid } from '../../common/PromoGrid';
import { useCatalogPromoPicksQuery } from '../../api/picksApi';
import { PicksRibbon } from './PicksRibbon';
import { PICKS_ARGS } from './picksPageData';

export function PicksPage() {
  const query = useCatalogPromoPicksQuery(PICKS_ARGS);
  return (
    <div className={common.page} data-testid="promo-picks">
      <PageHeading>Promo Pilihan</PageHeading>
      <PicksRibbon count={query.data?.results.length ?? 0} />
      <PromoGrid promos={query.data?.results} isLoading={query.isLoading} isError={query.isError} onRetry={() => void query.refetch()} empty="Belum ada pilihan." label="Promo pilihan" headingLevel={2} />
    </div>
  );
}
`,
  );
  const release = path.join(dir, 'src', 'release.ts');
  writeFileSync(
    release,
    readFileSync(release, 'utf8')
      .replace("routes: [", "routes: [\n    { path: '/promo/pilihan', layout: 'promo-page', title: 'Promo Pilihan' },")
      .replace('upstream: [],', "upstream: [{ service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true }],"),
  );
  const pages = path.join(dir, 'src', 'pages.ts');
  writeFileSync(
    pages,
    readFileSync(pages, 'utf8')
      .replace(
        "import { offerJsonLd",
        "import { picksData } from './features/promo/picksPageData';\nconst PicksPage = lazyPage(() => import(/* webpackChunkName: \"page-promo-pilihan\" */ './features/promo/PicksPage').then((m) => m.PicksPage));\nimport { offerJsonLd",
      )
      .replace('withRoutes(CATALOG_RELEASE.routes, [', "withRoutes(CATALOG_RELEASE.routes, [\n  definePage({ path: '/promo/pilihan', component: PicksPage, data: picksData }),"),
  );
}

test.describe('a remote ships a page and an upstream call alone', () => {
  test.describe.configure({ mode: 'serial' });
  const version = `1.0.1-picks.${Date.now()}`;
  const variantDir = path.join(repoRoot, `mf-catalog-e2e-picks-${process.pid}`);
  const releasedDir = path.join(repoRoot, 'mf-catalog', 'dist', version);

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-independent-'));
    stack = await startStackProcess({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error', env: SUITE_RENDER_BUDGETS });
  });

  test.afterAll(async () => {
    if (stack) {
      const latest = (await (await fetch(`${stackUrl()}/builds/latest?t=${Date.now()}`)).json()) as { remotes: Record<string, string> };
      if (latest.remotes.catalog !== original) await remotes('promote', 'catalog', original, '--reason', 'e2e cleanup', '--force');
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(variantDir, { recursive: true, force: true });
    rmSync(releasedDir, { recursive: true, force: true });
  });

  test('release, promote: the page and its call exist; roll back: both are gone', async ({ browser }) => {
    test.setTimeout(300_000);
    const shellBuild = await buildId();
    // Before: no such page, and the BFF refuses the call (no live version declares it).
    expect((await fetch(`${stackUrl()}/promo/pilihan`)).status).toBe(404);
    expect((await fetch(`${stackUrl()}/api/v1/promo-picks`)).status).toBe(404);

    writeVariant(variantDir);
    expect(await remotes('release', 'catalog', '--version', version, '--source', variantDir)).toMatchObject({ ok: true, version });
    const manifest = JSON.parse(readFileSync(path.join(releasedDir, 'mf-manifest.json'), 'utf8')) as { metaData: { release: { routes: Array<{ path: string }> } } };
    expect(manifest.metaData.release.routes.map((r) => r.path)).toContain('/promo/pilihan');
    // Released is not live.
    expect((await fetch(`${stackUrl()}/promo/pilihan`)).status).toBe(404);

    expect(await remotes('promote', 'catalog', version, '--reason', 'e2e: promo picks', '--bff', stackUrl())).toMatchObject({ ok: true, to: version, changed: true });

    // First load: server-rendered by the new version, with its data.
    await expect.poll(async () => (await fetch(`${stackUrl()}/promo/pilihan`)).headers.get('x-mv-ssr'), { timeout: 20_000 }).toBe('catalog=server');
    const first = await fetch(`${stackUrl()}/promo/pilihan`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<title>Promo Pilihan - MyValue</title>');
    // With the picks' data in the server's markup (React separates the count from the text).
    expect(html).toMatch(/data-testid="picks-ribbon">[1-9]\d*(?:<!-- -->)? promo pilihan minggu ini/);
    // Its data call passes the BFF now that a live version declares it.
    expect((await fetch(`${stackUrl()}/api/v1/promo-picks?pageSize=6`)).status).toBe(200);

    // Client navigation from /promo to the new page: no document load, the call through the BFF.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stackUrl()}/promo`);
    await expect(page.locator('[data-remote-area="catalog"][data-remote-state="ready"]')).toBeVisible();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    const picksCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/promo-picks');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/promo/pilihan');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('promo-picks')).toBeVisible();
    expect((await picksCall).status()).toBe(200);
    await expect(page.getByTestId('picks-ribbon')).not.toHaveText(/^0 /);
    await expect(page).toHaveTitle('Promo Pilihan - MyValue');
    expect(documents).toEqual([]);
    await context.close();

    // Rollback: the page is a 404 again and the call is refused, with the same shell build.
    expect(await remotes('rollback', 'catalog', '--reason', 'e2e: roll back picks', '--bff', stackUrl())).toMatchObject({ ok: true, from: version, to: original });
    await expect.poll(async () => (await fetch(`${stackUrl()}/promo/pilihan`)).status, { timeout: 10_000 }).toBe(404);
    expect((await fetch(`${stackUrl()}/api/v1/promo-picks`)).status).toBe(404);
    expect((await fetch(`${stackUrl()}/promo`)).status).toBe(200);
    expect(await buildId()).toBe(shellBuild);
  });
});
