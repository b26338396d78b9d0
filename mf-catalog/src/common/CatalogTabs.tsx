import { NavLink } from 'shared-contracts';
import { COPY } from './copy';
import styles from './catalog.module.css';

/** Switches between the catalog's two lists: promos and merchants. */
export function CatalogTabs() {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab);
  return (
    <nav aria-label="Katalog" className={styles.tabs}>
      <NavLink to="/promo" end className={cls}>
        {COPY.promoTitle}
      </NavLink>
      <NavLink to="/merchant" end className={cls}>
        {COPY.merchantTitle}
      </NavLink>
    </nav>
  );
}
