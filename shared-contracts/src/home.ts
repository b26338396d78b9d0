// The home page's sections that remotes provide (their './widgets' modules), in page
// order. The shell renders them; the BFF reads the same table to link their stylesheets
// in the server paint.
import type { RemoteName } from './constants';

export interface HomeWidgetSection {
  id: string;
  title: string;
  more?: string;
  remote: RemoteName;
  /** The name the remote's './widgets' module exports it under. */
  widget: string;
}

export const HOME_WIDGETS: readonly HomeWidgetSection[] = [
  { id: 'favorite-promos', title: 'Promo Favorit', more: '/promo', remote: 'catalog', widget: 'FavoritePromos' },
  { id: 'categories', title: 'Kategori Voucher', more: '/promo', remote: 'catalog', widget: 'CategoryGrid' },
  { id: 'newest-promos', title: 'Promo Terbaru', more: '/promo', remote: 'catalog', widget: 'NewestPromos' },
  { id: 'upcoming-events', title: 'Event Mendatang', more: '/event', remote: 'events', widget: 'UpcomingEvents' },
  // Campaigns have no list page of their own; each card leads to /campaign/:slug.
  { id: 'campaigns', title: 'Campaign Pilihan', remote: 'events', widget: 'CampaignCarousel' },
  { id: 'merchants', title: 'Merchant Partner', more: '/merchant', remote: 'catalog', widget: 'MerchantStrip' },
];
