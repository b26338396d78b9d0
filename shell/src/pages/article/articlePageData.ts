// What '/article' and '/article/:slug' read, with which arguments: the pages' hooks and
// the shell's page table (pages/index.tsx, which the server prefetch reads) both use these.
import { pageNumber, queryCall, skipToken, type DataCall, type PageDataContext } from 'shared-contracts';
import type { Article } from 'shared-contracts/schemas';
import { articleApi, type ArticleListArgs } from '../../api/articleApi';

export const ARTICLES_PAGE_SIZE = 9;
/** Related articles shown under an article (one more is asked for: the list may include the article itself). */
export const RELATED_COUNT = 3;

export function parsePage(raw: string | null): number {
  return pageNumber(raw);
}

/** ?category (or all) and ?page of '/article'. */
export function articleCategoryParam(search: URLSearchParams): string | null {
  return search.get('category') || null;
}

export function articleListArgs(search: URLSearchParams): ArticleListArgs {
  return { category: articleCategoryParam(search), page: parsePage(search.get('page')), pageSize: ARTICLES_PAGE_SIZE };
}

export function articleListData({ search }: PageDataContext): DataCall[] {
  return [
    queryCall(articleApi.endpoints.getArticleCategories, undefined),
    queryCall(articleApi.endpoints.getArticles, articleListArgs(search), { main: true }),
  ];
}

/** The chosen category's title, once the categories are known. */
export function articleCategoryTitleIn({ search, state }: Pick<PageDataContext, 'search' | 'state'>): string | null {
  const category = articleCategoryParam(search);
  return articleApi.endpoints.getArticleCategories.select()(state).data?.find((c) => c.slug === category)?.title ?? null;
}

/** 'Artikel {category}' once the chosen category is known (else the route's title is the list's). */
export function articleListTitle(categoryTitle: string | null): string | undefined {
  return categoryTitle ? `Artikel ${categoryTitle}` : undefined;
}

export function articleSlug(params: Readonly<Record<string, string | undefined>>): string | typeof skipToken {
  return params.slug || skipToken;
}

export function relatedArticlesArgs(article: Article): ArticleListArgs {
  return { category: article.category.slug, pageSize: RELATED_COUNT + 1 };
}

export function articleIn({ params, state }: Pick<PageDataContext, 'params' | 'state'>): Article | undefined {
  const slug = articleSlug(params);
  return slug === skipToken ? undefined : articleApi.endpoints.getArticleBySlug.select(slug)(state).data;
}

export function articleData(ctx: PageDataContext): DataCall[] {
  const slug = articleSlug(ctx.params);
  if (slug === skipToken) return [];
  const article = articleIn(ctx);
  return [
    queryCall(articleApi.endpoints.getArticleBySlug, slug, { main: true }),
    ...(article ? [queryCall(articleApi.endpoints.getArticles, relatedArticlesArgs(article))] : []),
  ];
}
