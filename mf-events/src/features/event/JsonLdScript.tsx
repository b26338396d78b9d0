import { serializeJsonLd } from '../../lib/jsonLd';

/** Structured data for search engines; rendered in the page so a server render carries it too. */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  // Safe: serializeJsonLd escapes '<', '>' and '&', so no text can end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
