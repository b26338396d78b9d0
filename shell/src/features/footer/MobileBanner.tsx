// Spec §1/§4: on small screens a banner invites to the app, shown by default until its
// close button ('Tutup') dismisses it; the dismissal is remembered on this device.
import { useEffect, useState } from 'react';
import { MOBILE_BANNER_DEFAULT_VISIBLE, STRINGS } from 'shared-contracts';
import { CloseIcon } from '../icons/icons';
import { useAppLinks } from '../appLinks/useAppLinks';
import styles from './MobileBanner.module.css';

export const BANNER_DISMISSED_KEY = 'mv-mobile-banner-dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function MobileBanner() {
  // The first render matches the server's (which cannot see this device's storage);
  // a remembered dismissal applies right after hydration.
  const [visible, setVisible] = useState(MOBILE_BANNER_DEFAULT_VISIBLE);
  useEffect(() => {
    if (readDismissed()) setVisible(false);
  }, []);
  const { appDownloadPage } = useAppLinks();
  if (!visible) return null;
  const dismiss = () => {
    setVisible(false);
    try {
      window.localStorage.setItem(BANNER_DISMISSED_KEY, '1');
    } catch {
      // Without storage the banner simply comes back on the next visit.
    }
  };
  return (
    <aside className={styles.banner} aria-label="Aplikasi MyValue" data-testid="mobile-banner">
      <img src="/static/favicon.svg" alt="" width={32} height={32} className={styles.icon} fetchPriority="low" />
      <p className={styles.text}>{STRINGS.mobileBannerText}</p>
      <a href={appDownloadPage} className={styles.open} target="_blank" rel="noopener noreferrer">
        {STRINGS.openInApp}
      </a>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={STRINGS.close}>
        <CloseIcon />
      </button>
    </aside>
  );
}
