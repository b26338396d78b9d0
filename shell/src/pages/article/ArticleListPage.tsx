// '/article': the articles, newest first, filtered by category and paged. Category and
// page live in the URL (?category=tips&page=2), so a list can be shared and Back works.
import { useFocusOnChange } from '../../common/useFocusOnChange';
import { Link, useSearchParams } from 'react-router';
import { STRINGS, Skeleton, type RouteDef } from 'shared-contracts';
import { EmptyState, PageHeading, Pagination, QueryErrorBox } from 'shared-kit';
import { ArticleCard, ArticleCardSkeleton, ArticleGrid } from '../../common/ArticleCard';
import { useGetArticleCategoriesQuery, useGetArticlesQuery, type ArticleCategory } from '../../api/articleApi';
import { articleCategoryParam, articleListArgs, articleListTitle, parsePage } from './articlePageData';
import styles from './ArticlePages.module.css';


export function articleListHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/article?${query}` : '/article';
}

function CategoryFilter({ active, categories, loading }: { active: string | null; categories: ArticleCategory[]; loading: boolean }) {
  const chip = (slug: string | null, title: string) => (
    <li key={slug ?? 'all'}>
      <Link
        to={articleListHref(slug)}
        className={styles.chip}
        aria-current={active === slug ? 'page' : undefined}
      >
        {title}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Kategori artikel" className={`${styles.filter} mv-finger-row`}>
      <ul className={styles.chips}>
        {chip(null, 'Semua')}
        {categories.map((c) => chip(c.slug, c.title))}
        {loading ? (
          <li aria-hidden="true">
            <Skeleton height={36} width={220} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function ArticleListPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const category = articleCategoryParam(params);
  const page = parsePage(params.get('page'));
  const categories = useGetArticleCategoriesQuery();
  const { data, error, isFetching, isLoading, isError, refetch } = useGetArticlesQuery(articleListArgs(params));
  const categoryTitle = categories.data?.find((c) => c.slug === category)?.title ?? null;
  const heading = articleListTitle(categoryTitle) ?? route.title;

  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${category}|${page}`);

  const totalPages = data ? Math.max(1, Math.ceil(data.count / data.perPage)) : 1;

  let body;
  if (isLoading || (isFetching && !data)) {
    body = (
      <div role="status" aria-live="polite">
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        <ArticleGrid>
          {Array.from({ length: 6 }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </ArticleGrid>
      </div>
    );
  } else if (isError) {
    body = <QueryErrorBox title="Artikel gagal dimuat" error={error} onRetry={() => void refetch()} />;
  } else if (!data?.results.length) {
    body =
      page > 1 ? (
        <EmptyState title="Halaman ini tidak berisi artikel">
          <Link to={articleListHref(category)}>Kembali ke halaman pertama</Link>
        </EmptyState>
      ) : (
        <EmptyState title={category ? 'Belum ada artikel di kategori ini' : 'Belum ada artikel'}>
          {category ? <Link to={articleListHref(null)}>Lihat semua artikel</Link> : <Link to="/">Kembali ke beranda</Link>}
        </EmptyState>
      );
  } else {
    body = (
      <div aria-busy={isFetching} className={isFetching ? styles.refreshing : undefined}>
        <p className="mv-visually-hidden" aria-live="polite">
          {`${data.count} artikel, halaman ${page} dari ${totalPages}`}
        </p>
        <ArticleGrid>
          {data.results.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={2} />
          ))}
        </ArticleGrid>
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefOf={(p) => articleListHref(category, p)}
          label="Halaman artikel"
        />
      </div>
    );
  }

  return (
    <div data-owner="shell" className={styles.page}>
      <PageHeading ref={headingRef} tabIndex={-1} className={styles.title}>
        {heading}
      </PageHeading>
      <CategoryFilter active={category} categories={categories.data ?? []} loading={categories.isLoading} />
      {body}
    </div>
  );
}
