import { FOOTER_START_YEAR } from 'shared-contracts';
import styles from './Footer.module.css';

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer} id="pusat-bantuan">
      <div className={styles.inner}>
        <p>
          © {FOOTER_START_YEAR}–{year} MyValue
        </p>
      </div>
    </footer>
  );
}
