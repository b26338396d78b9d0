// Home '/': banners, the running announcement, the remotes' widgets (each in its own
// parcel, so one that fails takes down only its section) and the latest articles.
import { usePageTitle, type RemoteName } from 'shared-contracts';
import type { RouteDef } from 'shared-contracts';
import { RemoteWidget } from '../../app/RemoteWidget';
import { BannerCarousel } from './BannerCarousel';
import { HomeAnnouncement } from './HomeAnnouncement';
import { HomeSection } from './HomeSection';
import { LatestArticles } from './LatestArticles';
import styles from './HomePage.module.css';

interface WidgetSection {
  id: string;
  title: string;
  more?: string;
  remote: RemoteName;
  widget: string;
}

/** The remotes' home widgets in page order (names as their './widgets' modules export them). */
export const HOME_WIDGETS: readonly WidgetSection[] = [
  { id: 'favorite-promos', title: 'Promo Favorit', more: '/promo', remote: 'catalog', widget: 'FavoritePromos' },
  { id: 'categories', title: 'Kategori Voucher', more: '/promo', remote: 'catalog', widget: 'CategoryGrid' },
  { id: 'newest-promos', title: 'Promo Terbaru', more: '/promo', remote: 'catalog', widget: 'NewestPromos' },
  { id: 'upcoming-events', title: 'Event Mendatang', more: '/event', remote: 'events', widget: 'UpcomingEvents' },
  // Campaigns have no list page of their own; each card leads to /campaign/:slug.
  { id: 'campaigns', title: 'Campaign Pilihan', remote: 'events', widget: 'CampaignCarousel' },
  { id: 'merchants', title: 'Merchant Partner', more: '/merchant', remote: 'catalog', widget: 'MerchantStrip' },
];

export function HomePage({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
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
