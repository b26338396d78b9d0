// Home banners: the offer's headline and tagline on the left, the theme's icons on the right.
// Desktop 3:1 and phone 2:1 share one design; the copy is the banner's own, never its title.
import { escapeHtml } from '../html';
import type { BannerArt } from '../seed/artData';
import { placeIcon } from './icons';
import { linearGradient, n, seeded, svgDocument } from './draw';

/** Average advance of a bold sans letter, as a share of the font size (mixed case). */
const LETTER = 0.55;

function lines(text: string, size: number, maxWidth: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length * size * LETTER > maxWidth) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

export function renderBanner(width: number, height: number, label: string, art: BannerArt): string {
  const w = width;
  const h = height;
  const { palette, pattern } = art.theme;
  const rnd = seeded(`banner:${label}:${w}`);
  const defs = linearGradient('bg', palette.from, palette.to, 'across');
  const pad = w * 0.06;
  // The hero group sits right; the copy takes what is left of it.
  // A phone's 2:1 banner gives the copy more of its width than the desktop's 3:1.
  const narrow = w < h * 2.5;
  const r = narrow ? h * 0.24 : Math.min(h * 0.3, w * 0.13);
  const cx = narrow ? w - r * 1.5 : w * 0.79;
  const cy = h / 2;
  const textWidth = cx - r * 1.45 - r * 0.42 - pad - w * 0.03;
  const headSize = h * (narrow ? 0.12 : 0.13);
  const head = lines(art.headline, headSize, textWidth);
  const tagSize = h * 0.075;
  const tag = lines(art.tagline, tagSize, textWidth);
  const btnH = h * 0.15;
  const blockHeight = head.length * headSize * 1.15 + tagSize * 0.6 + tag.length * tagSize * 1.3 + tagSize * 0.4 + btnH;
  let y = (h - blockHeight) / 2 + headSize * 0.85;
  const texts: string[] = [];
  for (const l of head) {
    texts.push(`<text x="${n(pad)}" y="${n(y)}" font-size="${n(headSize)}" font-weight="800">${escapeHtml(l)}</text>`);
    y += headSize * 1.15;
  }
  y += tagSize * 0.3;
  for (const l of tag) {
    texts.push(`<text x="${n(pad)}" y="${n(y)}" font-size="${n(tagSize)}" opacity="0.92">${escapeHtml(l)}</text>`);
    y += tagSize * 1.3;
  }
  // A button that says what a tap does.
  const btnSize = btnH * 0.44;
  const btnW = art.cta.length * btnSize * LETTER + btnH * 1.1;
  const btnY = y - tagSize * 0.6;
  const button =
    `<rect x="${n(pad)}" y="${n(btnY)}" width="${n(btnW)}" height="${n(btnH)}" rx="${n(btnH / 2)}" fill="#fff"/>` +
    `<text x="${n(pad + btnW / 2)}" y="${n(btnY + btnH * 0.65)}" font-size="${n(btnSize)}" font-weight="700" text-anchor="middle" fill="${palette.ink}">${escapeHtml(art.cta)}</text>`;
  const scatter = Array.from({ length: 10 }, (_, i) => {
    const name = pattern[i % pattern.length] ?? art.icons[0];
    const size = h * 0.09;
    return placeIcon(name, { x: w * 0.55 + rnd() * w * 0.42, y: rnd() * (h - size), size, color: '#fff', stroke: 1.6, opacity: 0.18, rotate: (rnd() - 0.5) * 40 });
  }).join('');
  const disc = (x: number, y0: number, rr: number, icon: string) =>
    `<circle cx="${n(x)}" cy="${n(y0 + rr * 0.08)}" r="${n(rr)}" fill="#000" opacity="0.12"/><circle cx="${n(x)}" cy="${n(y0)}" r="${n(rr)}" fill="#fff"/>` +
    placeIcon(icon, { x: x - rr * 0.56, y: y0 - rr * 0.56, size: rr * 1.12, color: palette.ink, stroke: 1.5 });
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.7)}" fill="#fff" opacity="0.1"/>` +
    scatter +
    disc(cx, cy, r, art.icons[0]) +
    disc(cx - r * 1.45, cy - r * 0.62, r * 0.42, art.icons[1]) +
    (narrow ? disc(cx + r * 1.0, cy + r * 0.95, r * 0.36, art.icons[2]) : disc(cx + r * 1.35, cy + r * 0.7, r * 0.38, art.icons[2])) +
    `<g font-family="Helvetica, Arial, sans-serif" fill="#fff">${texts.join('')}</g>` +
    `<g font-family="Helvetica, Arial, sans-serif">${button}</g>`;
  return svgDocument(w, h, defs, body);
}
