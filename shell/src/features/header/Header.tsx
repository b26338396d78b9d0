// Spec §2 header: desktop top bar, logo to /, main navigation, desktop search bar,
// phone category and search icons (search not on /search), the user menu; the home-only
// block follows the header and scrolls away with the page (only the header stays put).
import { Link, useLocation } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { CategoriesPopover } from './CategoriesPopover';
import { Logo } from '../icons/Logo';
import { HomeHeaderBlock } from './HomeHeaderBlock';
import { SearchBox } from './SearchBox';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

export function Header({ home }: { home: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
    <header className={styles.header}>
      <TopBar />
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="MyValue — Beranda">
          <Logo />
        </Link>
        <nav aria-label="Navigasi utama" className={styles.nav}>
          <Link to="/promo">Promo</Link>
          <Link to="/event">Event</Link>
          <Link to="/merchant">Merchant</Link>
          <Link to="/article">Artikel</Link>
        </nav>
        <div className={styles.desktopSearch}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <CategoriesPopover phone />
          {pathname === '/search' ? null : (
            <Link to="/search" className={`${styles.iconButton} ${styles.mobileSearch}`} aria-label="Cari">
              <SearchIcon />
            </Link>
          )}
          <UserMenu />
        </div>
      </div>
    </header>
    {home ? <HomeHeaderBlock /> : null}
    </>
  );
}
