// Sub-navigation between the member area's pages; NavLink marks the current one (aria-current).
// On phones it is one row that scrolls sideways, brought round to the current page.
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'shared-contracts';
import styles from './layout.module.css';

export const ACCOUNT_LINKS = [
  { to: '/account', label: 'Akun Saya', end: true },
  { to: '/account/card', label: 'Kartu Saya', end: true },
  { to: '/account/poin', label: 'Poin Saya', end: true },
  { to: '/account/badge', label: 'Koleksi Badge', end: true },
  { to: '/account/voucher', label: 'Voucher Saya', end: false },
  { to: '/account/history', label: 'Aktivitas', end: true },
  { to: '/account/membership', label: 'Membership', end: true },
  { to: '/account/referral', label: 'Kode Referral', end: true },
  { to: '/account/setting', label: 'Pengaturan Profil', end: false }, // and 'Perangkat' under it
];

/** Scrolls a sideways row (never the page) so that its current link is in view. */
function revealCurrent(row: HTMLElement): void {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || row.scrollWidth <= row.clientWidth) return;
  const box = current.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (box.left >= rowBox.left && box.right <= rowBox.right) return;
  const left = box.left - rowBox.left + row.scrollLeft;
  row.scrollLeft = Math.max(0, left - (row.clientWidth - box.width) / 2);
}

export function AccountNav() {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (row.current) revealCurrent(row.current);
  }, [pathname]);
  return (
    <nav aria-label="Navigasi akun" className={styles.nav}>
      <ul ref={row} className="mv-finger-row">
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
