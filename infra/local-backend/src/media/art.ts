// Chooses the artwork of each seeded item from what the database says about it (title, category,
// brand colour) and the seed's art table. Pure: the same row always gives the same SVG.
import {
  ARTICLE_THEMES,
  BADGE_COLORS,
  BADGE_ICONS,
  BANNER_ART,
  BRAND_THEME,
  CARD_FACES,
  CATEGORY_THEMES,
  EVENT_THEMES,
  KEYWORD_ICONS,
  MERCHANT_BRANDS,
  OFFER_ICONS,
  type MerchantBrand,
  type Theme,
} from '../seed/artData';
import { renderBanner } from './banner';
import { hash, mix } from './draw';
import { renderIllustration } from './illustration';
import { renderAvatar, renderBadge, renderCardFace, renderCategoryIcon, renderMerchantLogo } from './marks';

/** Sizes by use. Pages reserve 16:9 (wide), 1:1 (square), 3:1 (banner) and 2:1 (bannerMobile) boxes. */
export const SIZES = {
  wide: [800, 450],
  square: [400, 400],
  banner: [1440, 480],
  bannerMobile: [720, 360],
} as const satisfies Record<string, readonly [number, number]>;
export type Shape = keyof typeof SIZES;

/** What the media route reads from the database for one image. */
export interface ArtRow {
  key: string;
  label: string;
  /** A category slug (promo, event or article category). */
  category?: string | null;
  /** Comma-separated category slugs (campaigns). */
  categories?: string | null;
  /** A brand colour (#rrggbb), for campaigns. */
  color?: string | null;
  /** The badge's category position. */
  grp?: number | null;
}

export function keywordIcon(title: string): string | undefined {
  const t = title.toLowerCase();
  return KEYWORD_ICONS.find(([k]) => t.includes(k))?.[1];
}

function offerIcon(title: string): string {
  const t = title.toLowerCase();
  return OFFER_ICONS.find(([k]) => t.includes(k))?.[1] ?? 'ticket';
}

/** A pattern icon other than those already used, chosen by the key. */
function another(theme: Theme, key: string, used: string[]): string {
  const free = theme.pattern.filter((p) => !used.includes(p));
  return free[hash(key) % Math.max(1, free.length)] ?? theme.icon;
}

function illustration(shape: Shape, row: ArtRow, key: string, theme: Theme, sides: (hero: string) => [string, string]): string {
  const [width, height] = SIZES[shape];
  const hero = keywordIcon(row.label) ?? theme.icon;
  return renderIllustration({ width, height, key, palette: theme.palette, hero, sides: sides(hero), pattern: theme.pattern });
}

export function promoArt(shape: Shape, row: ArtRow): string {
  const theme = CATEGORY_THEMES[row.category ?? ''] ?? BRAND_THEME;
  return illustration(shape, row, `promo:${row.key}`, theme, (hero) => {
    const offer = offerIcon(row.label);
    return [offer, another(theme, row.key, [hero, offer])];
  });
}

export function eventArt(shape: Shape, row: ArtRow): string {
  const theme = EVENT_THEMES[row.category ?? ''] ?? BRAND_THEME;
  return illustration(shape, row, `event:${row.key}`, theme, (hero) => ['calendar-event', another(theme, row.key, [hero, 'calendar-event'])]);
}

export function articleArt(shape: Shape, row: ArtRow): string {
  const theme = ARTICLE_THEMES[row.category ?? ''] ?? BRAND_THEME;
  return illustration(shape, row, `article:${row.key}`, theme, (hero) => {
    const first = another(theme, `${row.key}:1`, [hero]);
    return [first, another(theme, `${row.key}:2`, [hero, first])];
  });
}

/** A campaign in its own colour, with the icons of the categories its promos belong to. */
export function campaignArt(shape: Shape, row: ArtRow): string {
  const color = row.color && /^#[0-9a-f]{6}$/i.test(row.color) ? row.color : BRAND_THEME.palette.ink;
  const themes = (row.categories ?? '')
    .split(',')
    .map((c) => CATEGORY_THEMES[c])
    .filter((t): t is Theme => t !== undefined);
  const icons = [...new Set(themes.map((t) => t.icon))];
  const pattern = [...new Set(themes.flatMap((t) => t.pattern))];
  const theme: Theme = {
    palette: { from: mix(color, '#ffffff', 0.18), to: mix(color, '#000000', 0.32), ink: color, soft: mix(color, '#ffffff', 0.9) },
    icon: icons[0] ?? BRAND_THEME.icon,
    pattern: pattern.length ? pattern : BRAND_THEME.pattern,
  };
  return illustration(shape, row, `campaign:${row.key}`, theme, (hero) => {
    const rest = icons.filter((i) => i !== hero);
    const first = rest[0] ?? another(theme, `${row.key}:1`, [hero]);
    return [first, rest[1] ?? another(theme, `${row.key}:2`, [hero, first])];
  });
}

export function bannerArt(shape: Shape, row: ArtRow): string {
  const [width, height] = SIZES[shape];
  const art = BANNER_ART[row.label] ?? {
    headline: 'Tukar poinmu sekarang',
    tagline: 'Promo pilihan dari mitra MyValue',
    cta: 'Lihat Promo',
    theme: BRAND_THEME,
    icons: ['gift', 'coins', 'ticket'] as [string, string, string],
  };
  return renderBanner(width, height, row.label, art);
}

export function categoryIcon(row: ArtRow): string {
  return renderCategoryIcon(CATEGORY_THEMES[row.key] ?? BRAND_THEME);
}

export function merchantLogo(row: ArtRow): string {
  const fallback: MerchantBrand = { color: BRAND_THEME.palette.ink, on: '#ffffff', icon: 'building-store', wordmark: row.label.split(/\s+/)[0]?.toUpperCase().slice(0, 8) ?? '' };
  return renderMerchantLogo(MERCHANT_BRANDS[row.key] ?? fallback);
}

export function badgeArt(row: ArtRow, obtained: boolean): string {
  const colors = BADGE_COLORS[(row.grp ?? 0) % BADGE_COLORS.length] ?? BADGE_COLORS[0] ?? ['#B16CC9', '#6A2483'];
  return renderBadge(BADGE_ICONS[row.key] ?? 'award', colors, obtained);
}

export function cardArt(row: ArtRow): string {
  return renderCardFace(CARD_FACES[row.key] ?? { from: BRAND_THEME.palette.from, to: BRAND_THEME.palette.to, icon: 'star' });
}

const AVATAR_COLORS = ['#84329B', '#1D4ED8', '#0F766E', '#C2410C', '#BE185D'];

export function avatarArt(row: ArtRow): string {
  return renderAvatar(row.label, AVATAR_COLORS[hash(row.key) % AVATAR_COLORS.length] ?? '#84329B');
}
