// Promos: lists, detail, bookmarks, redemption for points, and the member's vouchers.
import type { FastifyInstance } from 'fastify';
import { creditReferralIfEarned } from '../../sso/referralCredit';
import { z } from 'zod';
import { BookmarkRequestSchema, PromoBuyRequestSchema, type Promo, type PromoBuyResponse } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { optionalUser, requireUser } from '../../auth/guard';
import { ApiError, notFound, parseInput } from '../../http/errors';
import { intParam, pageOf, paginate, pagingShape, repeatable, text } from '../../http/query';
import { matchesQuery } from '../../http/search';
import { randomCode } from '../../codes';
import { DAY_MS } from '../../time';
import { idempotencyKeyOf, once } from '../idempotency';
import {
  isQuotaAvailable,
  memberMarks,
  memberVouchers,
  promoCategories,
  promoRowBy,
  promoRows,
  soldOutLast,
  toPromo,
  toVoucher,
  type PromoRow,
  type VoucherRow,
} from '../promoData';
import { ERROR_TEXTS } from 'shared-contracts/core';

const PromoListQuery = z.object({
  ...pagingShape,
  q: text().optional(),
  category: repeatable.optional(),
  merchant: repeatable.optional(),
  status: z.enum(['active', 'upcoming', 'expired', 'available', 'all']).optional(),
  type: z.enum(['VOUCHER', 'INFO', 'voucher', 'info']).optional(),
  sort: z.enum(['priority', 'newest', 'ending', 'points', 'points_desc', 'popular']).optional(),
  minPoint: intParam(0, 10_000_000).optional(),
  maxPoint: intParam(0, 10_000_000).optional(),
});
type PromoListQuery = z.infer<typeof PromoListQuery>;

const matchesRef = (wanted: string[], ref: { id: number; slug: string }) => wanted.some((w) => w === ref.slug || w === String(ref.id));

