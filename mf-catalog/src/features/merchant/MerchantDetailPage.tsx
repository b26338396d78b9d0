// /merchant/{slug}: the merchant (spec §2 loading rule, kept as merchantPage) and its promos.
import { Link, useParams, useSearchParams } from 'shared-contracts';
import { isPageNotFoundStatus, NotFound, Skeleton, STRINGS } from 'shared-contracts';
import { Breadcrumbs, QueryErrorBox } from 'shared-kit';
import type { Merchant } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { pageParam } from '../../common/Pagination';
import { PagedPromos } from '../../common/PagedPromos';
import { useCatalogPromosQuery } from '../../api/promoApi';
import { merchantPromosArgs } from './merchantPageData';
import { useMerchantPage } from './useMerchantPage';
import styles from '../../common/merchant.module.css';

export function MerchantDetailPage() {
  const { slug = '' } = useParams();
  const view = useMerchantPage(slug);

  if (view.status === 'loading') {
    return (
      <div className={common.page} aria-busy="true">
        <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
        <div className={styles.header}>
          <Skeleton width={96} height={96} />
          <Skeleton width="50%" height={28} />
        </div>
      </div>
    );
  }
  if (view.status === 'error') {
    // Spec §8: a merchant missing or invalid (no id above 0) is the 404 page.
    if (isPageNotFoundStatus(view.errorStatus)) return <NotFound />;
    return (
      <div className={common.page}>
        <QueryErrorBox onRetry={view.retry} />
      </div>
    );
  }
  return <MerchantDetail merchant={view.data} />;
}

function MerchantDetail({ merchant }: { merchant: Merchant }) {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const promos = useCatalogPromosQuery(merchantPromosArgs(merchant, params));
  return (
    <div className={common.page}>
      <Breadcrumbs items={[{ label: COPY.merchantTitle, to: '/merchant' }, { label: merchant.name }]} />
      <header className={styles.header}>
        <img src={merchant.image} alt={`Logo ${merchant.name}`} className={styles.bigLogo} width={96} height={96} />
        <div>
          <h1 className={styles.title}>{merchant.name}</h1>
          <p className={common.muted}>{merchant.description}</p>
          {merchant.categories.length > 0 ? (
            <ul className={common.chips} aria-label="Kategori merchant">
              {merchant.categories.map((c) => (
                <li key={c.id}>
                  <Link to={`/category/${c.slug}`} className={common.chip}>
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <section className={common.section} aria-labelledby="merchant-promos">
        <div className={common.sectionHead}>
          <h2 id="merchant-promos" className={common.sectionTitle}>
            Promo dari {merchant.name}
          </h2>
        </div>
        <PagedPromos promos={promos} page={page} label={`Promo dari ${merchant.name}`} emptyTitle="Belum ada promo dari merchant ini" listId="merchant-promos" />
      </section>
    </div>
  );
}
