// The HTML document: the shell's built template with the page's head, the boot data and
// the start script, which loads the page's scripts once its first screen has painted
// (shell/src/start/firstScreenStart.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOT_ELEMENT_ID,
  serializeForScript,
  START_ELEMENT_ID,
  START_SCRIPT_FILE,
  WEB_APP_ICONS,
  WEB_APP_MANIFEST_PATH,
  type BootData,
} from 'shared-contracts/core';
import { tagManagerSnippet } from './tagManager';

export interface DocumentParts {
  title: string;
  description: string;
  canonical: string;
  boot: BootData;
  /** What goes inside #root: a server render's split marker (html.ts); empty in the client-rendered document. */
  body?: string;
  /** The page's connection and stylesheet tags (pageAssets.ts). */
  assets?: string;
  /** The files the page needs beyond the shell's entry (pageAssets.ts: scripts and a remote's manifest): requested with it. */
  scripts?: string[];
  /**
   * The response's CSP nonce (or the page cache's placeholder): the tag manager's inline
   * snippet runs by it. Without one (the raw 400 page) the page loads no container.
   */
  nonce?: string;
}

export interface DocumentOptions {
  /** The tag manager's container (GTM_ID), null: none is loaded. */
  gtmId?: string | null;
}

/** iOS's home-screen icon: the full-bleed square (iOS rounds the corners itself, and would fill transparent ones black). */
const APPLE_TOUCH_ICON = WEB_APP_ICONS.find((i) => i.purpose === 'maskable' && i.sizes === '192x192')!.src;

/** Text or an attribute value in the document's HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface DocumentTemplate {
  render(parts: DocumentParts): string;
  /** The CSP source that allows the inline start script ('sha256-…'), or null without one. */
  startScriptSource: string | null;
}

interface ShellStart {
  /** The inline script. */
  script: string;
  /** The shell's entry files (URLs), which it runs. */
  entry: string[];
}

/** The shell build's start script and entry, or null for a build without them (test fakes). */
function readShellStart(shellDist: string): ShellStart | null {
  const scriptFile = path.join(shellDist, START_SCRIPT_FILE);
  const firstPaint = path.join(shellDist, 'first-paint.json');
  if (!existsSync(scriptFile) || !existsSync(firstPaint)) return null;
  const { entry = [] } = JSON.parse(readFileSync(firstPaint, 'utf8')) as { entry?: string[] };
  if (entry.length === 0) throw new Error(`${firstPaint} names no entry`);
  return { script: readFileSync(scriptFile, 'utf8'), entry: entry.map((f) => `/_shell/${f}`) };
}

export function loadDocumentTemplate(shellDist: string, options: DocumentOptions = {}): DocumentTemplate {
  const file = path.join(shellDist, 'document.html');
  const template = readFileSync(file, 'utf8');
  for (const marker of ['<!--mv:head-->', '<!--mv:body-->', '<!--mv:boot-->']) {
    if (!template.includes(marker)) throw new Error(`${file} lacks ${marker}`);
  }
  const start = readShellStart(shellDist);
  // The script first in the head (before any stylesheet, which would hold an inline script
  // and the parser with it until it loaded): a tap is answered from the first paint on,
  // while the body is still being parsed. The data at the body's end, once the page's
  // scripts are known; the script reads it when the document is parsed.
  const startScript = start ? `<script>${start.script}</script>` : '';
  const startData = (scripts: string[]) => {
    if (!start) return '';
    const data = { entry: start.entry, preload: scripts };
    return `<script id="${START_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`;
  };
  return {
    startScriptSource: start ? `'sha256-${createHash('sha256').update(start.script).digest('base64')}'` : null,
    render({ title, description, canonical, boot, body = '', assets = '', scripts = [], nonce }) {
      const head = [
        // First in the head, as Google asks: the container sees every push to the data layer.
        ...(options.gtmId && nonce ? [tagManagerSnippet(options.gtmId, nonce)] : []),
        ...(startScript ? [startScript] : []),
        ...(assets ? [assets] : []),
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
        `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
        `<meta property="og:site_name" content="MyValue" />`,
        // Installable (issue 29): the web app manifest, and the icon iOS puts on the home screen.
        `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`,
        `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`,
      ].join('\n    ');
      const bootScript = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript(boot)}</script>\n    ${startData(scripts)}`;
      return template
        .replace('<!--mv:head-->', () => head)
        .replace('<!--mv:body-->', () => body)
        .replace('<!--mv:boot-->', () => bootScript);
    },
  };
}
