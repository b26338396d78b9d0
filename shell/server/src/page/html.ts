// The pieces of a server-rendered document: the template split around #root, the head
// tags a page adds (Open Graph image, JSON-LD), and the preloaded state. Everything put
// inside <script> goes through serializeForScript ('<', '>', '&' escaped): no data can
// close the element or open a comment.
import { pageTitle, serializeForScript, SSR_STATE_ID, STRINGS, type BootData, type PageHead } from 'shared-contracts/core';
import { escapeHtml, type DocumentTemplate } from './document';

const SPLIT = '<!--mv:ssr-split-->';

export function splitDocument(
  template: DocumentTemplate,
  page: { title: string; description?: string; canonical: string; boot: BootData; assets?: string; scripts?: string[]; nonce: string },
): { before: string; after: string } {
  const html = template.render({
    title: pageTitle(page.title),
    description: page.description || STRINGS.siteDescription,
    canonical: page.canonical,
    boot: page.boot,
    assets: page.assets,
    scripts: page.scripts,
    nonce: page.nonce,
    body: SPLIT,
  });
  const at = html.indexOf(SPLIT);
  if (at < 0) throw new Error('document template lost its body marker');
  return { before: html.slice(0, at), after: html.slice(at + SPLIT.length) };
}

/** Head tags beyond the template's title/description/canonical/og:title/og:url. */
export function headTags(head: PageHead, nonce: string): string {
  // 'website' for every page: Open Graph has no event type (an event's details are in its
  // JSON-LD below, which is what search engines read).
  const tags = [`<meta property="og:type" content="website" />`];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
    tags.push(`<meta name="twitter:card" content="summary_large_image" />`);
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${serializeForScript(data)}</script>`);
  }
  return `  ${tags.join('\n    ')}\n  `;
}

export function stateScript(state: unknown, nonce: string): string {
  return `<script id="${SSR_STATE_ID}" type="application/json" nonce="${escapeHtml(nonce)}">${serializeForScript(state)}</script>`;
}
