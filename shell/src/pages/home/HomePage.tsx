// Home '/': banners, the running announcement, the remotes' widgets (each in its own
// parcel, so one that fails takes down only its section) and the latest articles.
import { HOME_WIDGETS } from 'shared-contracts';
import type { RouteDef } from 'shared-contracts';
import { RemoteWidget } from '../../app/RemoteWidget';
import { BannerCarousel } from './BannerCarousel';
import { HomeAnnouncement } from './HomeAnnouncement';
import { HomeSection } from './HomeSection';
import { LatestArticles } from './LatestArticles';
import styles from './HomePage.module.css';

export function HomePage({ route }: { route: RouteDef }) {
  return (
    <div data-owner="shell" className={styles.home}>
      <h1 className="mv-visually-hidden">MyValue: {route.title}</h1>
      <BannerCarousel />
      <HomeAnnouncement />
      {HOME_WIDGETS.map((w) => (
        <HomeSection key={w.id} id={w.id} title={w.title} more={w.more}>
          <RemoteWidget remote={w.remote} widget={w.widget} />
        </HomeSection>
      ))}
      <HomeSection id="latest-articles" title="Artikel Terbaru" more="/article">
        <LatestArticles />
      </HomeSection>
    </div>
  );
}
