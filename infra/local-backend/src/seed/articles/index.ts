// Every seeded article's own body, looked up by slug.
import { BOOK_ARTICLES } from './buku';
import { LIFESTYLE_ARTICLES } from './gayaHidup';
import { TRAVEL_ARTICLES } from './perjalanan';
import { PROGRAM_ARTICLES } from './program';
import type { ArticleBody } from './types';

export type { ArticleBody } from './types';

export const ARTICLE_BODIES: readonly ArticleBody[] = [...PROGRAM_ARTICLES, ...BOOK_ARTICLES, ...TRAVEL_ARTICLES, ...LIFESTYLE_ARTICLES];

const BY_SLUG = new Map(ARTICLE_BODIES.map((a) => [a.slug, a.html]));

export function articleBody(slug: string): string {
  const html = BY_SLUG.get(slug);
  if (html === undefined) throw new Error(`seed: no body for article ${slug}`);
  return html;
}
