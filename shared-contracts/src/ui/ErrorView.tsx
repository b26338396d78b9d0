// The error page of spec §2/§8, one look for the shell and every remote: 404 'Tidak
// Ditemukan'; other errors 'Terjadi Kesalahan' with the status message, a development-only
// detail, or the generic server message; buttons 'Kembali' and 'Homepage'.
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../pages/documentTitle';
import { pageNotFoundMessage, routeValidationMessage, STRINGS } from '../strings';
import styles from './ErrorView.module.css';
import ui from './ui.module.css';

export interface ErrorViewProps {
  status: number;
  /**
   * The status message or server detail; shown for errors other than 404. A 404 keeps
   * its message ('Page Not Found: {path}', 'Page not found: {path}') as the error's
   * detail (data-error-message), not as page copy.
   */
  message?: string | null;
  /** Shown only in development builds. */
  devDetail?: string | null;
}

export function ErrorView({ status, message, devDetail }: ErrorViewProps) {
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
        {/* Plain buttons in the kit Button's look (ui.module.css): the contract imports no kit. */}
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => void navigate(-1)}>
          {STRINGS.back}
        </button>
        <button type="button" className={`${ui.button} ${ui.primary}`} onClick={() => void navigate('/')}>
          {STRINGS.homepage}
        </button>
      </div>
    </section>
  );
}

/**
 * Spec §8 'Route validation failure': the 404 view of a route whose slug or data names
 * nothing (an unknown or malformed slug, a merchant without a valid id), with
 * 'Page Not Found: {path}' as the error's message. Every page's 404 is this one view.
 */
export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorView status={404} message={routeValidationMessage(pathname)} />;
}

/** Spec §8 'Unmatched route': the 404 view of a path no route has ('Page not found: {path}'). */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  return <ErrorView status={404} message={pageNotFoundMessage(pathname)} />;
}
