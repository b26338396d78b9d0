// /media/{kind}/{name}: generated SVG artwork for seeded items, and members' uploaded photos.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, parseInput } from '../../http/errors';
import { renderSvg, type Shape } from '../../media/svg';

/** kind → where its label comes from. Table and column names are constants, never input. */
const KINDS: Record<string, { shape: Shape; sql: string }> = {
  categories: { shape: 'square', sql: 'SELECT title AS label FROM categories WHERE slug = ?' },
  merchants: { shape: 'logo', sql: 'SELECT name AS label FROM merchants WHERE slug = ?' },
  promos: { shape: 'wide', sql: 'SELECT title AS label FROM promos WHERE slug = ?' },
  'promo-thumbs': { shape: 'square', sql: 'SELECT title AS label FROM promos WHERE slug = ?' },
  events: { shape: 'wide', sql: 'SELECT title AS label FROM events WHERE slug = ?' },
  'event-thumbs': { shape: 'square', sql: 'SELECT title AS label FROM events WHERE slug = ?' },
  campaigns: { shape: 'wide', sql: 'SELECT title AS label FROM campaigns WHERE slug = ?' },
  'campaign-banners': { shape: 'banner', sql: 'SELECT title AS label FROM campaigns WHERE slug = ?' },
  'campaign-events': { shape: 'wide', sql: 'SELECT title AS label FROM campaign_events WHERE slug = ?' },
  articles: { shape: 'wide', sql: 'SELECT title AS label FROM articles WHERE slug = ?' },
  'article-thumbs': { shape: 'square', sql: 'SELECT title AS label FROM articles WHERE slug = ?' },
  banners: { shape: 'banner', sql: 'SELECT title AS label FROM banners WHERE CAST(id AS TEXT) = ?' },
  'banners-mobile': { shape: 'bannerMobile', sql: 'SELECT title AS label FROM banners WHERE CAST(id AS TEXT) = ?' },
  badges: { shape: 'medal', sql: 'SELECT name AS label FROM badges WHERE code = ?' },
  'badges-locked': { shape: 'medal', sql: 'SELECT name AS label FROM badges WHERE code = ?' },
  cards: { shape: 'card', sql: 'SELECT name AS label FROM card_types WHERE lower(code) = ?' },
  avatars: { shape: 'avatar', sql: "SELECT first_name || ' ' || last_name AS label FROM users WHERE lower(value_id) = ?" },
};

const Params = z.object({ kind: z.string().max(40), file: z.string().max(200) });

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(Params, request.params);
    if (kind === 'users') {
      const m = /^(\d{1,12})\.(png|jpg|webp)$/.exec(file);
      const row = m ? ctx.db.prepare<[number], { mime: string; bytes: Buffer }>('SELECT mime, bytes FROM uploads WHERE id = ?').get(Number(m[1])) : undefined;
      if (!row) throw notFound('Gambar', { kind, file });
      return reply.type(row.mime).header('cache-control', 'public, max-age=31536000, immutable').send(row.bytes);
    }
    const spec = KINDS[kind];
    const m = /^([a-z0-9-]{1,120})\.svg$/.exec(file);
    const key = m?.[1];
    const label = spec && key ? ctx.db.prepare<[string], { label: string }>(spec.sql).get(key)?.label : undefined;
    if (!spec || !key || label === undefined) throw notFound('Gambar', { kind, file });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderSvg(spec.shape, label, `${kind.replace(/-.*/, '')}:${key}`, kind !== 'badges-locked'));
  });
}
