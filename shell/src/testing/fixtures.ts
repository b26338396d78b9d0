// Payloads shaped like the Content API's, for the page tests (types from the contract).
import type { Announcement, Article, ArticleList, Banner, CmsPage, HomeAnnouncement } from 'shared-contracts/schemas';

export function article(slug: string, overrides: Partial<Article> = {}): Article {
  return {
    id: overrides.id ?? Math.abs([...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)) + 1,
    slug,
    title: `Judul ${slug}`,
    summary: `Ringkasan ${slug}.`,
    image: `http://localhost/media/articles/${slug}.svg`,
    thumbnail: `http://localhost/media/article-thumbs/${slug}.svg`,
    category: { slug: 'tips', title: 'Tips & Trik' },
    author: 'Tim MyValue',
    content: '<p>Isi artikel.</p>',
    publishedDate: '2026-11-20T09:00:00+07:00',
    readingMinutes: 1,
    ...overrides,
  };
}

export function list<T>(results: T[], { page = 1, perPage = 12, count = results.length } = {}) {
  const last = Math.max(1, Math.ceil(count / perPage));
  return { count, next: page < last ? page + 1 : null, previous: page > 1 ? page - 1 : null, perPage, results };
}

export function articleList(results: Article[], paging: { page?: number; perPage?: number; count?: number } = {}): ArticleList {
  return list(results, paging);
}

export function banner(id: number, title: string, link = `/promo/${id}`): Banner {
  return {
    id,
    title,
    image: `http://localhost/media/banners/${id}.svg`,
    imageMobile: `http://localhost/media/banners-mobile/${id}.svg`,
    link,
    order: id,
  };
}

export function cmsPage(slug: string, overrides: Partial<CmsPage> = {}): CmsPage {
  return {
    slug,
    title: `Halaman ${slug}`,
    summary: `Ringkasan halaman ${slug}.`,
    content: `<h2>Isi ${slug}</h2><p>Paragraf pertama.</p>`,
    updatedDate: '2026-11-01T10:00:00+07:00',
    ...overrides,
  };
}

/** One announcement as the Content API sends it (list, by slug, or the running one). */
export function announcementItem(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    slug: `pemeliharaan-sistem-${id}`,
    title: 'Pemeliharaan sistem',
    message: 'Penukaran poin tidak tersedia pada 30 Nov pukul 01.00–03.00 WIB.',
    link: '/learn-more',
    linkLabel: 'Info selengkapnya',
    content: '<p>Penukaran poin tidak tersedia sementara.</p>',
    startDate: '2026-11-20T00:00:00+07:00',
    endDate: '2026-12-01T00:00:00+07:00',
    ...overrides,
  };
}

/** GET /v1/home-announcement with a running announcement. */
export function announcement(id: number, overrides: Partial<Announcement> = {}): HomeAnnouncement {
  return { announcement: announcementItem(id, overrides) };
}
