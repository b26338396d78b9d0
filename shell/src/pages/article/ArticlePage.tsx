// '/article/:slug': one article with its sanitised HTML, author, date, reading time and
// related articles of the same category. An unknown slug is the shell's 404 page.
import { Link, matchPath, useLocation } from 'react-router';
import { isPageNotFound, NotFound, STRINGS, Skeleton, type RouteDef } from 'shared-contracts';
import { Breadcrumbs, QueryErrorBox, SafeHtml, formatDate } from 'shared-kit';
import type { Article } from 'shared-contracts/schemas';
import { ArticleCard, ArticleGrid } from '../../common/ArticleCard';
import { articleListHref } from './ArticleListPage';
import { useGetArticleBySlugQuery, useGetArticlesQuery } from '../../api/articleApi';
import { articleSlug, relatedArticlesArgs, RELATED_COUNT } from './articlePageData';
import { readingTimeLabel } from './readingTime';
import styles from './ArticlePages.module.css';

function RelatedArticles({ article }: { article: Article }) {
  // One more than shown, as the list may include the article being read.
  const { data } = useGetArticlesQuery(relatedArticlesArgs(article));
  const related = (data?.results ?? []).filter((a) => a.slug !== article.slug).slice(0, RELATED_COUNT);
  // Related articles are an extra: while loading, on failure or when there are none,
  // the section is left out instead of competing with the article.
  if (!related.length) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title" data-testid="related-articles">
      <h2 id="related-title" className={styles.relatedTitle}>
        Artikel Terkait
      </h2>
      <ArticleGrid>
        {related.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </ArticleGrid>
    </section>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-live="polite" className={styles.readingSkeleton}>
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      <Skeleton height={14} width="30%" />
      <Skeleton height={32} width="90%" />
      <Skeleton height={14} width="50%" />
      <Skeleton height={220} />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
    </div>
  );
}

export function ArticlePage({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const params = matchPath(route.path, pathname)?.params ?? {};
  const slug = params.slug ?? '';
  const { data: article, error, isFetching, isError, refetch } = useGetArticleBySlugQuery(articleSlug(params));
  // A missing article leaves the title to the 404 page (its effect runs before this one on a hydrated first load).

  if (!slug || isPageNotFound(error)) {
    return (
      <div data-owner="shell">
        <NotFound />
      </div>
    );
  }

  let content;
  // A previous article's data stays in `data` while the next one loads: show it only if it matches.
  if (article && article.slug === slug) {
    const category = article.category;
    content = (
      <>
        <article className={styles.reading} aria-labelledby="article-title">
          <Breadcrumbs items={[{ label: 'Artikel', to: '/article' }, { label: category.title, to: articleListHref(category.slug) }]} />
          <h1 id="article-title" className={styles.readingTitle}>
            {article.title}
          </h1>
          <p className={styles.readingMeta}>
            <span>Oleh {article.author}</span>
            <time dateTime={article.publishedDate}>{formatDate(article.publishedDate)}</time>
            <span>{readingTimeLabel(article.content)}</span>
          </p>
          <img className={styles.hero} src={article.image} alt="" width={800} height={450} fetchPriority="high" />
          <SafeHtml className={styles.body} html={article.content} data-testid="article-content" />
        </article>
        <RelatedArticles article={article} />
      </>
    );
  } else if (isError && !isFetching) {
    content = (
      <>
        <QueryErrorBox title="Artikel gagal dimuat" error={error} onRetry={() => void refetch()} />
        <Link to="/article">Lihat semua artikel</Link>
      </>
    );
  } else {
    content = <ArticleSkeleton />;
  }

  return (
    <div data-owner="shell" className={styles.page}>
      {content}
    </div>
  );
}
