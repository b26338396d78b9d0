// The voucher pages and the member card both show a code full-screen at the till.
import styles from './fullscreen.module.css';

export const TILL_BRIGHTNESS_HINT = 'Naikkan kecerahan layar agar kode mudah dipindai kasir.';

function SunIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

/** Under a code on the full screen: turn the brightness up. */
export function BrightnessHint() {
  return (
    <p className={styles.brightness}>
      <SunIcon />
      {TILL_BRIGHTNESS_HINT}
    </p>
  );
}
