// Google Play and App Store badges (local SVGs in shell/public) linking to the stores.
import { useAppLinks } from './useAppLinks';
import styles from './StoreBadges.module.css';

export function StoreBadges({ className }: { className?: string }) {
  const links = useAppLinks();
  return (
    <div className={[styles.badges, className].filter(Boolean).join(' ')}>
      <a href={links.android} target="_blank" rel="noopener noreferrer">
        <img src="/static/google-play.svg" alt="Unduh di Google Play" width={135} height={40} loading="lazy" />
      </a>
      <a href={links.ios} target="_blank" rel="noopener noreferrer">
        <img src="/static/app-store.svg" alt="Unduh di App Store" width={120} height={40} loading="lazy" />
      </a>
    </div>
  );
}
