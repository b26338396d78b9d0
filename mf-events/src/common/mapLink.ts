/** A map search for a place (opens the visitor's maps app or site). */
export function mapLink(...parts: string[]): string {
  const query = parts.map((p) => p.trim()).filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
