import { STRINGS } from '../strings';
import styles from './ui.module.css';

/** What an area shows when its remote fails to load or throws: the rest of the page stays. */
export function RemoteFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className={styles.failure} role="alert" data-testid="remote-fallback">
      <h2>{STRINGS.remoteFailedTitle}</h2>
      <p>{STRINGS.remoteFailedText}</p>
      {onRetry ? (
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRetry}>
          {STRINGS.retry}
        </button>
      ) : null}
    </section>
  );
}
