// Articles of the Content API: the paged list (optionally one category), one article
// by slug, and the categories articles are filed under.
import { api, readListedArticles } from 'shared-contracts';
import type { Article, ArticleList, ListedArticles } from 'shared-contracts/schemas';

export interface ArticleListArgs {
  category?: string | null;
  page?: number;
  pageSize?: number;
}

export interface ArticleCategory {
  slug: string;
  title: string;
}

/** The backend's largest page size; also how many articles the category list reads. */
const MAX_PAGE_SIZE = 100;

function listUrl({ category, page, pageSize }: ArticleListArgs): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  const query = params.toString();
  return query ? `/api/v1/articles?${query}` : '/api/v1/articles';
}

export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Read as cards (shared-contracts store/listed.ts).
    getArticles: build.query<ListedArticles, ArticleListArgs>({ query: listUrl, transformResponse: readListedArticles }),
    getArticleBySlug: build.query<Article, string>({
      query: (slug) => `/api/v1/articles/slug/${encodeURIComponent(slug)}`,
    }),
    /**
     * The Content API has no list of article categories, so they are read off the
     * published articles (one call, the largest page), in order of first appearance.
     */
    getArticleCategories: build.query<ArticleCategory[], void>({
      query: () => listUrl({ pageSize: MAX_PAGE_SIZE }),
      transformResponse: (list: ArticleList) => {
        const seen = new Map<string, ArticleCategory>();
        for (const a of list.results) if (!seen.has(a.category.slug)) seen.set(a.category.slug, a.category);
        return [...seen.values()].sort((a, b) => a.title.localeCompare(b.title, 'id'));
      },
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleBySlugQuery, useGetArticleCategoriesQuery } = articleApi;
