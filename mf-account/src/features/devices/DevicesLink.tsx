// The settings page's way to 'Perangkat'.
import { Link } from 'shared-contracts';
import settings from '../settings/settings.module.css';

export function DevicesLink() {
  return (
    <section className={settings.form} aria-labelledby="devices-link-title">
      <h2 id="devices-link-title" className={settings.formTitle}>
        Perangkat
      </h2>
      <p>Lihat browser yang sedang masuk ke akunmu dan keluarkan yang tidak kamu kenali.</p>
      <Link to="/account/setting/perangkat">Kelola Perangkat</Link>
    </section>
  );
}