function filterPromos(ctx: AppContext, promos: Promo[], rows: Map<number, PromoRow>, q: PromoListQuery): Promo[] {
  const now = ctx.now();
  const status = q.status ?? 'available';
  let out = promos.filter((p) => {
    const row = rows.get(p.id);
    if (!row) return false;
    if (status === 'active' && (row.valid_from > now || row.valid_to < now)) return false;
    if (status === 'available' && row.valid_to < now) return false;
    if (status === 'upcoming' && row.valid_from <= now) return false;
    if (status === 'expired' && row.valid_to >= now) return false;
    if (q.category && !p.categories.some((c) => matchesRef(q.category ?? [], c))) return false;
    if (q.merchant && !matchesRef(q.merchant, p.merchant)) return false;
    if (q.type && p.promoType !== q.type.toUpperCase()) return false;
    if (q.minPoint !== undefined && p.price < q.minPoint) return false;
    if (q.maxPoint !== undefined && p.price > q.maxPoint) return false;
    if (q.q && !matchesQuery(q.q, p.title, p.merchant.name, ...p.categories.map((c) => c.title))) return false;
    return true;
  });
  const available = (p: Promo) => p.isQuotaAvailable;
  const by: Record<NonNullable<PromoListQuery['sort']>, (a: Promo, b: Promo) => number> = {
    priority: soldOutLast(available, (a, b) => b.priority - a.priority || a.id - b.id),
    popular: soldOutLast(available, (a, b) => (rows.get(b.id)?.quota_used ?? 0) + b.priority - ((rows.get(a.id)?.quota_used ?? 0) + a.priority) || a.id - b.id),
    newest: (a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id,
    ending: (a, b) => a.validTo.localeCompare(b.validTo) || a.id - b.id,
    points: (a, b) => a.price - b.price || a.id - b.id,
    points_desc: (a, b) => b.price - a.price || a.id - b.id,
  };
  out = out.sort(by[q.sort ?? 'priority']);
  return out;
}

export function allPromos(ctx: AppContext, userId: number | null): { promos: Promo[]; rows: Map<number, PromoRow> } {
  const rows = promoRows(ctx);
  const cats = promoCategories(ctx);
  const marks = memberMarks(ctx, userId);
  return { promos: rows.map((r) => toPromo(ctx, r, cats, marks)), rows: new Map(rows.map((r) => [r.id, r])) };
}

export function promoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (defaults: Partial<PromoListQuery>) => async (request: import('fastify').FastifyRequest) => {
    const q = { ...defaults, ...parseInput(PromoListQuery, request.query) };
    const user = await optionalUser(ctx, request);
    const { promos, rows } = allPromos(ctx, user?.id ?? null);
    return paginate(filterPromos(ctx, promos, rows, q), pageOf(q));
  };
  app.get('/v1/promos', list({}));
  app.get('/v1/promos/newest', list({ sort: 'newest', status: 'active' }));
  app.get('/v1/promos/favorites', list({ sort: 'popular', status: 'active' }));
  // The editors' picks ('Promo Pilihan'): active promos, those ending soonest first.
  app.get('/v1/promo-picks', list({ sort: 'ending', status: 'active' }));

  const detail = async (by: { id?: number; slug?: string }, request: import('fastify').FastifyRequest) => {
    const row = promoRowBy(ctx, by);
    if (!row) throw notFound('Promo', { ...by });
    const user = await optionalUser(ctx, request);
    return toPromo(ctx, row, promoCategories(ctx), memberMarks(ctx, user?.id ?? null));
  };
  app.get('/v1/promos/slug/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    return detail({ slug }, request);
  });
  app.get('/v1/promos/:id', async (request) => {
    const { id } = parseInput(z.object({ id: intParam(1, 1_000_000_000) }), request.params);
    return detail({ id }, request);
  });

  // Bookmarks ('Voucher Saya' → Disimpan).
  app.get('/v1/promos/bookmarks', async (request) => {
    const user = await requireUser(ctx, request);
    const q = parseInput(z.object(pagingShape), request.query);
    const { promos } = allPromos(ctx, user.id);
    const order = ctx.db
      .prepare<[number], { promo_id: number }>('SELECT promo_id FROM bookmarks WHERE user_id = ? ORDER BY created_at DESC')
      .all(user.id)
      .map((r) => r.promo_id);
    const byId = new Map(promos.map((p) => [p.id, p]));
    return paginate(order.flatMap((id) => byId.get(id) ?? []), pageOf(q));
  });
  app.post('/v1/promos/bookmarks', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { promoId } = parseInput(BookmarkRequestSchema, request.body);
    if (!promoRowBy(ctx, { id: promoId })) throw notFound('Promo', { promoId });
    ctx.db.prepare('INSERT OR IGNORE INTO bookmarks (user_id, promo_id, created_at) VALUES (?, ?, ?)').run(user.id, promoId, ctx.now());
    return reply.status(201).send({ promoId, isBookmarked: true });
  });
  app.delete('/v1/promos/bookmarks/:promoId', async (request) => {
    const user = await requireUser(ctx, request);
    const { promoId } = parseInput(z.object({ promoId: intParam(1, 1_000_000_000) }), request.params);
    if (!promoRowBy(ctx, { id: promoId })) throw notFound('Promo', { promoId });
    ctx.db.prepare('DELETE FROM bookmarks WHERE user_id = ? AND promo_id = ?').run(user.id, promoId);
    return { promoId, isBookmarked: false };
  });

  app.post('/v2/promos/buy', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(PromoBuyRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const fingerprint = `promo:${body.promoId ?? ''}:${body.slug ?? ''}`;
    const { replayed, value } = once<PromoBuyResponse>(ctx, { userId: user.id, kind: 'promo-buy', key, fingerprint }, () =>
      redeemPromo(ctx, user.id, body),
    );
    // A referred friend's first redeem is what credits the referral (sso/referralCredit.ts).
    if (!replayed) creditReferralIfEarned(ctx, user.id);
    return reply.status(replayed ? 200 : 201).send(value);
  });

  app.get('/v2/vouchers', async (request) => {
    const user = await requireUser(ctx, request);
    const q = parseInput(
      z.object({ ...pagingShape, status: z.enum(['active', 'used', 'expired', 'history', 'all']).optional(), q: text().optional() }),
      request.query,
    );
    const status = q.status ?? 'all';
    const vouchers = memberVouchers(ctx, user.id).filter((v) => {
      if (status === 'active' && v.status !== 'ACTIVE') return false;
      if (status === 'used' && v.status !== 'USED') return false;
      if (status === 'expired' && v.status !== 'EXPIRED') return false;
      if (status === 'history' && v.status === 'ACTIVE') return false;
      return !q.q || matchesQuery(q.q, v.promo.title, v.promo.merchant.name, v.code);
    });
    return paginate(vouchers, pageOf(q));
  });
}

