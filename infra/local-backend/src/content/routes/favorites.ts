// GET /v1/promo-event/favorites: the home page's mixed strip of popular promos and upcoming events.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PromoEventFavorite } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { pageOf, paginate, pagingShape } from '../../http/query';
import { eventRows, toEvent } from '../eventData';
import { isQuotaAvailable, promoRows, soldOutLast } from '../promoData';
import { mediaUrl } from '../../context';
import { toIso } from '../../time';

export function favoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/promo-event/favorites', async (request) => {
    const q = parseInput(z.object(pagingShape), request.query);
    const now = ctx.now();
    const promos: PromoEventFavorite[] = promoRows(ctx)
      .filter((p) => p.valid_from <= now && p.valid_to >= now)
      .sort(soldOutLast(isQuotaAvailable, (a, b) => b.quota_used + b.priority - (a.quota_used + a.priority) || a.id - b.id))
      .slice(0, 8)
      .map((p) => ({ type: 'promo', id: p.id, slug: p.slug, title: p.title, image: mediaUrl(ctx, `promos/${p.slug}.svg`), price: p.price, date: toIso(p.valid_to) }));
    const events: PromoEventFavorite[] = eventRows(ctx)
      .filter((e) => e.end_at >= now)
      .slice(0, 4)
      .map((e) => toEvent(ctx, e))
      .map((e) => ({ type: 'event', id: e.id, slug: e.slug, title: e.title, image: e.image, price: e.price, date: e.startDate }));
    // Interleave so both kinds show on the first screen.
    const mixed: PromoEventFavorite[] = [];
    for (let i = 0; i < Math.max(promos.length, events.length); i++) {
      const p = promos[i];
      const e = events[i];
      if (p) mixed.push(p);
      if (e) mixed.push(e);
    }
    return paginate(mixed, pageOf(q));
  });
}
