// The settings page's way to 'Perangkat'.
import { Link, buttonClass } from 'shared-contracts';
import settings from '../settings/settings.module.css';
import styles from './devices.module.css';

export function DevicesLink() {
  return (
    <section className={settings.form} aria-labelledby="devices-link-title">
      <h2 id="devices-link-title" className={settings.formTitle}>
        Perangkat
      </h2>
      <p className={styles.muted}>Lihat browser yang sedang masuk ke akunmu dan keluarkan yang tidak kamu kenali.</p>
      <Link to="/account/setting/perangkat" className={`${buttonClass('secondary')} ${styles.linkButton}`}>
        Kelola Perangkat
      </Link>
    </section>
  );
}
