// The settings page's way to 'Perangkat'.
import { Link } from 'shared-contracts';
import { buttonClass } from 'shared-kit';
import forms from '../../common/forms.module.css';
import styles from './settings.module.css';

export function DevicesLink() {
  return (
    <section className={forms.form} aria-labelledby="devices-link-title">
      <h2 id="devices-link-title" className={forms.formTitle}>
        Perangkat
      </h2>
      <p className={styles.linkText}>Lihat browser yang sedang masuk ke akunmu dan keluarkan yang tidak kamu kenali.</p>
      <Link to="/account/setting/perangkat" className={`${buttonClass('secondary')} ${styles.linkButton}`}>
        Kelola Perangkat
      </Link>
    </section>
  );
}
