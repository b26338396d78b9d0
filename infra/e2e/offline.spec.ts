// Issue 29: the site is installable and works offline with the shell's service worker.
// - The web app manifest is valid for the browser, linked from every page, and the site
//   passes the browser's installability checks once the worker runs.
// - A public page the visitor has seen opens offline with a note; a page not seen gets the
//   Indonesian offline page listing what is available, never the browser's error page.
// - Nothing of a member's is ever kept: member pages, /sso, /webapi, and public pages the
//   BFF rendered for the member.
// - The worker follows the registry: after a promotion and a rollback of the catalog, a
//   browser with the worker gets the live version on its next navigation, and the kept
//   files and pages of the withdrawn version are gone (offline too).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { WEB_APP_ICONS, WEB_APP_MANIFEST_PATH, webAppManifest } from 'shared-contracts/core';
import { INSTALL_TEXT } from '../../shell/src/features/install/InstallOffer';
import { REDEEMED_KEY } from '../../shell/src/features/install/installOffer';
import { OFFLINE_TEXT, SW_CACHES } from '../../shell/src/features/offline/swContract';
import { WALLET_TEXT } from '../../shell/src/offline/walletText';
import { repoRoot } from '../stack/apps';
import { DEMO, expect, settled, signIn, test } from './fixtures';
import { startStackProcess, type StackProcess } from './stackProcess';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

/** Waits until the worker is active for the page (it registers once the page is idle). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Path and query of every entry of the worker's cache `name`. */
function keptIn(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((r) => {
      const url = new URL(r.url);
      return `${url.pathname}${url.search}`;
    });
  }, name);
}

/** Every URL in every cache of the site, with whether its body contains `text`. */
function everythingKept(page: Page, text: string): Promise<Array<{ cache: string; url: string; contains: boolean }>> {
  return page.evaluate(async (needle) => {
    const rows: Array<{ cache: string; url: string; contains: boolean }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.clone().text() : '';
        rows.push({ cache: name, url: request.url, contains: body.includes(needle) });
      }
    }
    return rows;
  }, text);
}

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const note = (page: Page) => page.getByTestId('offline-note');

/**
 * Chrome's beforeinstallprompt as the page gets it when the site is installable (a test's
 * incognito profile never gets the real one); its prompt() counts calls. Returns whether the
 * page held the browser's own prompt back.
 */
function browserOffersInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { __prompted?: number };
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.__prompted = (w.__prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}
/** The demo member's name, in the header of every page the BFF renders for them. */
const MEMBER_NAME = 'Dewi Sartika';

test.describe('installable', () => {
  test('the manifest is valid, linked from every page, its icons are real, and the browser finds the site installable', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const manifest = await request.get(WEB_APP_MANIFEST_PATH);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual(webAppManifest());
    for (const icon of WEB_APP_ICONS) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await res.body())).toEqual({ width: w, height: h });
    }

    // Linked from every kind of page: shell, remotes, the member area's gate, the 404 page.
    for (const pathname of ['/', '/promo', '/event', '/account', '/tidak-ada-halaman']) {
      await page.goto(pathname);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', WEB_APP_MANIFEST_PATH);
    }

    // The browser's own reading of it: no errors, the values as written.
    const cdp = await context.newCDPSession(page);
    await page.goto('/');
    await workerActive(page);
    const read = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }>; data?: string };
    expect(read.errors).toEqual([]);
    expect(JSON.parse(read.data ?? '{}')).toMatchObject({ name: 'MyValue', display: 'standalone', theme_color: '#84329B', start_url: '/' });
    // Installable once a worker with a fetch handler controls the page (the next load). A
    // test's browser context is incognito, which Chrome never installs from: that is the one
    // objection allowed.
    await page.reload();
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors
            .map((e) => e.errorId)
            .filter((id) => id !== 'in-incognito'),
        { timeout: 15_000 },
      )
      .toEqual([]);
  });
});