/** The redemption itself: every check and write in the caller's transaction. */
function redeemPromo(ctx: AppContext, userId: number, body: { promoId?: number; slug?: string }): PromoBuyResponse {
  const now = ctx.now();
  const promo = promoRowBy(ctx, body.promoId !== undefined ? { id: body.promoId } : { slug: body.slug ?? '' });
  if (!promo) throw new ApiError(404, 'PROMO_NOT_FOUND', ERROR_TEXTS.PROMO_NOT_FOUND, { promoId: body.promoId ?? null, slug: body.slug ?? null });
  if (promo.promo_type !== 'VOUCHER') throw new ApiError(422, 'PROMO_NOT_REDEEMABLE', ERROR_TEXTS.PROMO_NOT_REDEEMABLE);
  if (promo.valid_from > now) throw new ApiError(422, 'PROMO_NOT_STARTED', ERROR_TEXTS.PROMO_NOT_STARTED);
  if (promo.valid_to < now) throw new ApiError(422, 'PROMO_EXPIRED', ERROR_TEXTS.PROMO_EXPIRED);
  if (!isQuotaAvailable(promo)) throw new ApiError(409, 'QUOTA_EXHAUSTED', ERROR_TEXTS.QUOTA_EXHAUSTED);
  const balance = ctx.db.prepare<[number], { point: number }>('SELECT point FROM users WHERE id = ?').get(userId)?.point ?? 0;
  if (balance < promo.price) {
    throw new ApiError(422, 'INSUFFICIENT_POINTS', ERROR_TEXTS.INSUFFICIENT_POINTS, { point: balance, price: promo.price });
  }
  ctx.db.prepare('UPDATE users SET point = point - ? WHERE id = ?').run(promo.price, userId);
  ctx.db.prepare('UPDATE promos SET quota_used = quota_used + 1 WHERE id = ?').run(promo.id);
  const code = randomCode(10);
  if (promo.price > 0) {
    ctx.db
      .prepare(
        `INSERT INTO point_transactions (user_id, created_at, expired_at, outlet_name, reference_no, point, mutation, description, brand_id, business_unit)
         SELECT ?, ?, NULL, m.name, ?, ?, 'REDEEM', ?, m.brand_id, m.business_unit FROM merchants m WHERE m.id = ?`,
      )
      .run(userId, now, `RDM${code}`, promo.price, `Tukar voucher: ${promo.title}`, promo.merchant_id);
  }
  const info = ctx.db
    .prepare(
      'INSERT INTO vouchers (user_id, promo_id, code, point_used, purchased_at, used_at, redeem_from, redeem_to) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)',
    )
    .run(userId, promo.id, code, promo.price, now, now, Math.min(now + promo.redeem_days * DAY_MS, promo.valid_to + 7 * DAY_MS));
  const voucher = ctx.db.prepare<[number], VoucherRow>('SELECT * FROM vouchers WHERE id = ?').get(Number(info.lastInsertRowid));
  if (!voucher) throw new Error('voucher vanished inside its transaction');
  return { voucher: toVoucher(ctx, voucher, promo), point: balance - promo.price };
}
