import { serializeForScript } from 'shared-contracts';

/** Structured data for search engines; rendered in the page so a server render carries it too. */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  // Safe: serializeForScript escapes '<', '>' and '&', so no text can end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
