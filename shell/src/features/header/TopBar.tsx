// Spec §2 desktop top bar: download-app popover, about, partner, categories, referral,
// and 'Pusat Bantuan' jumping to the footer's help section.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { HELP_SECTION_ID } from '../footer/Footer';
import { CategoriesPopover } from './CategoriesPopover';
import { DownloadAppPopover } from './DownloadAppPopover';
import styles from './Header.module.css';

/** Scrolls to the footer's help section and moves focus there (no route change). */
export function jumpToHelp(e: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(HELP_SECTION_ID);
  if (!target) return;
  e.preventDefault();
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function TopBar() {
  return (
    <nav aria-label="Tautan MyValue" className={styles.topBar}>
      <div className={styles.topInner}>
        <DownloadAppPopover />
        <ul className={styles.topLinks}>
          <li>
            <Link to="/about" className={styles.topLink}>
              Tentang MyValue
            </Link>
          </li>
          <li>
            <Link to="/business" className={styles.topLink}>
              Menjadi Partner
            </Link>
          </li>
          <li>
            <CategoriesPopover />
          </li>
          <li>
            <Link to="/referral" className={styles.topLink}>
              Program Referral
            </Link>
          </li>
          <li>
            <a href={`#${HELP_SECTION_ID}`} className={styles.topLink} onClick={jumpToHelp}>
              Pusat Bantuan
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
