// 'Kategori Voucher', a grid of category links (loading until they load): in the desktop
// top bar as a text button, and on phones as an icon button in the header's actions whose
// panel spans the screen under the header and opens before the scripts have run.
import { Link } from 'react-router';
import { Skeleton, STRINGS } from 'shared-contracts';
import { ErrorBox } from 'shared-kit';
import { ChevronDownIcon, GridIcon } from '../icons/icons';
import { Popover } from './Popover';
import { useHeaderCategories } from './useHeaderData';
import styles from './Header.module.css';

export const CATEGORIES_TEXT = {
  trigger: 'Kategori Voucher',
  failed: 'Kategori gagal dimuat.',
  empty: 'Belum ada kategori.',
  all: 'Lihat Semua Promo',
} as const;

export function CategoryGrid() {
  const { items, loading, failed, retry } = useHeaderCategories();
  if (loading) {
    return (
      <div role="status" aria-live="polite" className={styles.categoryGrid}>
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <ErrorBox title={CATEGORIES_TEXT.failed} onRetry={() => void retry()} />
    );
  }
  if (items.length === 0) {
    return (
      <p className={styles.panelHint}>
        {CATEGORIES_TEXT.empty} <Link to="/promo">{CATEGORIES_TEXT.all}</Link>
      </p>
    );
  }
  return (
    <ul className={styles.categoryGrid}>
      {items.map((c) => (
        <li key={c.to}>
          <Link to={c.to} className={styles.category}>
            <img src={c.img} alt="" width={32} height={32} loading="lazy" />
            <span>{c.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoriesPopover({ phone = false }: { phone?: boolean }) {
  // Start loading with the header, so the grid is usually ready when the popover opens.
  useHeaderCategories();
  return (
    <Popover
      panelLabel={CATEGORIES_TEXT.trigger}
      triggerLabel={phone ? CATEGORIES_TEXT.trigger : undefined}
      rootClassName={phone ? styles.phoneCategories : undefined}
      triggerClassName={phone ? styles.iconButton : styles.topLink}
      panelClassName={phone ? styles.phoneCategoryPanel : styles.categoryPanel}
      // A phone's tap opens it before the scripts run (a desktop's scripts are there by
      // the time the pointer is).
      opensBeforeScripts={phone}
      trigger={
        phone ? (
          <GridIcon />
        ) : (
          <>
            {CATEGORIES_TEXT.trigger} <ChevronDownIcon />
          </>
        )
      }
    >
      <CategoryGrid />
    </Popover>
  );
}
