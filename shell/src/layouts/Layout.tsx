// The layouts of docs/architecture.md §3. A remote's section keeps header and footer around it.
import type { ReactNode } from 'react';
import type { LayoutName } from 'shared-contracts';
import { Footer } from '../features/footer/Footer';
import { MobileBanner } from '../features/footer/MobileBanner';
import { Header } from '../features/header/Header';
import { SessionEndedNotice } from '../features/session/SessionEndedNotice';
import { AccountUnavailableNotice } from '../features/session/AccountUnavailable';
import { InstallOffer } from '../features/install/InstallOffer';
import { OfflineNote } from '../features/offline/OfflineNote';
import styles from './Layout.module.css';

const SECTION_LABEL: Partial<Record<LayoutName, string>> = {
  'promo-page': 'Promo & Merchant',
  'event-page': 'Event & Campaign',
  'account-page': 'Akun Saya',
};

export function Layout({ name, home, children }: { name: LayoutName; home: boolean; children: ReactNode }) {
  if (name === 'none') return <main id="main">{children}</main>;
  if (name === 'footer-only') {
    return (
      <>
        <main id="main" className={styles.main}>
          <OfflineNote />
          {children}
        </main>
        <Footer />
      </>
    );
  }
  return (
    <>
      <a href="#main" className={styles.skip}>
        Langsung ke konten
      </a>
      <MobileBanner />
      <Header home={home} />
      <div className={styles.notices}>
        <SessionEndedNotice />
        <AccountUnavailableNotice />
      </div>
      <main id="main" className={styles.main} data-layout={name} aria-label={SECTION_LABEL[name]}>
        <OfflineNote />
        {children}
      </main>
      <InstallOffer />
      <Footer />
    </>
  );
}
