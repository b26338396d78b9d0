// The three voucher lists as one sub-navigation.
import { NavLink } from 'shared-contracts';
import styles from './vouchers.module.css';

const TABS = [
  { to: '/account/voucher', label: 'Aktif' },
  { to: '/account/voucher/history', label: 'Riwayat' },
  { to: '/account/voucher/bookmark', label: 'Disimpan' },
];

export function VoucherTabs() {
  return (
    <nav aria-label="Voucher" className={styles.tabs}>
      {TABS.map((t) => (
        <NavLink key={t.to} to={t.to} end className={({ isActive }) => (isActive ? styles.activeTab : styles.tab)}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
