import { useOnline } from '../react/useOnline';
import { STRINGS } from '../strings';
import styles from './ui.module.css';

/**
 * What an area shows when its remote fails to load or throws: the rest of the page stays.
 * Offline, it says so (the site is not at fault) and that the area comes back by itself.
 */
export function RemoteFailure({ onRetry }: { onRetry?: () => void }) {
  const online = useOnline();
  return (
    <section className={styles.failure} role="alert" data-testid="remote-fallback" data-offline={online ? undefined : 'true'}>
      <h2>{online ? STRINGS.remoteFailedTitle : STRINGS.offlineTitle}</h2>
      <p>{online ? STRINGS.remoteFailedText : STRINGS.offlineText}</p>
      {onRetry ? (
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRetry}>
          {STRINGS.retry}
        </button>
      ) : null}
    </section>
  );
}
