// A progress bar screen readers announce as one (value, min, max and a label).
import styles from './common.module.css';

export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <span
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span className={styles.progressBar} style={{ width: `${percent}%` }} />
    </span>
  );
}
