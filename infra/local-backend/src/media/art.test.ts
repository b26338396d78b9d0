// The art table covers every seeded item and names only icons that exist in @tabler/icons.
import {
  ARTICLE_THEMES,
  BADGE_ICONS,
  BANNER_ART,
  BRAND_THEME,
  CARD_FACES,
  CATEGORY_THEMES,
  EVENT_THEMES,
  KEYWORD_ICONS,
  MERCHANT_BRANDS,
  OFFER_ICONS,
  type Theme,
} from '../seed/artData';
import { CATEGORIES, MERCHANTS } from '../seed/catalogData';
import { ARTICLES, BADGE_CATEGORIES, BANNERS, CARD_TYPES, EVENTS } from '../seed/contentData';
import { keywordIcon, promoArt } from './art';
import { iconBody, placeIcon } from './icons';

const themeIcons = (t: Theme) => [t.icon, ...t.pattern];

it('names only icons the icon set has', () => {
  const names = new Set<string>([
    ...Object.values({ ...CATEGORY_THEMES, ...EVENT_THEMES, ...ARTICLE_THEMES, brand: BRAND_THEME }).flatMap(themeIcons),
    ...KEYWORD_ICONS.map(([, i]) => i),
    ...OFFER_ICONS.map(([, i]) => i),
    ...Object.values(MERCHANT_BRANDS).map((b) => b.icon),
    ...Object.values(BADGE_ICONS),
    ...Object.values(CARD_FACES).map((c) => c.icon),
    ...Object.values(BANNER_ART).flatMap((b) => b.icons),
  ]);
  expect(names.size).toBeGreaterThan(80);
  for (const name of names) expect(iconBody(name)).toMatch(/^<(path|circle|rect|line|polyline|ellipse|polygon) /);
  expect(() => iconBody('tidak-ada-ikon-ini')).toThrow('no icon named');
  expect(() => iconBody('../../etc/passwd')).toThrow('bad name');
});

it('has a look for every seeded category, merchant, event, article, banner, badge and card', () => {
  for (const c of CATEGORIES) expect(CATEGORY_THEMES[c.slug]).toBeDefined();
  for (const e of EVENTS) expect(EVENT_THEMES[e.category[0]]).toBeDefined();
  for (const a of ARTICLES) expect(ARTICLE_THEMES[a.category[0]]).toBeDefined();
  for (const b of BADGE_CATEGORIES.flatMap((c) => c.badges)) expect(BADGE_ICONS[b[0]]).toBeDefined();
  for (const c of CARD_TYPES) expect(CARD_FACES[c.code.toLowerCase()]).toBeDefined();
  for (const m of MERCHANTS) {
    const brand = MERCHANT_BRANDS[m.slug];
    expect(brand).toBeDefined();
    expect(brand?.wordmark.length).toBeLessThanOrEqual(8);
  }
  for (const b of BANNERS) {
    const art = BANNER_ART[b.title];
    expect(art).toBeDefined();
    expect(`${art?.headline} ${art?.tagline}`.toLowerCase()).not.toContain(b.title.toLowerCase());
  }
});

it('picks the hero icon from the most specific word of a title', () => {
  expect(keywordIcon('Beli 1 Gratis 1 Kopi Susu Gula Aren')).toBe('coffee');
  expect(keywordIcon('Voucher Makan Rp25.000')).toBe('bowl-chopsticks');
  expect(keywordIcon('Gratis Spa 60 Menit')).toBe('massage');
  expect(keywordIcon('Tanpa kata kunci')).toBeUndefined();
});

it('draws the same picture for the same item and a different one for another', () => {
  const row = { key: 'diskon-20-semua-buku-fiksi-gramedia', label: 'Diskon 20% Semua Buku Fiksi', category: 'buku-alat-tulis' };
  expect(promoArt('wide', row)).toBe(promoArt('wide', row));
  expect(promoArt('wide', { ...row, key: 'lain' })).not.toBe(promoArt('wide', row));
  expect(promoArt('square', row)).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/);
});

it('places an icon scaled from its 24-unit grid', () => {
  expect(placeIcon('coffee', { x: 10, y: 20, size: 48, color: '#123456' })).toMatch(
    /^<g transform="translate\(10 20\) scale\(2\)" fill="none" stroke="#123456" stroke-width="2"[^>]*><path /,
  );
});
