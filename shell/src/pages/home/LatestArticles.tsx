// The newest articles on the home page.
import { STRINGS } from 'shared-contracts';
import { EmptyState, QueryErrorBox } from 'shared-kit';
import { ArticleCard, ArticleCardSkeleton, ArticleGrid } from '../../common/ArticleCard';
import { useGetArticlesQuery } from '../../api/articleApi';
import { LATEST_ARTICLES_ARGS, LATEST_ARTICLES_COUNT } from './homePageData';

export function LatestArticles() {
  const { data, error, isLoading, isError, refetch } = useGetArticlesQuery(LATEST_ARTICLES_ARGS);
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
