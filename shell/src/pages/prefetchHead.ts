// Head data of shell pages for the server render: an article's schema.org Article
// (publisher with logo, dates) and BreadcrumbList.
import { breadcrumbJsonLd, organizationRef } from 'shared-contracts';
import type { Article } from 'shared-contracts/schemas';

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
