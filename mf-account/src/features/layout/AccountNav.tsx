// Sub-navigation between the member area's pages; NavLink marks the current one (aria-current).
import { NavLink } from 'shared-contracts';
import styles from './layout.module.css';

export const ACCOUNT_LINKS = [
  { to: '/account', label: 'Akun Saya', end: true },
  { to: '/account/poin', label: 'Poin Saya', end: true },
  { to: '/account/badge', label: 'Koleksi Badge', end: true },
  { to: '/account/voucher', label: 'Voucher Saya', end: false },
  { to: '/account/referral', label: 'Kode Referral', end: true },
  { to: '/account/setting', label: 'Pengaturan Profil', end: true },
];

export function AccountNav() {
  return (
    <nav aria-label="Navigasi akun" className={styles.nav}>
      <ul>
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
