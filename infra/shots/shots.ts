// npm run shots: the whole site at a glance. Builds what is stale, starts the stack on
// free ports with a fresh database, and writes a PNG of every route at phone (360×740)
// and desktop (1280×800) size, signed out and signed in as the demo member, plus the
// dialogs and menus a member opens (account menu, logout dialog, full-screen code).
// Prints how far each page is wider than the screen; exits 1 if any page overflows
// or fails to render.
//
//   npm run shots                       # everything into infra/shots/out/
//   npm run shots -- --only account     # routes whose path contains 'account'
//   SHOTS_DIR=/tmp/x npm run shots      # elsewhere
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';
import { DEMO, horizontalOverflow, revealDeferred, settled, signInAt } from '../e2e/journeys';
import { sitePaths, type SitePath } from '../e2e/sitePaths';
import { startStackProcess } from '../e2e/stackProcess';
import { repoRoot } from '../stack/apps';
import { buildApps } from '../stack/build';
import { openStates, type StateShot } from './states';

interface Size {
  name: 'phone' | 'desktop';
  options: BrowserContextOptions;
}

const SIZES: Size[] = [
  { name: 'phone', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
];

interface Row {
  file: string;
  path: string;
  overflow: number | null;
  error?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Hydrated, remotes mounted, fonts and every image loaded (lazy ones too: the shot is the whole page). */
async function ready(page: Page): Promise<void> {
  if (await page.locator('[data-remote-area], [data-owner]').count()) await settled(page);
  await revealDeferred(page);
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(page: Page, file: string, rows: Row[], url: string, fullPage = true): Promise<void> {
  try {
    const overflow = await horizontalOverflow(page);
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    rows.push({ file, path: url, overflow });
  } catch (error) {
    rows.push({ file, path: url, overflow: null, error: String(error).split('\n')[0] });
  }
}

async function signedInState(browser: Browser, origin: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ baseURL: origin, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  await page.goto('/');
  await settled(page);
  await signInAt(page, origin, DEMO);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function run(): Promise<number> {
  const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join(repoRoot, 'infra', 'shots', 'out'));
  const only = arg('only');
  await buildApps({ log: (s) => console.log(s) });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-shots-'));
  const stack = await startStackProcess({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error' });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
  const rows: Row[] = [];
  try {
    const paths = (await sitePaths(stack.apiUrl)).filter((p) => !only || p.path.includes(only));
    const member = await signedInState(browser, stack.url);
    rmSync(outDir, { recursive: true, force: true });
    for (const who of ['tamu', 'member'] as const) {
      for (const size of SIZES) {
        const dir = path.join(outDir, `${size.name}-${who}`);
        mkdirSync(dir, { recursive: true });
        const context = await browser.newContext({
          ...size.options,
          baseURL: stack.url,
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
          storageState: who === 'member' ? member : undefined,
        });
        const page = await context.newPage();
        for (const p of paths) await shootRoute(page, p, path.join(dir, `${p.name}.png`), rows);
        if (who === 'member') {
          for (const state of openStates.filter((st) => !only || st.path.includes(only))) await shootState(page, state, dir, rows);
        }
        await context.close();
        console.log(`${size.name}-${who}: ${paths.length} pages`);
      }
    }
  } finally {
    await browser.close();
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report(rows, outDir);
}

async function shootRoute(page: Page, p: SitePath, file: string, rows: Row[]): Promise<void> {
  try {
    await page.goto(p.path);
    await ready(page);
  } catch (error) {
    rows.push({ file, path: p.path, overflow: null, error: String(error).split('\n')[0] });
    return;
  }
  await shoot(page, file, rows, p.path);
}

async function shootState(page: Page, state: StateShot, dir: string, rows: Row[]): Promise<void> {
  const file = path.join(dir, `open-${state.name}.png`);
  try {
    await page.goto(state.path);
    await ready(page);
    await state.open(page);
  } catch (error) {
    rows.push({ file, path: state.path, overflow: null, error: String(error).split('\n')[0] });
    return;
  }
  // What is open sits in the viewport: shoot the screen, not the page.
  await shoot(page, file, rows, state.path, false);
}

function report(rows: Row[], outDir: string): number {
  const bad = rows.filter((r) => r.error || (r.overflow ?? 0) > 0);
  const lines = rows.map((r) => {
    const rel = path.relative(outDir, r.file);
    return r.error ? `FAIL      ${rel}  ${r.path}  ${r.error}` : `${String(r.overflow).padStart(4)} px  ${rel}  ${r.path}`;
  });
  writeFileSync(path.join(outDir, 'report.txt'), `horizontal overflow (px) per screenshot\n${lines.join('\n')}\n`);
  for (const line of lines.filter((l) => l.startsWith('FAIL') || !l.trimStart().startsWith('0 px'))) console.log(line);
  console.log(`\n${rows.length} screenshots in ${outDir}; ${bad.length} overflow or failed (report.txt).`);
  return bad.length === 0 ? 0 : 1;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
