// The site's one offer to be installed (issue 29), for a member who has redeemed something
// on this device, when the browser can install the site: a card in the page's flow after
// the content (never over it), made once. 'Pasang' opens the browser's install dialog;
// 'Nanti saja' puts it away for good.
import { useEffect, useSyncExternalStore } from 'react';
import { selectSession, useAppSelector, WEB_APP_ICONS } from 'shared-contracts';
import { Button } from 'shared-kit';
import { acceptOffer, canOffer, declineOffer, offerShown, offerSnapshot, subscribeOffer } from './installOffer';
import styles from './InstallOffer.module.css';

export const INSTALL_TEXT = {
  title: 'Pasang MyValue di layar utama',
  text: 'Buka voucher dan kartu kamu lebih cepat, langsung dari layar utama HP, seperti aplikasi.',
  install: 'Pasang',
  later: 'Nanti saja',
} as const;

const ICON = WEB_APP_ICONS.find((i) => i.purpose === 'any' && i.sizes === '192x192')!.src;
const NO_OFFER = { prompt: null, showing: false };

export function InstallOffer() {
  const session = useAppSelector(selectSession).status;
  // The server cannot know (and the hydrating render must match it): no offer until the page runs.
  const snapshot = useSyncExternalStore(subscribeOffer, offerSnapshot, () => NO_OFFER);
  const visible = canOffer(session, snapshot);
  useEffect(() => {
    if (visible) offerShown();
  }, [visible]);
  if (!visible) return null;
  return (
    <aside className={styles.offer} aria-labelledby="install-offer-title" data-testid="install-offer">
      <img src={ICON} alt="" width={48} height={48} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="install-offer-title" className={styles.title}>
          {INSTALL_TEXT.title}
        </h2>
        <p className={styles.text}>{INSTALL_TEXT.text}</p>
        <div className={styles.actions}>
          <Button onClick={() => void acceptOffer()}>{INSTALL_TEXT.install}</Button>
          <Button variant="secondary" onClick={declineOffer}>
            {INSTALL_TEXT.later}
          </Button>
        </div>
      </div>
    </aside>
  );
}
