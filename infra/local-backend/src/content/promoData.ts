// Reading promos and member vouchers from sqlite and shaping them as contract payloads.
import type { CategoryRef, Promo, PromoSummary, Voucher, VoucherStatus } from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../context';
import { toIso, toIsoOrNull } from '../time';

export interface PromoRow {
  id: number;
  slug: string;
  title: string;
  merchant_id: number;
  merchant_slug: string;
  merchant_name: string;
  promo_type: 'VOUCHER' | 'INFO';
  price: number;
  valid_from: number;
  valid_to: number;
  redeem_days: number;
  quota_total: number | null;
  quota_used: number;
  priority: number;
  content: string;
  tnc: string;
  how_to_use: string;
  created_at: number;
}

const PROMO_SELECT = `SELECT p.*, m.slug AS merchant_slug, m.name AS merchant_name FROM promos p JOIN merchants m ON m.id = p.merchant_id`;

export function promoRows(ctx: AppContext): PromoRow[] {
  return ctx.db.prepare<[], PromoRow>(`${PROMO_SELECT} ORDER BY p.id`).all();
}

export function promoRowBy(ctx: AppContext, by: { id?: number; slug?: string }): PromoRow | undefined {
  if (by.id !== undefined) return ctx.db.prepare<[number], PromoRow>(`${PROMO_SELECT} WHERE p.id = ?`).get(by.id);
  if (by.slug !== undefined) return ctx.db.prepare<[string], PromoRow>(`${PROMO_SELECT} WHERE p.slug = ?`).get(by.slug);
  return undefined;
}

export function promoCategories(ctx: AppContext): Map<number, CategoryRef[]> {
  const rows = ctx.db
    .prepare<[], { promo_id: number; id: number; slug: string; title: string }>(
      'SELECT pc.promo_id, c.id, c.slug, c.title FROM promo_categories pc JOIN categories c ON c.id = pc.category_id ORDER BY c.sort',
    )
    .all();
  const map = new Map<number, CategoryRef[]>();
  for (const r of rows) {
    const list = map.get(r.promo_id) ?? [];
    list.push({ id: r.id, slug: r.slug, title: r.title });
    map.set(r.promo_id, list);
  }
  return map;
}

export interface MemberMarks {
  purchased: Set<number>;
  bookmarked: Set<number>;
}

export function memberMarks(ctx: AppContext, userId: number | null): MemberMarks {
  if (userId === null) return { purchased: new Set(), bookmarked: new Set() };
  const ids = (sql: string) => new Set(ctx.db.prepare<[number], { id: number }>(sql).all(userId).map((r) => r.id));
  return {
    purchased: ids('SELECT DISTINCT promo_id AS id FROM vouchers WHERE user_id = ?'),
    bookmarked: ids('SELECT promo_id AS id FROM bookmarks WHERE user_id = ?'),
  };
}

export function isQuotaAvailable(row: PromoRow): boolean {
  return row.quota_total === null || row.quota_used < row.quota_total;
}

/**
 * The rule for lists that recommend (favourites, the default 'Rekomendasi' order): what a
 * member can still get comes first, sold-out items after, each part in the given order.
 */
export function soldOutLast<T>(isAvailable: (item: T) => boolean, order: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => Number(!isAvailable(a)) - Number(!isAvailable(b)) || order(a, b);
}

export function toPromo(ctx: AppContext, row: PromoRow, cats: Map<number, CategoryRef[]>, marks: MemberMarks): Promo {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: mediaUrl(ctx, `promos/${row.slug}.svg`),
    thumbnail: mediaUrl(ctx, `promo-thumbs/${row.slug}.svg`),
    merchant: { id: row.merchant_id, slug: row.merchant_slug, name: row.merchant_name, image: mediaUrl(ctx, `merchants/${row.merchant_slug}.svg`) },
    categories: cats.get(row.id) ?? [],
    validFrom: toIso(row.valid_from),
    validTo: toIso(row.valid_to),
    price: row.price,
    content: row.content,
    tnc: row.tnc,
    howToUse: row.how_to_use,
    isQuotaAvailable: isQuotaAvailable(row),
    quotaType: row.quota_total === null ? 'UNLIMITED' : 'LIMITED',
    quotaRemaining: row.quota_total === null ? null : Math.max(0, row.quota_total - row.quota_used),
    promoType: row.promo_type,
    isExpired: row.valid_to < ctx.now(),
    isAlreadyPurchased: marks.purchased.has(row.id),
    isBookmarked: marks.bookmarked.has(row.id),
    priority: row.priority,
    createdDate: toIso(row.created_at),
  };
}

export function toPromoSummary(ctx: AppContext, row: PromoRow): PromoSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: mediaUrl(ctx, `promos/${row.slug}.svg`),
    thumbnail: mediaUrl(ctx, `promo-thumbs/${row.slug}.svg`),
    merchant: { id: row.merchant_id, slug: row.merchant_slug, name: row.merchant_name, image: mediaUrl(ctx, `merchants/${row.merchant_slug}.svg`) },
    validTo: toIso(row.valid_to),
    price: row.price,
  };
}

export interface VoucherRow {
  id: number;
  promo_id: number;
  code: string;
  point_used: number;
  purchased_at: number;
  used_at: number | null;
  redeem_from: number;
  redeem_to: number;
}

export function voucherStatus(row: VoucherRow, now: number): VoucherStatus {
  if (row.used_at !== null) return 'USED';
  return row.redeem_to < now ? 'EXPIRED' : 'ACTIVE';
}

export function toVoucher(ctx: AppContext, row: VoucherRow, promo: PromoRow): Voucher {
  const now = ctx.now();
  const status = voucherStatus(row, now);
  return {
    id: row.id,
    code: row.code,
    qrCode: `MYVALUE:VOUCHER:${row.code}`,
    pointUsed: row.point_used,
    purchasedDate: toIso(row.purchased_at),
    used: row.used_at !== null,
    usedDate: toIsoOrNull(row.used_at),
    redeemFrom: toIso(row.redeem_from),
    redeemTo: toIso(row.redeem_to),
    isCanRedeem: status === 'ACTIVE' && row.redeem_from <= now,
    status,
    promo: toPromoSummary(ctx, promo),
    tnc: promo.tnc,
  };
}

export function memberVouchers(ctx: AppContext, userId: number): Voucher[] {
  const rows = ctx.db
    .prepare<[number], VoucherRow>('SELECT * FROM vouchers WHERE user_id = ? ORDER BY purchased_at DESC, id DESC')
    .all(userId);
  const promos = new Map(promoRows(ctx).map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const promo = promos.get(r.promo_id);
    return promo ? [toVoucher(ctx, r, promo)] : [];
  });
}
