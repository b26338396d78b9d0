// CMS HTML as plain text, for places that are not HTML: meta descriptions, JSON-LD,
// calendar files, share text. The result is never inserted into a page as HTML (CMS HTML
// that is shown goes through SafeHtml, which sanitises it).
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The default length of a meta description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** CMS HTML as text with its line breaks: paragraphs and <br> end lines, list items start with '- '. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|section|article)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * CMS HTML as one line of text of at most `max` characters (a meta description): cut at a
 * word when one ends in the second half, a very long word where it is, and '…' added.
 */
export function plainText(html: string, max = DESCRIPTION_MAX_LENGTH): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space >= max / 2 ? cut.slice(0, space) : cut}…`;
}
