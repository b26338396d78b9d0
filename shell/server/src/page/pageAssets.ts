// The files a page's first paint needs, linked from the document's <head>: the shell's
// stylesheets and start-up scripts (shell/dist/first-paint.json), and the stylesheets and
// scripts of the remotes' exposed modules the page renders, for the version the registry
// names (from that version's mf-manifest.json). So the server paint is already styled,
// the browser fetches every script of the page at once (the start script requests them,
// see document.ts) instead of one waterfall step at a time, and a promotion or rollback
// changes the links with the next request.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractServes, pageChunkName, remoteModulesOf, type RemotesDocument, type RouteMatch } from 'shared-contracts/core';
import type { ArtefactStore } from '../releases/artefacts';
import { escapeHtml } from './document';

export interface PageAssets {
  stylesheets: string[];
  /** The files the start script requests: scripts, and a remote page's mf-manifest.json (data). */
  scripts: string[];
  /** Other origins the first paint needs (the media host of the LCP image): connect early. */
  origins?: string[];
}

interface AssetLists {
  sync?: string[];
  async?: string[];
}

/** A lazy page's own files (chunk group 'page-…'), by chunk name (see pageChunkName). */
type PageChunks = Record<string, { js?: string[]; css?: string[] }>;

/** The part of an mf-manifest.json this module reads. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; contractVersion?: string; pageChunks?: PageChunks };
  exposes?: Array<{ path?: string; assets?: { css?: AssetLists; js?: AssetLists } }>;
}

const SHELL_PREFIX = '/_shell/';

export interface ShellFirstPaint extends PageAssets {
  /** The shell's lazy pages' own files, by chunk name. */
  pages: Record<string, PageAssets>;
  /** The scripts the shell loads to mount a remote's module (its parcel runtime). */
  parcels: string[];
  /** A member's header menu (its own chunk): a member's page needs it to hydrate. */
  member: PageAssets;
}

/** The shell's start-up files, or none for a shell built before first-paint.json existed. */
export function readShellFirstPaint(shellDist: string): ShellFirstPaint {
  const file = path.join(shellDist, 'first-paint.json');
  if (!existsSync(file)) return { stylesheets: [], scripts: [], pages: {}, parcels: [], member: { stylesheets: [], scripts: [] } };
  type ChunkFiles = PageChunks[string];
  const data = JSON.parse(readFileSync(file, 'utf8')) as { css?: string[]; js?: string[]; parcels?: string[]; member?: ChunkFiles; pages?: PageChunks };
  const assetsOf = (files: ChunkFiles = {}): PageAssets => ({
    stylesheets: (files.css ?? []).map((f) => SHELL_PREFIX + f),
    scripts: (files.js ?? []).map((f) => SHELL_PREFIX + f),
  });
  const pages: Record<string, PageAssets> = {};
  for (const [name, files] of Object.entries(data.pages ?? {})) pages[name] = assetsOf(files);
  return {
    stylesheets: (data.css ?? []).map((f) => SHELL_PREFIX + f),
    scripts: (data.js ?? []).map((f) => SHELL_PREFIX + f),
    pages,
    parcels: (data.parcels ?? []).map((f) => SHELL_PREFIX + f),
    member: assetsOf(data.member),
  };
}

export interface PageAssetsOptions {
  shellDist: string;
  store: Pick<ArtefactStore, 'manifest'>;
  /**
   * The site's origin. A remote's files are linked by absolute URL, as the browser's Module
   * Federation and Rspack runtimes name them (from the remote's absolute entry): they find
   * the server's link and do not add the same stylesheet again.
   */
  publicUrl: string;
  /**
   * The contract the shell build provides: a remote it cannot serve is not mounted (its
   * area shows the fallback), so none of its files are linked or fetched.
   */
  shellContract?: string | null;
}

/** The files of a page: for this registry and the request's match (null: no page), and for a member or a visitor. */
export type PageAssetsFor = (registry: RemotesDocument, match: RouteMatch | null, member?: boolean) => PageAssets;

