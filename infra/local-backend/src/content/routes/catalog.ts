// Categories and merchants.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Category, Merchant } from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../../context';
import { notFound, parseInput } from '../../http/errors';
import { intParam, pageOf, paginate, pagingShape, repeatable, text } from '../../http/query';
import { matchesQuery } from '../../http/search';

interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  promo_count: number;
}

interface MerchantRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  business_unit: string;
  promo_count: number;
}

function categories(ctx: AppContext): Category[] {
  return ctx.db
    .prepare<[number], CategoryRow>(
      `SELECT c.*, (SELECT COUNT(*) FROM promo_categories pc JOIN promos p ON p.id = pc.promo_id
         WHERE pc.category_id = c.id AND p.valid_to >= ?) AS promo_count FROM categories c ORDER BY c.sort`,
    )
    .all(ctx.now())
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      image: mediaUrl(ctx, `categories/${c.slug}.svg`),
      description: c.description,
      promoCount: c.promo_count,
    }));
}

function merchants(ctx: AppContext): Merchant[] {
  const rows = ctx.db
    .prepare<[number], MerchantRow>(
      `SELECT m.*, (SELECT COUNT(*) FROM promos p WHERE p.merchant_id = m.id AND p.valid_to >= ?) AS promo_count
       FROM merchants m ORDER BY m.name`,
    )
    .all(ctx.now());
  const cats = ctx.db
    .prepare<[], { merchant_id: number; id: number; slug: string; title: string }>(
      `SELECT DISTINCT p.merchant_id, c.id, c.slug, c.title FROM promos p
       JOIN promo_categories pc ON pc.promo_id = p.id JOIN categories c ON c.id = pc.category_id ORDER BY c.sort`,
    )
    .all();
  return rows.map((m) => ({
    id: m.id,
    slug: m.slug,
    name: m.name,
    image: mediaUrl(ctx, `merchants/${m.slug}.svg`),
    description: m.description,
    businessUnit: m.business_unit,
    categories: cats.filter((c) => c.merchant_id === m.id).map(({ id, slug, title }) => ({ id, slug, title })),
    promoCount: m.promo_count,
  }));
}

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/categories', async (request) => {
    const q = parseInput(z.object({ ...pagingShape, q: text().optional() }), request.query);
    const list = categories(ctx).filter((c) => !q.q || matchesQuery(q.q, c.title, c.description));
    return paginate(list, pageOf(q, 50));
  });
  app.get('/v1/categories/slug/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const found = categories(ctx).find((c) => c.slug === slug);
    if (!found) throw notFound('Kategori', { slug });
    return found;
  });
  app.get('/v1/categories/:id', async (request) => {
    const { id } = parseInput(z.object({ id: intParam(1, 1_000_000_000) }), request.params);
    const found = categories(ctx).find((c) => c.id === id);
    if (!found) throw notFound('Kategori', { id });
    return found;
  });

  app.get('/v1/merchants', async (request) => {
    const q = parseInput(
      z.object({ ...pagingShape, q: text().optional(), category: repeatable.optional(), sort: z.enum(['name', 'promos']).optional() }),
      request.query,
    );
    let list = merchants(ctx).filter(
      (m) =>
        (!q.q || matchesQuery(q.q, m.name, m.description)) &&
        (!q.category || m.categories.some((c) => (q.category ?? []).some((w) => w === c.slug || w === String(c.id)))),
    );
    if (q.sort === 'promos') list = list.sort((a, b) => b.promoCount - a.promoCount || a.name.localeCompare(b.name));
    return paginate(list, pageOf(q, 20));
  });
  app.get('/v1/merchants/slug/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const found = merchants(ctx).find((m) => m.slug === slug);
    if (!found) throw notFound('Merchant', { slug });
    return found;
  });
  app.get('/v1/merchants/:id', async (request) => {
    const { id } = parseInput(z.object({ id: intParam(1, 1_000_000_000) }), request.params);
    const found = merchants(ctx).find((m) => m.id === id);
    if (!found) throw notFound('Merchant', { id });
    return found;
  });
}