test.describe('the install offer', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('made once to a member who has redeemed, in the page after its content; the browser’s own prompt held back', async ({ page }) => {
    test.setTimeout(90_000);
    const offer = page.getByRole('complementary', { name: INSTALL_TEXT.title });
    await page.goto('/promo');
    expect(await browserOffersInstall(page)).toBe(true);
    await signIn(page, DEMO);
    // A member with no redemption on this device: no offer.
    expect(await browserOffersInstall(page)).toBe(true);
    await page.waitForTimeout(300);
    await expect(offer).toHaveCount(0);

    // What a successful 'Tukar Poin' leaves on the device (catalog.spec.ts redeems for real;
    // the demo member's balance stays as other specs expect).
    await page.evaluate((key) => window.localStorage.setItem(key, '1'), REDEEMED_KEY);
    await page.goto('/account/voucher');
    expect(await browserOffersInstall(page)).toBe(true);
    await expect(offer).toBeVisible();
    // In the page's flow between the content and the footer: over nothing.
    expect(
      await offer.evaluate((el) => ({ before: el.previousElementSibling?.tagName, after: el.nextElementSibling?.tagName, position: getComputedStyle(el).position })),
    ).toEqual({ before: 'MAIN', after: 'FOOTER', position: 'static' });
    expect((await new AxeBuilder({ page }).include('[data-testid="install-offer"]').analyze()).violations).toEqual([]);
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(os.tmpdir(), 'mv-install-offer.png') });

    await offer.getByRole('button', { name: INSTALL_TEXT.install }).click();
    expect(await page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
    await expect(offer).toHaveCount(0);
    // Once: not on a later load either.
    await page.reload();
    expect(await browserOffersInstall(page)).toBe(true);
    await page.waitForTimeout(300);
    await expect(offer).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a public page seen before opens offline with a note; an unseen one gets the Indonesian offline page', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await workerActive(page);
    // The first page (loaded before the worker existed) is kept on the page's request.
    await expect.poll(() => keptIn(page, SW_CACHES.pages), { timeout: 15_000 }).toContain('/');
    // A page reached inside the app (no document load) is kept too.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Promo', exact: true }).click();
    await page.waitForURL('**/promo');
    await settled(page);
    await expect.poll(() => keptIn(page, SW_CACHES.pages), { timeout: 15_000 }).toContain('/promo');
    await expect(note(page)).toBeEmpty();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note(page)).toHaveText(OFFLINE_TEXT.pageFromEarlierVisit);
    // The catalog's area runs from kept files.
    await expect(page.locator('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'ready');

    // Not seen: the offline page, in Indonesian, at the address asked for.
    const response = await page.goto('/merchant');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/merchant$/);
    await expect(page).toHaveTitle(`${OFFLINE_TEXT.title} - MyValue`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TEXT.title);
    const available = page.getByRole('list', { name: OFFLINE_TEXT.availableTitle });
    await expect(available.getByRole('link')).toHaveCount(2);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: path.join(os.tmpdir(), 'mv-offline-page.png') });
    // What it lists opens offline.
    await available.locator('a[href="/promo"]').click();
    await page.waitForURL('**/promo');
    await settled(page);
    await expect(note(page)).toHaveText(OFFLINE_TEXT.pageFromEarlierVisit);
    await page.screenshot({ path: path.join(os.tmpdir(), 'mv-offline-note.png') });

    // Back online: the note goes.
    await context.setOffline(false);
    await expect(note(page)).toBeEmpty();
  });

  test("nothing of a member's is kept, and their pages offline get the offline page", async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/promo');
    await workerActive(page);
    await signIn(page, DEMO);
    // A full load of a public page and of member pages, and pages reached inside the app.
    await page.goto('/');
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Navigasi akun' }).getByRole('link', { name: 'Voucher Saya' }).click();
    await page.waitForURL('**/account/voucher');
    await settled(page);
    await page.goto('/promo');
    // Give the worker the time it takes to keep what it would keep.
    await page.waitForTimeout(2000);
    const kept = await everythingKept(page, MEMBER_NAME);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((k) => k.contains), 'kept entries with the member’s name').toEqual([]);
    expect(kept.filter((k) => /^\/(account|sso|webapi|api)(\/|$)/.test(new URL(k.url).pathname)), 'kept member or API answers').toEqual([]);

    await context.setOffline(true);
    await page.goto('/account/poin');
    // The member's own wallet (kept in their storage, offlineWallet.spec.ts), then what else there is.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WALLET_TEXT.card);
    await expect(page.getByText(OFFLINE_TEXT.memberHint)).toBeVisible();
    // A public page the member opened signed in was not kept (it showed their points): the
    // offline page must not tell them they never opened it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TEXT.title);
    await expect(page.locator('#offline-head .intro')).toHaveText(OFFLINE_TEXT.intro);
    await expect(page.getByText('belum pernah kamu buka')).toHaveCount(0);
    await context.setOffline(false);
  });
});

