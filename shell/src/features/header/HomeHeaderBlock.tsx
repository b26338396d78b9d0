// Spec §2: the header's extra block, only on home: a greeting and quick category links.
import { Link } from 'react-router';
import { selectSession, Skeleton, STRINGS, useAppSelector } from 'shared-contracts';
import { useHeaderCategories } from './useHeaderData';
import styles from './Header.module.css';

const QUICK_CATEGORIES = 8;

export function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hai, ${firstName}!` : 'Hai, selamat datang di MyValue!';
}

export function HomeHeaderBlock() {
  const session = useAppSelector(selectSession);
  const { items, loading } = useHeaderCategories();
  return (
    <div className={styles.homeBlock} data-testid="home-header-block">
      <div className={styles.homeInner}>
        <p className={styles.greeting}>{greeting(session.status === 'member' ? session.user?.firstName : null)}</p>
        <p className={styles.tagline}>Temukan promo, voucher, dan event dari merchant partner MyValue.</p>
        {loading ? (
          <div className={styles.chips} role="status" aria-live="polite">
            <span className="mv-visually-hidden">{STRINGS.loading}</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} width={96} height={32} />
            ))}
          </div>
        ) : items.length > 0 ? (
          <nav aria-label="Kategori populer">
            <ul className={styles.chips}>
              {items.slice(0, QUICK_CATEGORIES).map((c) => (
                <li key={c.to}>
                  <Link to={c.to} className={styles.chip}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
