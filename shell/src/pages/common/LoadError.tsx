// A failed load inside a page: what went wrong, in Indonesian, and a way to try again.
import { Button, STRINGS } from 'shared-contracts';
import styles from './common.module.css';

export function LoadError({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p className={styles.loadErrorTitle}>{title}</p>
      <p className={styles.loadErrorText}>{text}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {STRINGS.retry}
        </Button>
      ) : null}
    </div>
  );
}