export function createPageAssets(opts: PageAssetsOptions): PageAssetsFor {
  const shell = readShellFirstPaint(opts.shellDist);
  // A shell built without Module Federation (the benchmark's monolith, which has no
  // mf-manifest.json) bundles the remotes' code: their files are neither linked nor fetched.
  const loadsRemotes = existsSync(path.join(opts.shellDist, 'mf-manifest.json'));
  // Released versions are immutable: a manifest read once stays right ('dev' is rebuilt in place).
  const manifests = new Map<string, Manifest | null>();
  const manifestOf = (remote: string, version: string): Manifest | null => {
    const key = `${remote}@${version}`;
    if (manifests.has(key)) return manifests.get(key) ?? null;
    let manifest: Manifest | null = null;
    try {
      manifest = opts.store.manifest(remote as never, version) as Manifest | null;
    } catch {
      manifest = null;
    }
    if (version !== 'dev' && manifest) manifests.set(key, manifest);
    return manifest;
  };

  return (registry, match, member = false) => {
    const stylesheets = [...shell.stylesheets];
    const scripts = [...shell.scripts];
    if (member) {
      stylesheets.push(...shell.member.stylesheets);
      scripts.push(...shell.member.scripts);
    }
    // The page's own chunk (a lazy page), so it is fetched with the start-up files, not after them.
    const route = match?.route;
    const pageChunk = route ? pageChunkName(route.path) : null;
    const shellPage = route?.owner === 'shell' && pageChunk ? shell.pages[pageChunk] : undefined;
    if (shellPage) {
      stylesheets.push(...shellPage.stylesheets);
      scripts.push(...shellPage.scripts);
    }
    for (const use of loadsRemotes ? remoteModulesOf(match) : []) {
      const live = registry.remotes.find((r) => r.name === use.remote);
      // Only entries the site serves itself (an override elsewhere is the developer's).
      if (!live || !live.entry.startsWith('/')) continue;
      const manifest = manifestOf(live.name, live.version);
      const expose = manifest?.exposes?.find((e) => e.path === use.module);
      if (!manifest || !expose) continue;
      if (opts.shellContract && !contractServes(opts.shellContract, manifest.metaData?.contractVersion).ok) continue;
      const base = new URL(live.entry.slice(0, live.entry.lastIndexOf('/') + 1), opts.publicUrl).toString();
      const css = expose.assets?.css ?? {};
      // A page of the remote's table that is its own chunk brings its own stylesheets: the
      // module's and that page's block the paint, not every other page's. Without a page
      // chunk (widgets, an older build) all of the module's.
      const page = pageChunk && use.module === './app' ? manifest.metaData?.pageChunks?.[pageChunk] : undefined;
      const pageCss = page ? (page.css ?? []) : (css.async ?? []);
      for (const file of [...(css.sync ?? []), ...pageCss]) stylesheets.push(base + file);
      // Widgets load when the visitor scrolls near them (shell RemoteWidget): their styles are
      // linked (no unstyled flash when they appear) but their scripts are not preloaded.
      if (use.module !== './app') continue;
      // The manifest first: the browser's Module Federation runtime reads it before it runs
      // the remote's entry (fetched as data, see firstScreenStart.ts); then the parcel runtime
      // that mounts the module.
      scripts.push(new URL(live.entry, opts.publicUrl).toString(), ...shell.parcels);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) scripts.push(base + (entry.path ? `${entry.path}/` : '') + entry.name);
      for (const file of expose.assets?.js?.sync ?? []) scripts.push(base + file);
      for (const file of page?.js ?? []) scripts.push(base + file);
    }
    return { stylesheets: [...new Set(stylesheets)], scripts: [...new Set(scripts)] };
  };
}

/**
 * The <link> tags: connections first, then stylesheets (they block the paint). The scripts
 * are not linked here: the document's start script requests them once the first screen has
 * painted (document.ts), so they do not take the phone's bandwidth from that paint.
 */
export function pageAssetTags(assets: PageAssets): string {
  return [
    ...(assets.origins ?? []).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" />`),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ].join('\n    ');
}
