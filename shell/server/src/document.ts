// The HTML document: the shell's built template with the page's head and the boot data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ELEMENT_ID, serializeForScript, type BootData } from 'shared-contracts/core';

export interface DocumentParts {
  title: string;
  description: string;
  canonical: string;
  boot: BootData;
  /** Rendered markup of the page, once server rendering lands. */
  body?: string;
  /** The page's stylesheet and script-preload tags (ssr/pageAssets.ts). */
  assets?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface DocumentTemplate {
  render(parts: DocumentParts): string;
}

export function loadDocumentTemplate(shellDist: string): DocumentTemplate {
  const file = path.join(shellDist, 'document.html');
  const template = readFileSync(file, 'utf8');
  for (const marker of ['<!--mv:head-->', '<!--mv:body-->', '<!--mv:boot-->']) {
    if (!template.includes(marker)) throw new Error(`${file} lacks ${marker}`);
  }
  return {
    render({ title, description, canonical, boot, body = '', assets = '' }) {
      const head = [
        ...(assets ? [assets] : []),
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(description)}" />`,
        `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
        `<meta property="og:site_name" content="MyValue" />`,
      ].join('\n    ');
      const bootScript = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript(boot)}</script>`;
      return template
        .replace('<!--mv:head-->', () => head)
        .replace('<!--mv:body-->', () => body)
        .replace('<!--mv:boot-->', () => bootScript);
    },
  };
}
