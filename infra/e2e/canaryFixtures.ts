// What the canary specs share: the release CLI against a stack of their own, catalog
// versions made from the live build (the same files under a new version, with a fault
// patched in where the spec needs one), and reading a page's boot data.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { BOOT_ELEMENT_ID, type BootData } from 'shared-contracts/core';
import { repoRoot } from '../stack/apps';

const run = promisify(execFile);

export const catalogDist = path.join(repoRoot, 'mf-catalog', 'dist');
/** The catalog version the build made (the stack's stable one). */
export const originalCatalog = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-catalog', 'package.json'), 'utf8')) as { version: string }).version;

/** The ops CLI against `registryFile` (and the BFF, with --bff); its JSON and exit code. */
export async function remotesCli(registryFile: string, ...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  try {
    const { stdout } = await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'infra', 'registry', 'cli.ts'), ...args, '--json'], {
      cwd: repoRoot,
      env: { ...process.env, REGISTRY_FILE: registryFile, MV_ACTOR: 'e2e-canary' },
      maxBuffer: 10 * 1024 * 1024,
    });
    return { code: 0, json: JSON.parse(stdout) as Record<string, unknown> };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    if (typeof e.code === 'number' && e.stdout) return { code: e.code, json: JSON.parse(e.stdout) as Record<string, unknown> };
    throw error;
  }
}

/**
 * The fault a catalog version is made with: none; 'mount' (the browser's './app' rejects its
 * mount); 'render' (the promo list throws while rendering, on the server and in the browser);
 * 'entry' (the browser's remote entry is gone: the area cannot load).
 */
export type CatalogFault = 'none' | 'mount' | 'render' | 'entry';

/** A copy of the live catalog under `version`, with `fault`. Returns the version's folder (remove it afterwards). */
export function catalogFixture(version: string, fault: CatalogFault): string {
  const dir = path.join(catalogDist, version);
  cpSync(path.join(catalogDist, originalCatalog), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  const touched = [manifestFile];
  if (fault === 'mount') {
    // The browser container (global 'catalog') hands out an app whose mount fails; the
    // server container is untouched, so the page is server-rendered and breaks when it mounts.
    const entry = path.join(dir, 'remoteEntry.js');
    appendFileSync(
      entry,
      // The container's exports are getters: a new container object replaces the global.
      `\n;(function(g){var c=g.catalog,get=c.get,init=c.init;g.catalog={init:function(){return init.apply(c,arguments)},get:function(m){` +
        `return Promise.resolve(get.apply(c,arguments)).then(function(f){if(m!=='./app')return f;return function(){var mod=f();` +
        `return Object.assign({},mod,{mount:function(){return Promise.reject(new Error('canary e2e: mount throws'))}})}})}}})(globalThis);\n`,
    );
    touched.push(entry);
  }
  if (fault === 'render') {
    // The promo list component (the function after its results id) throws as it renders.
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)), path.join(dir, 'server', 'remoteEntry.js')];
    let patched = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const next = source.replace(/(["']promo-results["'];?\s*function \w+\(\)\s*\{)/, '$1throw new Error("canary e2e: the promo list throws while rendering");');
      if (next === source) continue;
      writeFileSync(file, next);
      touched.push(file);
      patched += 1;
    }
    if (patched < 2) throw new Error(`the promo list was patched in ${patched} files (browser and server expected)`);
  }
  if (fault === 'entry') {
    // The browser's remote entry is not there (a failed upload): the area's module cannot load.
    for (const ext of ['', '.br', '.gz']) rmSync(path.join(dir, `remoteEntry.js${ext}`), { force: true });
  }
  // The precompressed copies are the originals': gone, so the BFF serves these files.
  for (const file of touched) for (const ext of ['.br', '.gz']) rmSync(`${file}${ext}`, { force: true });
  return dir;
}

/** The bucket a (signed) mv-canary cookie value carries: '<bucket>.<visitor id>.<signature>'. */
export const bucketIn = (value: string) => Number(decodeURIComponent(value).split('.')[0]);

export async function bootOf(page: Page): Promise<BootData> {
  return JSON.parse((await page.locator(`#${BOOT_ELEMENT_ID}`).textContent()) ?? '{}') as BootData;
}

export const catalogVersion = (boot: BootData) => boot.registry.remotes.find((r) => r.name === 'catalog')!.version;
