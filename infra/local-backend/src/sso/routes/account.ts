// Points, transactions, tier, cards, card types and badges.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Badge, BadgeCategory, CardType, PointExpired, PointTransaction, PointTransactionFilter, Tier, TierName } from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { parseInput } from '../../http/errors';
import { dateParam, pageOf, paginate, pagingShape, text } from '../../http/query';
import { DAY_MS, parseDateParam, toIso, toIsoOrNull } from '../../time';
import { userCards } from '../../users';
import { CARD_RULES } from '../cards/rules';

export const TIERS: ReadonlyArray<{ tierName: TierName; minTierPoint: number; benefits: string[] }> = [
  { tierName: 'Silver', minTierPoint: 0, benefits: ['Kumpulkan poin di semua mitra MyValue', 'Akses promo khusus member'] },
  { tierName: 'Gold', minTierPoint: 10_000, benefits: ['Semua keuntungan Silver', 'Bonus poin 10% di Gramedia', 'Late check-out di Santika (sesuai ketersediaan)'] },
  { tierName: 'Platinum', minTierPoint: 25_000, benefits: ['Semua keuntungan Gold', 'Bonus poin 25% di Gramedia', 'Upgrade kamar di Santika', 'Undangan acara eksklusif'] },
];

interface TxRow {
  id: number;
  created_at: number;
  expired_at: number | null;
  outlet_name: string;
  reference_no: string;
  point: number;
  mutation: 'EARNING' | 'REDEEM';
  description: string;
  brand_id: string;
  business_unit: string;
}

const TxQuery = z.object({
  ...pagingShape,
  from: dateParam.optional(),
  to: dateParam.optional(),
  mutation: z.enum(['EARNING', 'REDEEM', 'earning', 'redeem']).optional(),
  brandID: text(40).optional(),
  businessUnit: text(60).optional(),
});

