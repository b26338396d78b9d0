// Head data of shell pages for the server render: CMS HTML as one line of plain text for
// a meta description (never inserted into the page as HTML).
const MAX_DESCRIPTION = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function htmlToPlainText(html: string, max = MAX_DESCRIPTION): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut at a word when one ends in the second half; a very long word is cut where it is.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
