// A CMS theme colour as a background for white text: darkened (mixed with black) just
// enough for WCAG AA (4.5:1), so an orange or yellow campaign stays recognisably itself.
const AA = 4.5;

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on the colour. */
export function contrastWithWhite(rgb: readonly [number, number, number]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour itself when white text on it meets AA, else the lightest darker shade that does; null when not a hex colour. */
export function darkenForWhiteText(hex: string): string | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = rgb.map((v) => v * keep) as [number, number, number];
    const rounded = shade.map(Math.round) as [number, number, number];
    if (contrastWithWhite(rounded) >= AA) return toHex(rounded);
  }
  return '#000000';
}
