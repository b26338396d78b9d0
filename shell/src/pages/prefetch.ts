// The shell pages' server-rendering prefetch (used by the shell's server renderer only):
// the endpoints, with the very arguments, that the pages' hooks read, so the page renders
// with its data on the server and the browser finds it in the preloaded store (an argument
// that differs by one field is another cache entry, and the browser would fetch again).
// Remote widget areas on the home page stay client-rendered placeholders.
import { organizationJsonLd, type PrefetchContext, type PrefetchResult, type RouteDef } from 'shared-contracts';
import { articleApi } from './article/articleApi';
import { ARTICLES_PAGE_SIZE, parsePage } from './article/ArticleListPage';
import { RELATED_COUNT } from './article/ArticlePage';
import { cmsApi } from './cms/cmsApi';
import { errorStatus, type QueryError } from './common/apiError';
import { homeApi } from './home/homeApi';
import { LATEST_ARTICLES_COUNT } from './home/LatestArticles';
import { articleBreadcrumbJsonLd, articleJsonLd, htmlToPlainText } from './prefetchHead';

/** The CMS slug of each shell page that is (or starts with) CMS copy (pages/index.tsx, BusinessPage, ReferralPage). */
export const CMS_SLUG_OF: Readonly<Record<string, string>> = {
  '/about': 'about',
  '/business': 'business',
  '/referral': 'referral',
  '/learn-more': 'learn-more',
  '/gramedia-troops': 'gramedia-troops',
};

/** 404 stays 404 (the page shows it); anything else that failed is the upstream's (5xx). */
function failure(error: QueryError): PrefetchResult {
  const status = errorStatus(error);
  return { status: status === 404 ? 404 : status !== null && status >= 500 ? status : 502 };
}

/**
 * Mirrors HomePage: banners, the announcement, the latest articles. Each section shows its
 * own failure, so the home page is 200 whatever they answer.
 */
async function home({ store, siteConfig }: PrefetchContext): Promise<PrefetchResult> {
  await Promise.all([
    store.dispatch(homeApi.endpoints.getBanners.initiate()),
    store.dispatch(homeApi.endpoints.getHomeAnnouncement.initiate()),
    store.dispatch(articleApi.endpoints.getArticles.initiate({ pageSize: LATEST_ARTICLES_COUNT })),
  ]);
  return { status: 200, head: { jsonLd: [organizationJsonLd(siteConfig.publicUrl)] } };
}

/** Mirrors CmsPage (a failed copy shows the page's own error box, with the failure's status). */
async function cms(ctx: PrefetchContext, slug: string, route: RouteDef): Promise<PrefetchResult> {
  const result = await ctx.store.dispatch(cmsApi.endpoints.getCmsPage.initiate(slug));
  if (!result.data) return failure(result.error);
  const page = result.data;
  return {
    status: 200,
    head: { title: page.title || route.title, description: page.summary || htmlToPlainText(page.content) || undefined },
  };
}

/** Mirrors ArticleListPage: ?category and ?page, the page size, and the category chips. */
async function articleList({ store, search }: PrefetchContext, route: RouteDef): Promise<PrefetchResult> {
  const params = new URLSearchParams(search);
  const category = params.get('category') || null;
  const page = parsePage(params.get('page'));
  const [categories, list] = await Promise.all([
    store.dispatch(articleApi.endpoints.getArticleCategories.initiate()),
    store.dispatch(articleApi.endpoints.getArticles.initiate({ category, page, pageSize: ARTICLES_PAGE_SIZE })),
  ]);
  if (list.error) return failure(list.error);
  const categoryTitle = categories.data?.find((c) => c.slug === category)?.title ?? null;
  return { status: 200, head: { title: categoryTitle ? `Artikel ${categoryTitle}` : route.title } };
}

/** Mirrors ArticlePage and its related list; an unknown slug is the 404 page. */
async function articleDetail({ store, params, siteConfig }: PrefetchContext): Promise<PrefetchResult> {
  const slug = params.slug ?? '';
  if (!slug) return { status: 404 };
  const result = await store.dispatch(articleApi.endpoints.getArticleBySlug.initiate(slug));
  if (!result.data) return failure(result.error);
  const article = result.data;
  await store.dispatch(articleApi.endpoints.getArticles.initiate({ category: article.category.slug, pageSize: RELATED_COUNT + 1 }));
  return {
    status: 200,
    head: {
      title: article.title,
      description: article.summary || htmlToPlainText(article.content) || undefined,
      image: article.image,
      jsonLd: [articleJsonLd(article, siteConfig.publicUrl), articleBreadcrumbJsonLd(article, siteConfig.publicUrl)],
    },
  };
}

/**
 * Loads a shell page's data into ctx.store and says what the page is (status and head).
 * Pages without data of their own (health, redirect) answer 200 with the route's title.
 */
export async function prefetchShellPage(route: RouteDef, ctx: PrefetchContext): Promise<PrefetchResult> {
  const slug = CMS_SLUG_OF[route.path];
  if (slug) return cms(ctx, slug, route);
  switch (route.path) {
    case '/':
      return home(ctx);
    case '/article':
      return articleList(ctx, route);
    case '/article/:slug':
      return articleDetail(ctx);
    default:
      return { status: 200 };
  }
}
