// Spec §2 header: desktop top bar, logo to /, main navigation, desktop search bar,
// phone category and search icons (search not on /search), the user menu; the home-only
// block follows the header and scrolls away with the page (only the header stays put).
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { CategoriesPopover } from './CategoriesPopover';
import { Logo } from '../icons/Logo';
import { HomeHeaderBlock } from './HomeHeaderBlock';
import { SearchBox } from './SearchBox';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/**
 * Keeps the --mv-header-height token equal to the sticky header's real height, so
 * scroll-padding-top (and sticky bars in pages) clear it whatever the fonts and zoom.
 */
function useHeaderHeightToken() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--mv-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--mv-header-height');
    };
  }, []);
  return ref;
}

export function Header({ home }: { home: boolean }) {
  const { pathname } = useLocation();
  const ref = useHeaderHeightToken();
  return (
    <>
      <header ref={ref} className={styles.header}>
        <TopBar />
        <div className={styles.bar}>
          <Link to="/" className={styles.logo} aria-label="MyValue — Beranda">
            <Logo />
          </Link>
          <div className={styles.navRow}>
            <nav aria-label="Navigasi utama" className={`${styles.nav} mv-finger-row`}>
              <Link to="/promo">Promo</Link>
              <Link to="/event">Event</Link>
              <Link to="/merchant">Merchant</Link>
              <Link to="/article">Artikel</Link>
            </nav>
            <CategoriesPopover phone />
          </div>
          <div className={styles.desktopSearch}>
            <SearchBox />
          </div>
          <div className={styles.actions}>
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
