// Deterministic placeholder artwork: every image the backend hands out is drawn here, so
// nothing in the seed or payloads points outside this machine.
import { escapeHtml } from '../html';

export type Shape = 'wide' | 'square' | 'banner' | 'bannerMobile' | 'logo' | 'medal' | 'avatar' | 'card';

const SIZES: Record<Shape, [number, number]> = {
  wide: [800, 450],
  square: [400, 400],
  banner: [1440, 480],
  bannerMobile: [720, 360],
  logo: [240, 240],
  medal: [160, 160],
  avatar: [160, 160],
  card: [640, 400],
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function wrap(label: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if ((line + ' ' + word).trim().length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2)).toUpperCase();
}

export function renderSvg(shape: Shape, label: string, seed: string, obtained = true): string {
  const [w, h] = SIZES[shape];
  const hue = hash(seed) % 360;
  const c1 = `hsl(${hue},62%,${obtained ? 46 : 80}%)`;
  const c2 = `hsl(${(hue + 40) % 360},70%,${obtained ? 32 : 88}%)`;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">`;
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
  const font = 'font-family="Helvetica, Arial, sans-serif" fill="#fff" text-anchor="middle"';
  if (shape === 'avatar' || shape === 'logo' || shape === 'medal') {
    const r = w / 2;
    const text = escapeHtml(initials(label));
    const ring = shape === 'medal' ? `<circle cx="${r}" cy="${r}" r="${r - 10}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/>` : '';
    const bg = shape === 'logo' ? `<rect width="${w}" height="${h}" rx="32" fill="url(#g)"/>` : `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/>`;
    return `${head}${defs}${bg}${ring}<text x="${r}" y="${r + w * 0.13}" ${font} font-size="${Math.round(w * 0.36)}" font-weight="700">${text}</text></svg>`;
  }
  const perLine = Math.max(10, Math.floor(w / 34));
  const lines = wrap(label, perLine, 3);
  const size = Math.round(Math.min(h / 6, w / (perLine * 0.62)));
  const top = h / 2 - ((lines.length - 1) * size * 1.2) / 2 + size * 0.35;
  const texts = lines
    .map((l, i) => `<text x="${w / 2}" y="${Math.round(top + i * size * 1.2)}" ${font} font-size="${size}" font-weight="700">${escapeHtml(l)}</text>`)
    .join('');
  const circles = `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity="0.08"/><circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.4}" fill="#fff" opacity="0.06"/>`;
  const brand = `<text x="${w - 16}" y="${h - 16}" font-family="Helvetica, Arial, sans-serif" fill="#fff" opacity="0.8" text-anchor="end" font-size="${Math.max(12, Math.round(h / 22))}">MyValue</text>`;
  return `${head}${defs}<rect width="${w}" height="${h}" rx="${shape === 'card' ? 24 : 0}" fill="url(#g)"/>${circles}${texts}${brand}</svg>`;
}
