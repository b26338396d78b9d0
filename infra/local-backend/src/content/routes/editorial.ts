// Articles, banners, app links, the home announcement, CMS pages, T&C and partner enquiries.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AppLinksSchema,
  PartnerEnquiryRequestSchema,
  type Announcement,
  type Article,
  type Banner,
  type HomeAnnouncement,
  type PartnerEnquiry,
} from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../../context';
import { ApiError, notFound, parseInput } from '../../http/errors';
import { pageOf, paginate, pagingShape, repeatable, text } from '../../http/query';
import { matchesQuery } from '../../http/search';
import { normalizePhone } from 'shared-contracts/core';
import { toIso } from '../../time';
import { escapeHtml } from '../../html';
import { TNC_HTML } from '../../seed/contentData';

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category_slug: string;
  category_title: string;
  author: string;
  content: string;
  published_at: number;
}

interface AnnouncementRow {
  id: number;
  slug: string;
  title: string;
  message: string;
  link: string | null;
  link_label: string | null;
  content: string;
  start_at: number;
  end_at: number;
}

function toAnnouncement(r: AnnouncementRow): Announcement {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    message: r.message,
    link: r.link,
    linkLabel: r.link_label,
    // Rows from before announcements had pages (migration 2) have only their message.
    content: r.content || `<p>${escapeHtml(r.message)}</p>`,
    startDate: toIso(r.start_at),
    endDate: toIso(r.end_at),
  };
}

function toArticle(ctx: AppContext, r: ArticleRow): Article {
  const words = r.content.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    image: mediaUrl(ctx, `articles/${r.slug}.svg`),
    thumbnail: mediaUrl(ctx, `article-thumbs/${r.slug}.svg`),
    category: { slug: r.category_slug, title: r.category_title },
    author: r.author,
    content: r.content,
    publishedDate: toIso(r.published_at),
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}

export function editorialRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/articles', async (request) => {
    const q = parseInput(z.object({ ...pagingShape, q: text().optional(), category: repeatable.optional() }), request.query);
    const rows = ctx.db
      .prepare<[number], ArticleRow>('SELECT * FROM articles WHERE published_at <= ? ORDER BY published_at DESC, id DESC')
      .all(ctx.now())
      .filter((a) => (!q.category || q.category.includes(a.category_slug)) && (!q.q || matchesQuery(q.q, a.title, a.summary)));
    return paginate(rows.map((r) => toArticle(ctx, r)), pageOf(q));
  });
  app.get('/v1/articles/slug/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const row = ctx.db.prepare<[string], ArticleRow>('SELECT * FROM articles WHERE slug = ?').get(slug);
    if (!row) throw notFound('Artikel', { slug });
    return toArticle(ctx, row);
  });

  app.get('/v1/banners', async (request) => {
    const q = parseInput(z.object(pagingShape), request.query);
    const banners: Banner[] = ctx.db
      .prepare<[], { id: number; title: string; link: string; sort: number }>('SELECT * FROM banners ORDER BY sort')
      .all()
      .map((b) => ({
        id: b.id,
        title: b.title,
        image: mediaUrl(ctx, `banners/${b.id}.svg`),
        imageMobile: mediaUrl(ctx, `banners-mobile/${b.id}.svg`),
        link: b.link,
        order: b.sort,
      }));
    return paginate(banners, pageOf(q, 10));
  });

  app.get('/v1/app-links', async () => {
    const row = ctx.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get('app_links');
    if (!row) throw notFound('Tautan aplikasi');
    return AppLinksSchema.parse(JSON.parse(row.value));
  });

  // The running announcement (the home page's box), every started one (the list), one by slug.
  // One not started yet is nowhere: its slug is as unknown as a made-up one.
  app.get('/v1/home-announcement', async (): Promise<HomeAnnouncement> => {
    const now = ctx.now();
    const row = ctx.db
      .prepare<[number, number], AnnouncementRow>('SELECT * FROM announcements WHERE start_at <= ? AND end_at >= ? ORDER BY start_at DESC, id DESC LIMIT 1')
      .get(now, now);
    return { announcement: row ? toAnnouncement(row) : null };
  });
  app.get('/v1/home-announcement/list', async (request) => {
    const q = parseInput(z.object(pagingShape), request.query);
    const rows = ctx.db
      .prepare<[number], AnnouncementRow>('SELECT * FROM announcements WHERE start_at <= ? ORDER BY start_at DESC, id DESC')
      .all(ctx.now());
    return paginate(rows.map(toAnnouncement), pageOf(q, 10));
  });
  app.get('/v1/home-announcement/slug/:slug', async (request): Promise<Announcement> => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const row = ctx.db.prepare<[string, number], AnnouncementRow>('SELECT * FROM announcements WHERE slug = ? AND start_at <= ?').get(slug, ctx.now());
    if (!row) throw notFound('Pengumuman', { slug });
    return toAnnouncement(row);
  });

  app.get('/v1/pages/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const row = ctx.db
      .prepare<[string], { slug: string; title: string; summary: string; content: string; updated_at: number }>('SELECT * FROM pages WHERE slug = ?')
      .get(slug);
    if (!row) throw notFound('Halaman', { slug });
    return { slug: row.slug, title: row.title, summary: row.summary, content: row.content, updatedDate: toIso(row.updated_at) };
  });

  app.get('/pages/tnc', async (_request, reply) => reply.type('text/html; charset=utf-8').send(TNC_HTML));

  app.post('/v1/partner-enquiries', async (request, reply) => {
    const body = parseInput(PartnerEnquiryRequestSchema, request.body);
    const phone = normalizePhone(body.phone) ?? (/^\+?[\d\s-]{8,20}$/.test(body.phone) ? body.phone.replace(/[\s-]/g, '') : null);
    if (!phone) {
      throw new ApiError(400, 'INVALID_PARAMETER', 'Nomor telepon tidak valid.', { issues: [{ path: 'phone', message: 'Nomor telepon tidak valid' }] });
    }
    const now = ctx.now();
    const info = ctx.db
      .prepare('INSERT INTO partner_enquiries (company, contact_name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(body.company, body.contactName, body.email.toLowerCase(), phone, body.message, now);
    const stored: PartnerEnquiry = {
      id: Number(info.lastInsertRowid),
      company: body.company,
      contactName: body.contactName,
      email: body.email.toLowerCase(),
      phone,
      message: body.message,
      createdDate: toIso(now),
    };
    return reply.status(201).send(stored);
  });
}
