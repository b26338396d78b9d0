import type { Article } from 'shared-contracts/schemas';
import { articleBreadcrumbJsonLd, articleJsonLd } from './prefetchHead';

const ARTICLE: Article = {
  id: 1,
  slug: 'cara-mengumpulkan-poin',
  title: 'Cara Mengumpulkan Poin',
  summary: 'Tips poin.',
  image: 'https://cdn.myvalue.id/a.jpg',
  thumbnail: 'https://cdn.myvalue.id/a-t.jpg',
  category: { slug: 'tips', title: 'Tips' },
  author: 'Tim MyValue',
  content: '<p>Isi</p>',
  publishedDate: '2026-11-01T09:00:00+07:00',
  readingMinutes: 3,
};

describe('articleJsonLd', () => {
  it('has the publisher with its logo, both dates, author, image and the page', () => {
    expect(articleJsonLd(ARTICLE, 'https://www.myvalue.id')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Cara Mengumpulkan Poin',
      description: 'Tips poin.',
      image: ['https://cdn.myvalue.id/a.jpg'],
      datePublished: '2026-11-01T09:00:00+07:00',
      dateModified: '2026-11-01T09:00:00+07:00',
      author: { '@type': 'Person', name: 'Tim MyValue' },
      publisher: {
        '@type': 'Organization',
        name: 'MyValue',
        url: 'https://www.myvalue.id/',
        logo: { '@type': 'ImageObject', url: 'https://www.myvalue.id/logo.svg' },
      },
      articleSection: 'Tips',
      url: 'https://www.myvalue.id/article/cara-mengumpulkan-poin',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.myvalue.id/article/cara-mengumpulkan-poin' },
    });
  });
});

describe('articleBreadcrumbJsonLd', () => {
  it('goes Beranda › Artikel › category › article', () => {
    const ld = articleBreadcrumbJsonLd(ARTICLE, 'https://www.myvalue.id');
    expect((ld.itemListElement as Array<{ name: string; item: string }>).map((i) => [i.name, i.item])).toEqual([
      ['Beranda', 'https://www.myvalue.id/'],
      ['Artikel', 'https://www.myvalue.id/article'],
      ['Tips', 'https://www.myvalue.id/article?category=tips'],
      ['Cara Mengumpulkan Poin', 'https://www.myvalue.id/article/cara-mengumpulkan-poin'],
    ]);
  });
});
