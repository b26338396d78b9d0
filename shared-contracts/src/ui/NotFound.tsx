// The 404 view a remote renders for an unknown slug: the same words, buttons and look as
// the shell's error page (spec §2), so visitors cannot tell who drew it.
import { useNavigate } from 'react-router';
import { usePageTitle } from '../react/RemoteContext';
import { STRINGS } from '../strings';
import { Button } from './Button';
import styles from './NotFound.module.css';

export function NotFound() {
  const navigate = useNavigate();
  usePageTitle(STRINGS.notFoundTitle);
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-status={404}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {STRINGS.notFoundTitle}
      </h1>
      <p className={styles.text}>{STRINGS.notFoundText}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {STRINGS.back}
        </Button>
        <Button onClick={() => void navigate('/')}>{STRINGS.homepage}</Button>
      </div>
    </section>
  );
}
