// /media/{kind}/{name}: generated SVG artwork for seeded items, and members' uploaded photos.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, parseInput } from '../../http/errors';
import { PHOTO_EXTENSIONS } from '../../media/photo';
import {
  articleArt,
  avatarArt,
  badgeArt,
  bannerArt,
  campaignArt,
  cardArt,
  categoryIcon,
  eventArt,
  merchantLogo,
  promoArt,
  type ArtRow,
} from '../../media/art';

interface Kind {
  /** Selects one ArtRow by the file's name. Table and column names are constants, never input. */
  sql: string;
  draw: (row: ArtRow) => string;
}

// A promo's palette is that of its first category (by the categories' order).
const PROMO_SQL = `SELECT p.slug AS key, p.title AS label,
  (SELECT c.slug FROM promo_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.promo_id = p.id ORDER BY c.sort LIMIT 1) AS category
  FROM promos p WHERE p.slug = ?`;
const EVENT_SQL = 'SELECT slug AS key, title AS label, category_slug AS category FROM events WHERE slug = ?';
const ARTICLE_SQL = 'SELECT slug AS key, title AS label, category_slug AS category FROM articles WHERE slug = ?';
// A campaign draws in its theme colour with the icons of the categories of its promos.
const CAMPAIGN_CATEGORIES = `(SELECT group_concat(slug) FROM (SELECT DISTINCT cat.slug, cat.sort FROM campaign_promos cp
  JOIN promo_categories pc ON pc.promo_id = cp.promo_id JOIN categories cat ON cat.id = pc.category_id
  WHERE cp.campaign_id = c.id ORDER BY cat.sort, cat.slug))`;
const CAMPAIGN_SQL = `SELECT c.slug AS key, c.title AS label, c.theme_color AS color, ${CAMPAIGN_CATEGORIES} AS categories FROM campaigns c WHERE c.slug = ?`;
const CAMPAIGN_EVENT_SQL = `SELECT ce.slug AS key, ce.title AS label, c.theme_color AS color, ${CAMPAIGN_CATEGORIES} AS categories
  FROM campaign_events ce JOIN campaigns c ON c.id = ce.campaign_id WHERE ce.slug = ?`;
const BANNER_SQL = 'SELECT CAST(id AS TEXT) AS key, title AS label FROM banners WHERE CAST(id AS TEXT) = ?';
const BADGE_SQL = 'SELECT b.code AS key, b.name AS label, bc.sort AS grp FROM badges b JOIN badge_categories bc ON bc.id = b.category_id WHERE b.code = ?';

const KINDS: Record<string, Kind> = {
  categories: { sql: 'SELECT slug AS key, title AS label FROM categories WHERE slug = ?', draw: categoryIcon },
  merchants: { sql: 'SELECT slug AS key, name AS label FROM merchants WHERE slug = ?', draw: merchantLogo },
  promos: { sql: PROMO_SQL, draw: (r) => promoArt('wide', r) },
  'promo-thumbs': { sql: PROMO_SQL, draw: (r) => promoArt('square', r) },
  events: { sql: EVENT_SQL, draw: (r) => eventArt('wide', r) },
  'event-thumbs': { sql: EVENT_SQL, draw: (r) => eventArt('square', r) },
  campaigns: { sql: CAMPAIGN_SQL, draw: (r) => campaignArt('wide', r) },
  'campaign-banners': { sql: CAMPAIGN_SQL, draw: (r) => campaignArt('banner', r) },
  'campaign-events': { sql: CAMPAIGN_EVENT_SQL, draw: (r) => campaignArt('wide', r) },
  articles: { sql: ARTICLE_SQL, draw: (r) => articleArt('wide', r) },
  'article-thumbs': { sql: ARTICLE_SQL, draw: (r) => articleArt('square', r) },
  banners: { sql: BANNER_SQL, draw: (r) => bannerArt('banner', r) },
  'banners-mobile': { sql: BANNER_SQL, draw: (r) => bannerArt('bannerMobile', r) },
  badges: { sql: BADGE_SQL, draw: (r) => badgeArt(r, true) },
  'badges-locked': { sql: BADGE_SQL, draw: (r) => badgeArt(r, false) },
  cards: { sql: 'SELECT lower(code) AS key, name AS label FROM card_types WHERE lower(code) = ?', draw: cardArt },
  avatars: { sql: "SELECT lower(value_id) AS key, first_name || ' ' || last_name AS label FROM users WHERE lower(value_id) = ?", draw: avatarArt },
};

const Params = z.object({ kind: z.string().max(40), file: z.string().max(200) });

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(Params, request.params);
    if (kind === 'users') {
      // A member's photo by its random name (never its row id), with the extension of its type.
      const m = /^([A-Za-z0-9_-]{22})\.(png|jpg|webp)$/.exec(file);
      const row = m ? ctx.db.prepare<[string], { mime: string; bytes: Buffer }>('SELECT mime, bytes FROM uploads WHERE name = ?').get(m[1]!) : undefined;
      if (!row || PHOTO_EXTENSIONS[row.mime] !== m?.[2]) throw notFound('Gambar', { kind, file });
      // Its checked type, never sniffed; opened on its own it runs nothing (sandbox, no sources).
      return reply
        .type(row.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(row.bytes);
    }
    const spec = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
    const key = /^([a-z0-9_-]{1,120})\.svg$/.exec(file)?.[1];
    const row = spec && key ? ctx.db.prepare<[string], ArtRow>(spec.sql).get(key) : undefined;
    if (!spec || !row) throw notFound('Gambar', { kind, file });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(spec.draw(row));
  });
}