export function tierOf(tierPoint: number, now: number): Tier {
  let index = 0;
  TIERS.forEach((t, i) => {
    if (tierPoint >= t.minTierPoint) index = i;
  });
  const current = TIERS[index] ?? TIERS[0];
  const next = TIERS[index + 1];
  if (!current) throw new Error('no tiers configured');
  const target = next?.minTierPoint ?? tierPoint;
  return {
    tierName: current.tierName,
    tierLevel: index + 1,
    tierPoint,
    // Tier is reviewed yearly; show the end of the current programme year.
    validUntil: toIso(Date.UTC(new Date(now).getUTCFullYear(), 11, 31, 16, 59, 0)),
    progress: {
      nextTierName: next?.tierName ?? null,
      current: tierPoint,
      target,
      remaining: Math.max(0, target - tierPoint),
      percentage: next ? Math.min(100, Math.round((tierPoint / next.minTierPoint) * 1000) / 10) : 100,
    },
    benefits: current.benefits,
    tiers: TIERS.map((t) => ({ tierName: t.tierName, minTierPoint: t.minTierPoint })),
  };
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/point', async (request) => ({ point: (await requireUser(ctx, request)).point }));

  app.get('/v1/point/expired', async (request): Promise<PointExpired> => {
    const user = await requireUser(ctx, request);
    const now = ctx.now();
    const rows = ctx.db
      .prepare<[number, number, number], { point: number; expired_at: number }>(
        `SELECT SUM(point) AS point, expired_at FROM point_transactions
         WHERE user_id = ? AND mutation = 'EARNING' AND expired_at > ? AND expired_at <= ? GROUP BY expired_at ORDER BY expired_at`,
      )
      .all(user.id, now, now + 90 * DAY_MS);
    return {
      point: rows.reduce((s, r) => s + r.point, 0),
      results: rows.map((r) => ({ point: r.point, expiredDate: toIso(r.expired_at) })),
    };
  });

  const transactions = async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    const q = parseInput(TxQuery, request.query);
    const now = ctx.now();
    const from = q.from ? parseDateParam(q.from) : null;
    const to = q.to ? parseDateParam(q.to, true) : null;
    const list: PointTransaction[] = ctx.db
      .prepare<[number], TxRow>('SELECT * FROM point_transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(user.id)
      .filter(
        (t) =>
          (from === null || t.created_at >= from) &&
          (to === null || t.created_at <= to) &&
          (!q.mutation || t.mutation === q.mutation.toUpperCase()) &&
          (!q.brandID || t.brand_id === q.brandID) &&
          (!q.businessUnit || t.business_unit.toLowerCase() === q.businessUnit.toLowerCase()),
      )
      .map((t) => ({
        id: t.id,
        createdDate: toIso(t.created_at),
        expiredDate: toIsoOrNull(t.expired_at),
        outletName: t.outlet_name,
        referenceNo: t.reference_no,
        point: t.point,
        mutation: t.mutation,
        isExpired: t.mutation === 'EARNING' && t.expired_at !== null && t.expired_at < now,
        description: t.description,
        brandID: t.brand_id,
        businessUnit: t.business_unit,
      }));
    return paginate(list, pageOf(q, 10));
  };
  // v2 and v3 exist upstream for older app versions; the site reads the same shape from all three.
  app.get('/v1/point/transaction', transactions);
  app.get('/v2/point/transaction', transactions);
  app.get('/v3/point/transaction', transactions);

  app.get('/v1/point/transaction/filter', async (request): Promise<PointTransactionFilter> => {
    await requireUser(ctx, request);
    const brands = ctx.db.prepare<[], { brandID: string; name: string }>('SELECT brand_id AS brandID, name FROM merchants ORDER BY name').all();
    const units = ctx.db.prepare<[], { bu: string }>('SELECT DISTINCT business_unit AS bu FROM merchants ORDER BY bu').all();
    return {
      mutations: [
        { value: 'EARNING', label: 'Poin Masuk' },
        { value: 'REDEEM', label: 'Poin Keluar' },
      ],
      brands: [{ brandID: 'MYV', name: 'MyValue' }, ...brands],
      businessUnits: [{ value: 'MyValue', label: 'MyValue' }, ...units.filter((u) => u.bu !== 'MyValue').map((u) => ({ value: u.bu, label: u.bu }))],
    };
  });

  app.get('/v2/tiers/me', async (request) => tierOf((await requireUser(ctx, request)).tier_point, ctx.now()));

  app.get('/v1/user/cards', async (request) => ({ results: userCards(ctx, (await requireUser(ctx, request)).id) }));

  app.get('/v1/card-types', async () => ({
    results: ctx.db
      .prepare<[], { id: number; code: CardType['code']; name: string; description: string; business_unit: string }>('SELECT * FROM card_types ORDER BY id')
      .all()
      .map((c): CardType => ({
        id: c.id,
        code: c.code,
        name: c.name,
        description: c.description,
        businessUnit: c.business_unit,
        image: mediaUrl(ctx, `cards/${c.code.toLowerCase()}.svg`),
        verification: CARD_RULES[c.code],
      })),
  }));

  const badges = (userId: number): Array<Badge & { categoryId: number }> =>
    ctx.db
      .prepare<[number], { id: number; code: string; name: string; description: string; category_id: number; obtained_at: number | null }>(
        `SELECT b.*, ub.obtained_at FROM badges b LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = ?
         ORDER BY b.category_id, b.sort`,
      )
      .all(userId)
      .map((b) => ({
        id: b.id,
        code: b.code,
        name: b.name,
        description: b.description,
        image: mediaUrl(ctx, `${b.obtained_at === null ? 'badges-locked' : 'badges'}/${b.code}.svg`),
        isObtained: b.obtained_at !== null,
        obtainedDate: toIsoOrNull(b.obtained_at),
        categoryId: b.category_id,
      }));
  const strip = ({ categoryId: _c, ...b }: Badge & { categoryId: number }): Badge => b;

  app.get('/v1/badges', async (request) => {
    const user = await requireUser(ctx, request);
    const list = badges(user.id).map(strip);
    return { results: list, totalObtained: list.filter((b) => b.isObtained).length, total: list.length };
  });
  app.get('/v1/badges/groupByCategory', async (request) => {
    const user = await requireUser(ctx, request);
    const all = badges(user.id);
    const badgeCategories: BadgeCategory[] = ctx.db
      .prepare<[], { id: number; name: string; description: string }>('SELECT * FROM badge_categories ORDER BY sort')
      .all()
      .map((c) => ({ id: c.id, name: c.name, description: c.description, badges: all.filter((b) => b.categoryId === c.id).map(strip) }));
    return { badgeCategories };
  });
}
