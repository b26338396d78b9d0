// The catalog's home-page widgets: each loads, fails and retries on its own. The shell's
// home section around each widget gives the heading and 'Lihat Semua'; widgets render content only.
import { Link } from 'shared-contracts';
import { Skeleton, useGetHeaderCategoriesQuery } from 'shared-contracts';
import common from '../../common/catalog.module.css';
import { ItemList } from '../../common/ItemList';
import { MerchantGrid } from '../../common/MerchantGrid';
import { useCatalogMerchantsQuery } from '../../api/merchantApi';
import { PromoGrid } from '../../common/PromoGrid';
import { useCatalogFavoritePromosQuery, useCatalogNewestPromosQuery } from '../../api/promoApi';
import { MERCHANT_STRIP_ARGS, PROMO_STRIP_ARGS } from './homeWidgetData';
import styles from './widgets.module.css';

export { STRIP_SIZE } from './homeWidgetData';

/** A strip of promos from one list endpoint, with its own states. */
function PromoStrip({ query, label, emptyText }: { query: StripQuery; label: string; emptyText: string }) {
  return (
    <PromoGrid
      label={label}
      layout="strip"
      placeholders={4}
      promos={query.data?.results}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={<p className={common.muted}>{emptyText}</p>}
    />
  );
}

type StripQuery = ReturnType<typeof useCatalogFavoritePromosQuery>;

export function FavoritePromosWidget() {
  const query = useCatalogFavoritePromosQuery(PROMO_STRIP_ARGS);
  return <PromoStrip query={query} label="Promo Favorit" emptyText="Belum ada promo favorit." />;
}

export function NewestPromosWidget() {
  const query = useCatalogNewestPromosQuery(PROMO_STRIP_ARGS);
  return <PromoStrip query={query} label="Promo Terbaru" emptyText="Belum ada promo baru." />;
}

export function CategoryGridWidget() {
  const query = useGetHeaderCategoriesQuery();
  return (
    <ItemList
      label="Kategori Voucher"
      listClass={styles.categoryGrid}
      placeholders={8}
      items={query.data?.results}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={<p className={common.muted}>Belum ada kategori.</p>}
      keyOf={(c) => c.id}
      renderSkeleton={() => <Skeleton height={88} />}
      renderItem={(c) => (
        <Link to={`/category/${c.slug}`} className={styles.categoryTile}>
          <img src={c.image} alt="" width={40} height={40} loading="lazy" />
          <span>{c.title}</span>
        </Link>
      )}
    />
  );
}

export function MerchantStripWidget() {
  const query = useCatalogMerchantsQuery(MERCHANT_STRIP_ARGS);
  return (
    <MerchantGrid
      label="Merchant Partner"
      layout="strip"
      placeholders={4}
      merchants={query.data?.results}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={<p className={common.muted}>Belum ada merchant.</p>}
    />
  );
}
