import { formatDate, formatTime } from 'shared-kit';
import { countdownText, useRemaining } from './countdown';
import styles from './vouchers.module.css';

/** 'Berlaku hingga 22 Nov 2026 23.59 WIB' with the time left (role timer: not announced each tick). */
export function Countdown({ redeemTo }: { redeemTo: string }) {
  const remaining = useRemaining(redeemTo);
  return (
    <p className={styles.countdown}>
      <span>
        Berlaku hingga {formatDate(redeemTo)} {formatTime(redeemTo)}
      </span>{' '}
      <span role="timer" aria-label="Sisa waktu" className={remaining !== null && remaining <= 0 ? styles.expired : styles.left}>
        {remaining === null ? null : countdownText(remaining)}
      </span>
    </p>
  );
}
