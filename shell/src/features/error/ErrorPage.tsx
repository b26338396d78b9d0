// Spec §2/§8 error page: 404 'Tidak Ditemukan', other errors 'Terjadi Kesalahan'.
import { useNavigate } from 'react-router';
import { Button, STRINGS, usePageTitle } from 'shared-contracts';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: number;
  /**
   * The status message or server detail; shown for errors other than 404. A 404 keeps
   * its message ('Page not found: {path}') as the error's detail, not as page copy.
   */
  message?: string | null;
  /** Shown only in development builds. */
  devDetail?: string | null;
}

export function ErrorPage({ status, message, devDetail }: ErrorPageProps) {
  const navigate = useNavigate();
  const notFound = status === 404;
  const title = notFound ? STRINGS.notFoundTitle : STRINGS.errorTitle;
  usePageTitle(title);
  const text = notFound
    ? STRINGS.notFoundText
    : message || (process.env.NODE_ENV !== 'production' ? devDetail : null) || STRINGS.errorFallbackText;
  return (
    <section className={styles.page} aria-labelledby="error-title" data-status={status} data-error-message={message ?? undefined}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {STRINGS.back}
        </Button>
        <Button onClick={() => navigate('/')}>{STRINGS.homepage}</Button>
      </div>
    </section>
  );
}
