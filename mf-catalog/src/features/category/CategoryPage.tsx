// /category/{slug}: the category (by id when the slug is all digits, else by slug; kept as
// categoryPage) with its promos and merchants. An unknown category is the 404 page.
import { Link, useParams, useSearchParams } from 'shared-contracts';
import { isPageNotFoundStatus, NotFound, Skeleton, STRINGS } from 'shared-contracts';
import { PageHeading, QueryErrorBox } from 'shared-kit';
import type { Category } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { pageParam } from '../../common/Pagination';
import { MerchantGrid } from '../../common/MerchantGrid';
import { useCatalogMerchantsQuery } from '../../api/merchantApi';
import { PagedPromos } from '../../common/PagedPromos';
import { useCatalogPromosQuery } from '../../api/promoApi';
import { categoryMerchantsArgs, categoryPromosArgs } from './categoryPageData';
import { useCategoryPage } from './useCategoryPage';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const view = useCategoryPage(slug);

  if (view.status === 'loading') {
    return (
      <div className={common.page} aria-busy="true">
        <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
        <Skeleton width="40%" height={32} />
      </div>
    );
  }
  if (view.status === 'error') {
    // Spec §8: a category the lookup does not know is the 404 page ('Page Not Found: {path}').
    if (isPageNotFoundStatus(view.errorStatus)) return <NotFound />;
    return (
      <div className={common.page}>
        <QueryErrorBox onRetry={view.retry} />
      </div>
    );
  }
  return <CategoryDetail category={view.data} />;
}

function CategoryDetail({ category }: { category: Category }) {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const promos = useCatalogPromosQuery(categoryPromosArgs(category, params));
  const merchants = useCatalogMerchantsQuery(categoryMerchantsArgs(category));
  return (
    <div className={common.page}>
      <PageHeading>{category.title}</PageHeading>
      <p className={common.muted}>{category.description}</p>
      <section className={common.section} aria-labelledby="category-promos">
        <div className={common.sectionHead}>
          <h2 id="category-promos" className={common.sectionTitle}>
            Promo {category.title}
          </h2>
          <Link to={`/promo?category=${encodeURIComponent(category.slug)}`}>{COPY.seeAll}</Link>
        </div>
        <PagedPromos promos={promos} page={page} label={`Promo ${category.title}`} emptyTitle="Belum ada promo di kategori ini" listId="category-promos" />
      </section>
      <section className={common.section} aria-labelledby="category-merchants">
        <div className={common.sectionHead}>
          <h2 id="category-merchants" className={common.sectionTitle}>
            Merchant {category.title}
          </h2>
          <Link to={`/merchant?category=${encodeURIComponent(category.slug)}`}>{COPY.seeAll}</Link>
        </div>
        <MerchantGrid
          label={`Merchant ${category.title}`}
          merchants={merchants.data?.results}
          isLoading={merchants.isLoading}
          isError={merchants.isError}
          onRetry={() => void merchants.refetch()}
          empty={<p className={common.muted}>Belum ada merchant di kategori ini.</p>}
        />
      </section>
    </div>
  );
}
