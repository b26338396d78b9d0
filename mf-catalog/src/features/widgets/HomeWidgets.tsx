// The catalog's home-page widgets: each loads, fails and retries on its own. The shell's
// home section around each widget gives the heading and 'Lihat Semua'; widgets render content only.
import { Link } from 'react-router';
import { Skeleton, STRINGS, useGetHeaderCategoriesQuery } from 'shared-contracts';
import common from '../../common/catalog.module.css';
import { LoadError } from '../../common/LoadError';
import { MerchantGrid } from '../merchant/MerchantGrid';
import { useCatalogMerchantsQuery } from '../merchant/merchantApi';
import { PromoGrid } from '../promo/PromoGrid';
import { useCatalogFavoritePromosQuery, useCatalogNewestPromosQuery } from '../promo/promoApi';
import styles from './widgets.module.css';

export const STRIP_SIZE = 8;

export function FavoritePromosWidget() {
  const query = useCatalogFavoritePromosQuery({ pageSize: STRIP_SIZE });
  return (
    <PromoGrid
      label="Promo Favorit"
      layout="strip"
      placeholders={4}
      promos={query.data?.results}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={<p className={common.muted}>Belum ada promo favorit.</p>}
    />
  );
}

export function NewestPromosWidget() {
  const query = useCatalogNewestPromosQuery({ pageSize: STRIP_SIZE });
  return (
    <PromoGrid
      label="Promo Terbaru"
      layout="strip"
      placeholders={4}
      promos={query.data?.results}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      empty={<p className={common.muted}>Belum ada promo baru.</p>}
    />
  );
}

export function CategoryGridWidget() {
  const query = useGetHeaderCategoriesQuery();
  if (query.isLoading) {
    return (
      <div aria-busy="true">
        <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
        <ul className={styles.categoryGrid}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton height={88} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.results.length === 0) return <p className={common.muted}>Belum ada kategori.</p>;
  return (
    <ul className={styles.categoryGrid} aria-label="Kategori Voucher">
      {query.data.results.map((c) => (
        <li key={c.id}>
          <Link to={`/category/${c.slug}`} className={styles.categoryTile}>
            <img src={c.image} alt="" width={40} height={40} loading="lazy" />
            <span>{c.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MerchantStripWidget() {
  const query = useCatalogMerchantsQuery({ pageSize: 12, sort: 'promos' });
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
