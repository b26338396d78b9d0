// Small marks: category icons and merchant logos drawn on a 48-unit grid so that they read at
// 48 px, badge medals, membership card faces and member avatars.
import { escapeHtml } from '../html';
import type { MerchantBrand, Theme } from '../seed/artData';
import { placeIcon } from './icons';
import { linearGradient, mix, n, svgDocument } from './draw';

export const MARK_SIZE = 48;

/** A category: its icon in the category's colour on a tinted rounded square. */
export function renderCategoryIcon(theme: Theme): string {
  const s = MARK_SIZE;
  const body =
    `<rect width="${s}" height="${s}" rx="12" fill="${theme.palette.soft}"/>` +
    placeIcon(theme.icon, { x: 9, y: 9, size: 30, color: theme.palette.ink, stroke: 1.75 });
  return svgDocument(s, s, '', body);
}

/** Letters wide in a bold sans face, as a share of the font size (capitals). */
const CAP_WIDTH = 0.68;

/**
 * A merchant: brand colour, the brand's icon and a one-word wordmark in capitals. The wordmark is
 * at least 9.5 units high (9.5 px at 48 px) and squeezed, never cut, to fit the width.
 */
export function renderMerchantLogo(brand: MerchantBrand): string {
  const s = MARK_SIZE;
  const word = brand.wordmark;
  const maxWidth = 42;
  const size = Math.max(9.5, Math.min(13, maxWidth / (word.length * CAP_WIDTH)));
  const natural = word.length * size * CAP_WIDTH;
  const fit = natural > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const body =
    `<rect width="${s}" height="${s}" rx="10" fill="${brand.color}"/>` +
    `<rect x="1" y="1" width="${s - 2}" height="${s - 2}" rx="9" fill="none" stroke="#fff" stroke-opacity="0.18"/>` +
    placeIcon(brand.icon, { x: 14, y: 5, size: 20, color: brand.on, stroke: 2 }) +
    `<text x="24" y="40.5" text-anchor="middle" font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-weight="800" font-size="${n(size)}" letter-spacing="0.2" fill="${brand.on}"${fit}>${escapeHtml(word)}</text>`;
  return svgDocument(s, s, '', body);
}

/** A badge: a medal with a ribbon and the badge's icon; greyed while not obtained. */
export function renderBadge(icon: string, colors: readonly [string, string], obtained: boolean): string {
  const s = 160;
  const [from, to] = obtained ? colors : (['#D9D9DE', '#B4B4BC'] as const);
  const ribbon = obtained ? mix(to, '#000000', 0.15) : '#A5A5AD';
  const defs = linearGradient('medal', from, to);
  const body =
    `<path d="M52 96 L36 150 L58 140 L68 158 L80 108 Z" fill="${ribbon}"/>` +
    `<path d="M108 96 L124 150 L102 140 L92 158 L80 108 Z" fill="${ribbon}"/>` +
    `<circle cx="80" cy="72" r="62" fill="url(#medal)"/>` +
    `<circle cx="80" cy="72" r="50" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>` +
    `<circle cx="80" cy="72" r="38" fill="#fff" opacity="${obtained ? 0.95 : 0.8}"/>` +
    placeIcon(icon, { x: 56, y: 48, size: 48, color: obtained ? to : '#9A9AA3', stroke: 1.75 });
  return svgDocument(s, s, defs, body);
}

/** A membership card face: brand gradient, chip, icon and a masked number; the page prints the card's name. */
export function renderCardFace(face: { from: string; to: string; icon: string }): string {
  const w = 640;
  const h = 400;
  const defs = linearGradient('card', face.from, face.to);
  const dots = [0, 1, 2, 3]
    .map((g) => [0, 1, 2, 3].map((d) => `<circle cx="${64 + g * 104 + d * 20}" cy="300" r="6" fill="#fff" opacity="0.85"/>`).join(''))
    .join('');
  const body =
    `<rect width="${w}" height="${h}" rx="28" fill="url(#card)"/>` +
    `<circle cx="560" cy="40" r="190" fill="#fff" opacity="0.07"/><circle cx="620" cy="380" r="140" fill="#fff" opacity="0.06"/>` +
    `<rect x="64" y="150" width="84" height="64" rx="12" fill="#F4D58D"/>` +
    `<path d="M64 182h84M92 150v64M120 150v64" stroke="#C9A24B" stroke-width="3"/>` +
    placeIcon(face.icon, { x: 500, y: 60, size: 80, color: '#fff', stroke: 1.5, opacity: 0.95 }) +
    dots;
  return svgDocument(w, h, defs, body);
}

export function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2)).toUpperCase();
}

/** A member without a photo: initials on a colour of the programme. */
export function renderAvatar(label: string, color: string): string {
  const s = 160;
  const body =
    `<circle cx="80" cy="80" r="80" fill="${color}"/>` +
    `<text x="80" y="101" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="58" fill="#fff">${escapeHtml(initials(label))}</text>`;
  return svgDocument(s, s, '', body);
}
