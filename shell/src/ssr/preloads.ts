// The image preloads of a server-rendered island.
/**
 * React puts preload links for the island's images before its markup. The one marked
 * fetchPriority="high" (the page's LCP image) moves to the head; the others go (the
 * browser finds those images in the markup soon enough, and they would compete with the
 * LCP image on a slow connection). The area keeps only what its root renders.
 */
export function splitPreloads(html: string): { markup: string; preloads: string[] } {
  const lead = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  const preloads = (lead.match(/<link[^>]*\/>/g) ?? []).filter((tag) => /fetchPriority="high"/i.test(tag));
  return { markup: html.slice(lead.length), preloads };
}
