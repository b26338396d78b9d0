// Server rendering in the BFF: loads the shell's server build (shell/dist/server/main.js)
// when it exists, and answers a page with the document streamed around the rendered app.
// Without the build, or when the render cannot start, the page is the plain document
// (client-rendered) as before.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { BOOT_ELEMENT_ID, REMOTE_NAMES, type BootData, type RemoteName } from 'shared-contracts/core';
import type { ArtefactStore } from '../releases/artefacts';
import type { DocumentTemplate } from './document';
import type { Renderer, RenderInput, RenderResult, ServerBundle, SiteCaller } from 'shared-contracts/server';
import { headTags, splitDocument, stateScript } from './html';

export type { Renderer, RenderInput, RenderResult };

const nonces = new WeakMap<object, string>();

/** One CSP nonce per response (the CSP header and the rendered scripts read the same). */
export function nonceFor(res: object): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

export interface SsrOptions {
  shellDist: string;
  /** The upstream client's calls of the site's /api and /sso paths (upstream/client.ts). */
  siteCall: SiteCaller;
  publicUrl: string;
  store: ArtefactStore;
  log: (level: 'warn' | 'error', message: string, detail?: unknown) => void;
}

/**
 * Maps a URL of the site's own /remotes/<name>/<version>/<file> to the artefact store's
 * local folder, so the renderer reads manifests and server containers from disk.
 */
export function localArtefactPath(url: string, publicUrl: string, store: ArtefactStore): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  const m = /^\/remotes\/([a-z]+)\/([\w.-]+)\/([\w./-]+)$/.exec(decodeURIComponent(parsed.pathname));
  if (!m || !REMOTE_NAMES.includes(m[1] as RemoteName) || m[3]!.split('/').includes('..')) return null;
  const root = store.localRoot(m[1] as RemoteName);
  if (!root) return null;
  const file = path.join(root, m[2]!, m[3]!);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The renderer of shell/dist/server, or null when the shell was built without it. */
export async function loadRenderer(opts: SsrOptions): Promise<Renderer | null> {
  const file = path.join(opts.shellDist, 'server', 'main.js');
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(file) as ServerBundle;
  return bundle.createRenderer({
    siteCall: opts.siteCall,
    publicUrl: opts.publicUrl,
    readLocal: async (url) => {
      const local = localArtefactPath(url, opts.publicUrl, opts.store);
      if (!local && opts.store.readRemoteFile) return opts.store.readRemoteFile(url);
      if (!local || !existsSync(local)) return null;
      return { source: await readFile(local, 'utf8'), filename: local };
    },
    nodeRequire: require,
    log: opts.log,
  });
}

/** Testing outside production: `x-mv-ssr-delay: catalog=1000` slows that remote's server module. */
export function parseDelayHeader(value: unknown): RenderInput['remoteDelayMs'] {
  if (typeof value !== 'string') return undefined;
  const out: Partial<Record<RemoteName, number>> = {};
  for (const pair of value.split(',')) {
    const [name, ms] = pair.split('=').map((s) => s.trim());
    if (REMOTE_NAMES.includes(name as RemoteName) && /^\d{1,5}$/.test(ms ?? '')) out[name as RemoteName] = Number(ms);
  }
  return out;
}

export interface DocumentPage {
  template: DocumentTemplate;
  publicUrl: string;
  pathname: string;
  nonce: string;
  /** The page's connection and stylesheet tags. */
  assets: string;
  /** The scripts the start script requests with the shell's entry. */
  scripts?: string[];
}

/**
 * The rendered page as a stream: the document's start, the app's markup as React produces
 * it, the preloaded state, the boot data and the scripts (status and head as the render
 * decided them; reply.ts sends it).
 */
export function renderedStream(result: RenderResult, page: DocumentPage): PassThrough {
  const { prefix, suffix } = documentAround(result, page);
  const out = new PassThrough();
  out.write(prefix);
  // React ends the destination it pipes into: the document's end follows in final().
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      out.write(chunk);
      cb();
    },
    final(cb) {
      out.end(suffix);
      cb();
    },
  });
  result.pipe(sink, (error) => {
    if (error) out.destroy(error);
  });
  return out;
}

/** The document before and after the app's markup. */
function documentAround(result: RenderResult, page: DocumentPage): { prefix: string; suffix: string } {
  const canonical = `${page.publicUrl}${page.pathname}`;
  const { before, after } = splitDocument(page.template, {
    title: result.head.title,
    description: result.head.description,
    canonical,
    boot: result.boot,
    assets: page.assets,
    scripts: page.scripts,
    nonce: page.nonce,
  });
  // The state goes before the boot data and the start script: it is in the document before any script can read it.
  const bootAt = after.indexOf(`<script id="${BOOT_ELEMENT_ID}"`);
  if (bootAt < 0) throw new Error('document template lost its boot data');
  return {
    prefix: before.replace('</head>', `${headTags(result.head, page.nonce)}${(result.headLinks ?? []).join('')}</head>`),
    suffix: `${after.slice(0, bootAt)}${stateScript(result.state, page.nonce)}\n    ${after.slice(bootAt)}`,
  };
}

/** The x-mv-ssr header: which areas were server-rendered ('shell' when the page has none). */
export function islandsHeader(result: RenderResult): string {
  return Object.entries(result.islands).map(([k, v]) => `${k}=${v}`).join(',') || 'shell';
}

/**
 * The whole rendered document as one string (for the anonymous page cache). The render is
 * aborted when it has not finished within `budgetMs`: the caller then serves the
 * client-rendered document instead.
 */
export function renderedToString(result: RenderResult, page: DocumentPage, budgetMs: number): Promise<string> {
  const { prefix, suffix } = documentAround(result, page);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      result.abort();
      reject(new Error(`server render took longer than ${budgetMs} ms`));
    }, budgetMs);
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        cb();
      },
      final(cb) {
        clearTimeout(timer);
        resolve(`${prefix}${Buffer.concat(chunks).toString('utf8')}${suffix}`);
        cb();
      },
    });
    result.pipe(sink, (error) => {
      if (!error) return;
      clearTimeout(timer);
      reject(error);
    });
  });
}

export function bootWithoutPage(boot: BootData): Omit<BootData, 'status' | 'error'> {
  const { status: _s, error: _e, ...rest } = boot;
  return rest;
}
