// Flat illustrations for promos, events, articles and campaigns: the theme's gradient, a scatter
// of its small icons, and one large icon on a white disc with two smaller discs beside it.
// Everything that matters sits in the middle band, so 16:9, 3:1 and square crops all keep it.
import { placeIcon } from './icons';
import { linearGradient, n, seeded, svgDocument } from './draw';
import type { Palette } from '../seed/artData';

export interface IllustrationSpec {
  width: number;
  height: number;
  /** Fixes the random layout: the same key gives the same picture. */
  key: string;
  palette: Palette;
  hero: string;
  /** Icons on the two small discs. */
  sides: [string, string];
  pattern: readonly string[];
}

function pattern(spec: IllustrationSpec, rnd: () => number): string {
  const { width: w, height: h } = spec;
  const cell = Math.max(56, Math.min(w, h) / 4.2);
  const size = cell * 0.36;
  const parts: string[] = [];
  for (let row = 0, y = -cell / 2; y < h + cell / 2; row++, y += cell * 0.82) {
    for (let x = (row % 2) * (cell / 2) - cell / 2; x < w + cell / 2; x += cell) {
      const name = spec.pattern[Math.floor(rnd() * spec.pattern.length)] ?? spec.hero;
      const jx = (rnd() - 0.5) * cell * 0.3;
      const jy = (rnd() - 0.5) * cell * 0.3;
      parts.push(placeIcon(name, { x: x + jx, y: y + jy, size, color: '#fff', stroke: 1.6, opacity: 0.14, rotate: (rnd() - 0.5) * 40 }));
    }
  }
  return parts.join('');
}

function disc(cx: number, cy: number, r: number, icon: string, color: string, stroke: number): string {
  const shadow = `<circle cx="${n(cx)}" cy="${n(cy + r * 0.08)}" r="${n(r)}" fill="#000" opacity="0.12"/>`;
  const body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#fff"/>`;
  const size = r * 1.12;
  return shadow + body + placeIcon(icon, { x: cx - size / 2, y: cy - size / 2, size, color, stroke });
}

function sparkle(x: number, y: number, s: number): string {
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z" fill="#fff" opacity="0.7"/>`;
}

/** A 3:1 banner has room for two more small discs further out. */
function extras(spec: IllustrationSpec, rnd: () => number, cx: number, cy: number, r: number, mirror: number): string {
  const free = spec.pattern.filter((p) => p !== spec.hero && !spec.sides.includes(p));
  const pick = () => free[Math.floor(rnd() * free.length)] ?? spec.hero;
  return (
    disc(cx + mirror * r * 3.3, cy - r * 0.55, r * 0.34, pick(), spec.palette.ink, 1.8) +
    disc(cx - mirror * r * 3.4, cy + r * 0.6, r * 0.3, pick(), spec.palette.ink, 1.8)
  );
}

export function renderIllustration(spec: IllustrationSpec): string {
  const { width: w, height: h, palette } = spec;
  const rnd = seeded(spec.key);
  const defs =
    linearGradient('bg', palette.from, palette.to, rnd() < 0.5 ? 'diagonal' : 'down') +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const cx = w / 2;
  const cy = h / 2;
  // The hero's radius follows the smaller side, so a 3:1 crop of a 16:9 image still shows all of it.
  const banner = w >= h * 2.5;
  const r = Math.min(w, h) * (banner ? 0.25 : w > h * 1.5 ? 0.2 : 0.19);
  const mirror = rnd() < 0.5 ? 1 : -1;
  const side = r * 0.42;
  const dx = r * 1.75;
  const dy = r * 0.45;
  const blobs =
    `<circle cx="${n(w * (0.15 + rnd() * 0.1))}" cy="${n(h * 0.85)}" r="${n(h * 0.42)}" fill="#fff" opacity="0.07"/>` +
    `<circle cx="${n(w * (0.8 + rnd() * 0.1))}" cy="${n(h * 0.12)}" r="${n(h * 0.36)}" fill="#fff" opacity="0.08"/>`;
  const glow = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.6)}" fill="url(#glow)"/>`;
  const ring = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.28)}" fill="#fff" opacity="0.18"/>`;
  const sparkles = [
    sparkle(cx - mirror * r * 1.45, cy + r * 0.95, r * 0.12),
    sparkle(cx + mirror * r * 1.2, cy - r * 1.05, r * 0.16),
    sparkle(cx + mirror * r * 2.5, cy - r * 0.2, r * 0.09),
  ].join('');
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    blobs +
    pattern(spec, rnd) +
    glow +
    ring +
    disc(cx, cy, r, spec.hero, palette.ink, 1.5) +
    disc(cx - mirror * dx, cy - dy, side, spec.sides[0], palette.ink, 1.8) +
    disc(cx + mirror * dx, cy + dy, side, spec.sides[1], palette.ink, 1.8) +
    sparkles +
    (banner ? extras(spec, rnd, cx, cy, r, mirror) : '');
  return svgDocument(w, h, defs, body);
}
