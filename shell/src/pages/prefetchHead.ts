// Head data of shell pages for the server render: CMS HTML as one line of plain text for
// a meta description (never inserted into the page as HTML), and an article's schema.org
// Article (publisher with logo, dates) and BreadcrumbList.
import { breadcrumbJsonLd, organizationRef } from 'shared-contracts';
import type { Article } from 'shared-contracts/schemas';

const MAX_DESCRIPTION = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function htmlToPlainText(html: string, max = MAX_DESCRIPTION): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut at a word when one ends in the second half; a very long word is cut where it is.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function articleUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/article/${slug}`;
}

export function articleJsonLd(article: Article, publicUrl: string): Record<string, unknown> {
  const url = articleUrl(publicUrl, article.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary || undefined,
    image: [article.image],
    datePublished: article.publishedDate,
    // The Content API keeps no edit date: an article is as published.
    dateModified: article.publishedDate,
    author: { '@type': 'Person', name: article.author },
    publisher: organizationRef(publicUrl),
    articleSection: article.category.title,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/** Home › Artikel › {category} › {title}, as the page's breadcrumbs show it. */
export function articleBreadcrumbJsonLd(article: Article, publicUrl: string): Record<string, unknown> {
  return breadcrumbJsonLd(publicUrl, [
    { name: 'Beranda', path: '/' },
    { name: 'Artikel', path: '/article' },
    { name: article.category.title, path: `/article?category=${encodeURIComponent(article.category.slug)}` },
    { name: article.title, path: articleUrl(publicUrl, article.slug) },
  ]);
}
