// Campaigns (v1 plain, v2 with promos and events inline) and campaign events.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Campaign, CampaignEvent, CampaignV2 } from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../../context';
import { notFound, parseInput } from '../../http/errors';
import { pageOf, paginate, pagingShape, repeatable, text } from '../../http/query';
import { matchesQuery } from '../../http/search';
import { toIso } from '../../time';
import { promoRows, toPromoSummary } from '../promoData';

interface CampaignRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  theme_color: string;
  start_at: number;
  end_at: number;
}

interface CampaignEventRow {
  id: number;
  slug: string;
  campaign_id: number;
  campaign_slug: string;
  title: string;
  content: string;
  location: string;
  start_at: number;
  end_at: number;
}

function toCampaign(ctx: AppContext, row: CampaignRow): Campaign {
  const now = ctx.now();
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: mediaUrl(ctx, `campaigns/${row.slug}.svg`),
    banner: mediaUrl(ctx, `campaign-banners/${row.slug}.svg`),
    description: row.description,
    startDate: toIso(row.start_at),
    endDate: toIso(row.end_at),
    isActive: row.start_at <= now && now <= row.end_at,
  };
}

function campaignEvents(ctx: AppContext): CampaignEvent[] {
  return ctx.db
    .prepare<[], CampaignEventRow>(
      'SELECT ce.*, c.slug AS campaign_slug FROM campaign_events ce JOIN campaigns c ON c.id = ce.campaign_id ORDER BY ce.start_at',
    )
    .all()
    .map((r) => ({
      id: r.id,
      slug: r.slug,
      campaignId: r.campaign_id,
      campaignSlug: r.campaign_slug,
      title: r.title,
      image: mediaUrl(ctx, `campaign-events/${r.slug}.svg`),
      content: r.content,
      location: r.location,
      startDate: toIso(r.start_at),
      endDate: toIso(r.end_at),
    }));
}

function toCampaignV2(ctx: AppContext, row: CampaignRow, events: CampaignEvent[]): CampaignV2 {
  const promoIds = new Set(
    ctx.db
      .prepare<[number], { promo_id: number }>('SELECT promo_id FROM campaign_promos WHERE campaign_id = ?')
      .all(row.id)
      .map((r) => r.promo_id),
  );
  return {
    ...toCampaign(ctx, row),
    subtitle: row.subtitle,
    themeColor: row.theme_color,
    promos: promoRows(ctx)
      .filter((p) => promoIds.has(p.id))
      .map((p) => toPromoSummary(ctx, p)),
    events: events.filter((e) => e.campaignId === row.id),
  };
}

const ListQuery = z.object({ ...pagingShape, q: text().optional(), status: z.enum(['active', 'upcoming', 'past', 'all']).optional() });

export function campaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rows = (q: z.infer<typeof ListQuery>): CampaignRow[] => {
    const now = ctx.now();
    return ctx.db
      .prepare<[], CampaignRow>('SELECT * FROM campaigns ORDER BY start_at DESC, id')
      .all()
      .filter((c) => {
        if (q.status === 'active' && !(c.start_at <= now && now <= c.end_at)) return false;
        if (q.status === 'upcoming' && c.start_at <= now) return false;
        if (q.status === 'past' && c.end_at >= now) return false;
        return !q.q || matchesQuery(q.q, c.title, c.subtitle);
      });
  };
  const bySlug = (slug: string) => {
    const row = ctx.db.prepare<[string], CampaignRow>('SELECT * FROM campaigns WHERE slug = ?').get(slug);
    if (!row) throw notFound('Kampanye', { slug });
    return row;
  };
  const slugParam = z.object({ slug: text() });

  app.get('/v1/campaigns', async (request) => {
    const q = parseInput(ListQuery, request.query);
    return paginate(rows(q).map((r) => toCampaign(ctx, r)), pageOf(q));
  });
  app.get('/v1/campaigns/slug/:slug', async (request) => toCampaign(ctx, bySlug(parseInput(slugParam, request.params).slug)));
  app.get('/v2/campaigns', async (request) => {
    const q = parseInput(ListQuery, request.query);
    const events = campaignEvents(ctx);
    return paginate(rows(q).map((r) => toCampaignV2(ctx, r, events)), pageOf(q));
  });
  app.get('/v2/campaigns/slug/:slug', async (request) =>
    toCampaignV2(ctx, bySlug(parseInput(slugParam, request.params).slug), campaignEvents(ctx)),
  );

  app.get('/v1/campaign-event', async (request) => {
    const q = parseInput(z.object({ ...pagingShape, campaign: repeatable.optional(), q: text().optional() }), request.query);
    const list = campaignEvents(ctx).filter(
      (e) =>
        (!q.campaign || q.campaign.some((c) => c === e.campaignSlug || c === String(e.campaignId))) &&
        (!q.q || matchesQuery(q.q, e.title, e.location)),
    );
    return paginate(list, pageOf(q));
  });
  app.get('/v1/campaign-event/slug/:slug', async (request) => {
    const { slug } = parseInput(slugParam, request.params);
    const found = campaignEvents(ctx).find((e) => e.slug === slug);
    if (!found) throw notFound('Event kampanye', { slug });
    return found;
  });
}
