import { Link } from 'react-router';
import styles from './Header.module.css';

export function Header({ home }: { home: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="MyValue — Beranda">
          MyValue
        </Link>
        <nav aria-label="Navigasi utama" className={styles.nav}>
          <Link to="/promo">Promo</Link>
          <Link to="/event">Event</Link>
          <Link to="/merchant">Merchant</Link>
          <Link to="/article">Artikel</Link>
        </nav>
      </div>
      {home ? <div className={styles.homeBlock} data-testid="home-header-block" /> : null}
    </header>
  );
}
