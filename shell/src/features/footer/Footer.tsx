// Spec §1/§2 footer: the terms (the Content API's /pages/tnc, shown as the site's /terms
// inside the layout, so the visitor keeps the header and a way back), customer-service
// phone and chat, Android and iOS store links, the brand's three social links,
// © 2018–{current year}.
import { Link } from 'react-router';
import { FOOTER_START_YEAR, formatPhone, SITE_CONTACT, SOCIAL_LINKS, STRINGS, telHref, type SocialLink } from 'shared-contracts';
import { StoreBadges } from '../appLinks/StoreBadges';
import { Logo } from '../icons/Logo';
import { ChatIcon, FacebookIcon, InstagramIcon, PhoneIcon, YoutubeIcon } from '../icons/icons';
import styles from './Footer.module.css';

/** The footer's help section; 'Pusat Bantuan' in the header jumps here. */
export const HELP_SECTION_ID = 'pusat-bantuan';

export const FOOTER_TEXT = {
  help: 'Pusat Bantuan',
  phone: 'Telepon Customer Service',
  chat: 'Chat Customer Service',
  info: 'Informasi',
  terms: 'Syarat & Ketentuan',
  download: STRINGS.downloadApp,
  follow: 'Ikuti Kami',
} as const;

const SOCIAL_ICONS: Record<SocialLink['network'], typeof YoutubeIcon> = {
  youtube: YoutubeIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

export function copyrightText(year: number): string {
  return `© ${FOOTER_START_YEAR}–${year} MyValue`;
}

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand}>
          <h2 className={styles.logo}>
            <Logo />
            <span className="mv-visually-hidden">MyValue</span>
          </h2>
          <p>Kumpulkan poin dan nikmati promo, voucher, dan event dari merchant partner MyValue.</p>
        </section>
        <section id={HELP_SECTION_ID} tabIndex={-1} aria-labelledby="footer-help" className={styles.help}>
          <h2 id="footer-help" className={styles.heading}>
            {FOOTER_TEXT.help}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(SITE_CONTACT.customerServicePhone)} aria-label={`${FOOTER_TEXT.phone} ${formatPhone(SITE_CONTACT.customerServicePhone)}`}>
                <PhoneIcon /> {formatPhone(SITE_CONTACT.customerServicePhone)}
              </a>
            </li>
            <li>
              <a href={SITE_CONTACT.customerServiceChat} target="_blank" rel="noopener noreferrer">
                <ChatIcon /> {FOOTER_TEXT.chat}
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{FOOTER_TEXT.info}</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/about">Tentang MyValue</Link>
            </li>
            <li>
              <Link to="/business">Menjadi Partner</Link>
            </li>
            <li>
              <Link to="/referral">Program Referral</Link>
            </li>
            <li>
              <Link to="/terms">{FOOTER_TEXT.terms}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{FOOTER_TEXT.download}</h2>
          <StoreBadges className={styles.stores} />
          <h2 className={styles.heading}>{FOOTER_TEXT.follow}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((s) => {
              const Icon = SOCIAL_ICONS[s.network];
              return (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{copyrightText(year)}</p>
    </footer>
  );
}
