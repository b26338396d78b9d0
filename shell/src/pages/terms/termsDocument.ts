// The Content API's terms (/pages/tnc) are a whole HTML document of their own (head,
// style, an <h1>). The site shows them inside its layout: the document's heading becomes
// the page's one <h1>, and the rest of its body is the copy (sanitised by SafeHtml when
// shown; what is cut here is only layout, never a safety measure).
import { plainText } from 'shared-kit';

export interface TermsDocument {
  /** The document's first <h1> as text, or null when it has none. */
  title: string | null;
  /** The body's HTML without that heading. */
  html: string;
}

export function termsDocument(source: string): TermsDocument {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(source)?.[1] ?? source;
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body);
  if (!heading) return { title: null, html: body.trim() };
  const html = `${body.slice(0, heading.index)}${body.slice(heading.index + heading[0].length)}`;
  return { title: plainText(heading[1] ?? '') || null, html: html.trim() };
}
