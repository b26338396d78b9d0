import { Button, STRINGS } from 'shared-contracts';
import { COPY } from './copy';
import styles from './catalog.module.css';

/** A failed load inside a page or widget: says so in Indonesian and offers to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p className={styles.loadErrorTitle}>{STRINGS.errorTitle}</p>
      <p>{message ?? COPY.loadFailed}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {STRINGS.retry}
        </Button>
      ) : null}
    </div>
  );
}
