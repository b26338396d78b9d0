import styles from './ui.module.css';

/** A short message announced politely to screen readers. */
export function Toast({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? <div className={styles.toast}>{message}</div> : null}
    </div>
  );
}
