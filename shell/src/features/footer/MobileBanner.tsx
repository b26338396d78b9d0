// Spec §1/§4: on small screens a banner invites to the app, shown by default until its
// close button ('Tutup') dismisses it. The dismissal is a cookie the BFF reads
// (APP_BANNER_COOKIE): the next document comes without the banner, so nothing is painted
// and then taken away (it used to come back with every full load and go after hydration,
// shifting the page by its 70 px: CLS 0.08 a load, issue 43).
// 'Tutup' is a form POST to the BFF's close endpoint, which sets the cookie and sends the
// browser back here: it works before the scripts run and without JavaScript. Hydrated, the
// click writes the same cookie in the page and hides the banner without a reload.
import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { APP_BANNER_CLOSE_PATH, APP_BANNER_CLOSED, APP_BANNER_COOKIE, MOBILE_BANNER_DEFAULT_VISIBLE, STRINGS } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';
import { ClosedMark } from '../../common/ClosedMark';
import { closeAction, rememberClosed } from '../../common/closedCookies';
import { CloseIcon } from '../icons/icons';
import { useAppLinks } from '../appLinks/useAppLinks';
import styles from './MobileBanner.module.css';

/** Where the dismissal was kept before the cookie: still honoured once, and moved to the cookie. */
export const BANNER_DISMISSED_KEY = 'mv-mobile-banner-dismissed';

function readStoredDismissal(): boolean {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

const closeBanner = () => rememberClosed(APP_BANNER_COOKIE, APP_BANNER_CLOSED);

export function MobileBanner() {
  const { boot } = useShell();
  const { pathname, search } = useLocation();
  // The first render matches the server's, which read the cookie.
  const [visible, setVisible] = useState(MOBILE_BANNER_DEFAULT_VISIBLE && !boot.appBannerClosed);
  useEffect(() => {
    // A dismissal kept the old way (this device's storage): moved to the cookie, so from
    // the next document on the server leaves the banner out.
    if (visible && readStoredDismissal()) {
      closeBanner();
      setVisible(false);
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Closed in this page by the visitor: its place keeps their focus.
  const [closedHere, setClosedHere] = useState(false);
  const { appDownloadPage } = useAppLinks();
  if (!visible) return closedHere ? <ClosedMark text="Banner aplikasi ditutup." /> : null;
  const dismiss = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    closeBanner();
    setClosedHere(true);
    setVisible(false);
  };
  return (
    <aside className={styles.banner} aria-label="Aplikasi MyValue" data-testid="mobile-banner">
      <img src="/static/favicon.svg" alt="" width={32} height={32} className={styles.icon} fetchPriority="low" />
      <p className={styles.text}>{STRINGS.mobileBannerText}</p>
      <a href={appDownloadPage} className={styles.open} target="_blank" rel="noopener noreferrer">
        {STRINGS.openInApp}
      </a>
      <form method="post" action={closeAction(APP_BANNER_CLOSE_PATH, pathname, search)} className={styles.closeForm}>
        <button type="submit" className={styles.close} onClick={dismiss} aria-label={STRINGS.close}>
          <CloseIcon />
        </button>
      </form>
    </aside>
  );
}
