// The newest articles on the home page.
import { EmptyState, QueryErrorBox, STRINGS } from 'shared-contracts';
import { ArticleCard, ArticleCardSkeleton, ArticleGrid } from '../article/ArticleCard';
import { useGetArticlesQuery } from '../article/articleApi';

export const LATEST_ARTICLES_COUNT = 3;

export function LatestArticles() {
  const { data, error, isLoading, isError, refetch } = useGetArticlesQuery({ pageSize: LATEST_ARTICLES_COUNT });
  if (isLoading) {
    return (
      <div role="status" aria-live="polite">
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        <ArticleGrid>
          {Array.from({ length: LATEST_ARTICLES_COUNT }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </ArticleGrid>
      </div>
    );
  }
  if (isError) return <QueryErrorBox title="Artikel gagal dimuat" error={error} onRetry={() => void refetch()} />;
  if (!data?.results.length) return <EmptyState title="Belum ada artikel" />;
  return (
    <ArticleGrid>
      {data.results.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </ArticleGrid>
  );
}