// Its own stack (own registry) over the shared artefact store, as ssrRollback.spec.ts:
// flipping the catalog's live version must not touch parallel specs' tabs.
test.describe('the worker follows the registry', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: StackProcess | null = null;
  const run = promisify(execFile);
  const original = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog', 'package.json'), 'utf8')) as { version: string }).version;
  const version = `1.0.2-sw.${Date.now()}`;
  const releasedDir = path.join(repoRoot, 'mf-catalog', 'dist', version);
  const stackUrl = () => {
    if (!stack) throw new Error('the registry stack is not started');
    return stack.url;
  };
  const remotes = async (...args: string[]) => {
    const { stdout } = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'], {
      cwd: repoRoot,
      env: { ...process.env, REGISTRY_FILE: stack!.registryFile, MV_ACTOR: 'e2e-sw' },
      maxBuffer: 10 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Record<string, unknown>;
  };
  const mounted = (page: Page) => page.locator('[data-remote-area="catalog"][data-remote-state="ready"] [data-remote-app="catalog"]').first();

  test.beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-sw-'));
    stack = await startStackProcess({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error', env: SUITE_RENDER_BUDGETS });
  });

  test.afterAll(async () => {
    if (stack) {
      const dataDir = path.dirname(stack.registryFile);
      await stack.close();
      stack = null;
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(releasedDir, { recursive: true, force: true });
  });

  test('after a promotion and a rollback, the next navigation runs the live version and nothing of the withdrawn one is kept', async ({ browser }) => {
    test.setTimeout(240_000);
    expect(await remotes('release', 'catalog', '--version', version)).toMatchObject({ ok: true, version });
    expect(await remotes('promote', 'catalog', version, '--reason', 'e2e sw', '--bff', stackUrl())).toMatchObject({ ok: true, to: version });

    const context: BrowserContext = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${stackUrl()}/promo`);
      await settled(page);
      await expect(mounted(page)).toHaveAttribute('data-remote-version', version);
      await workerActive(page);
      // The promoted version's files and the page are kept.
      await expect.poll(async () => (await keptIn(page, SW_CACHES.remotes)).some((u) => u.startsWith(`/remotes/catalog/${version}/`)), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => keptIn(page, SW_CACHES.pages), { timeout: 15_000 }).toContain('/promo');

      expect(await remotes('rollback', 'catalog', '--reason', 'e2e sw rollback', '--bff', stackUrl())).toMatchObject({ ok: true, from: version, to: original });
      // The next navigation (through the worker, which keeps the promoted version's files): the live version.
      await page.goto(`${stackUrl()}/promo`);
      await settled(page);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect(mounted(page)).toHaveAttribute('data-remote-version', original);
      // The withdrawn version's files are pruned, and the kept page is the live version's.
      await expect
        .poll(async () => (await keptIn(page, SW_CACHES.remotes)).filter((u) => u.includes(`/remotes/catalog/${version}/`)), { timeout: 15_000 })
        .toEqual([]);
      await expect.poll(() => keptIn(page, SW_CACHES.pages), { timeout: 15_000 }).toContain('/promo');

      // Offline, the kept page runs the live version too.
      await context.setOffline(true);
      await page.reload();
      await settled(page);
      await expect(note(page)).toHaveText(OFFLINE_TEXT.pageFromEarlierVisit);
      await expect(mounted(page)).toHaveAttribute('data-remote-version', original);
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
