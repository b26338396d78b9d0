// The member area's pages: ONE table that its <Routes> (AccountRoot) reads. Every path
// here is a route the account remote declares in release.ts (shipped with the build);
// withRoutes refuses a route without its row or a row without its route. A member's pages are server-rendered with
// their data (ssr/prefetch.ts reads this table); the page marked clientOnly (settings, all
// forms) loads its data in the browser.
import { definePage, lazyPage, type PageDef, withRoutes } from 'shared-contracts';
import { ACCOUNT_RELEASE } from './release';
import { badgesData } from './features/badges/badgesPageData';
import { historyData } from './features/history/historyPageData';
import { overviewData } from './features/overview/overviewPageData';
import { pointsData } from './features/points/pointsPageData';
import { memberCardData } from './features/wallet/memberCardData';
import { referralData } from './features/referral/referralPageData';
import { activeVouchersData } from './api/vouchersApi';
import { bookmarksData, voucherHistoryData } from './features/vouchers/vouchersPageData';

// Each page is its own chunk (named after its route: pageChunkName), requested with the page's start-up files.
const OverviewPage = lazyPage(() => import(/* webpackChunkName: "page-account" */ './features/overview/OverviewPage').then((m) => m.OverviewPage));
const MemberCardPage = lazyPage(() => import(/* webpackChunkName: "page-account-card" */ './features/wallet/MemberCardPage').then((m) => m.MemberCardPage));
const PointsPage = lazyPage(() => import(/* webpackChunkName: "page-account-poin" */ './features/points/PointsPage').then((m) => m.PointsPage));
const BadgesPage = lazyPage(() => import(/* webpackChunkName: "page-account-badge" */ './features/badges/BadgesPage').then((m) => m.BadgesPage));
const SettingsPage = lazyPage(() => import(/* webpackChunkName: "page-account-setting" */ './features/settings/SettingsPage').then((m) => m.SettingsPage));
const ReferralPage = lazyPage(() => import(/* webpackChunkName: "page-account-referral" */ './features/referral/ReferralPage').then((m) => m.ReferralPage));
const VouchersPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher" */ './features/vouchers/VouchersPage').then((m) => m.VouchersPage));
const VoucherHistoryPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher-history" */ './features/vouchers/VoucherHistoryPage').then((m) => m.VoucherHistoryPage));
const HistoryPage = lazyPage(() => import(/* webpackChunkName: "page-account-history" */ './features/history/HistoryPage').then((m) => m.HistoryPage));
const DevicesPage = lazyPage(() => import(/* webpackChunkName: "page-account-setting-perangkat" */ './features/devices/DevicesPage').then((m) => m.DevicesPage));
const MembershipPage = lazyPage(() => import(/* webpackChunkName: "page-account-membership" */ './features/membership/MembershipPage').then((m) => m.MembershipPage));
const BookmarksPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher-bookmark" */ './features/vouchers/BookmarksPage').then((m) => m.BookmarksPage));

export const ACCOUNT_PAGES: readonly PageDef[] = withRoutes(ACCOUNT_RELEASE.routes, [
  definePage({ path: '/account', component: OverviewPage, data: overviewData }),
  definePage({ path: '/account/card', component: MemberCardPage, data: memberCardData }),
  definePage({ path: '/account/poin', component: PointsPage, data: pointsData }),
  definePage({ path: '/account/badge', component: BadgesPage, data: badgesData }),
  // Forms: text typed before the page is interactive would not reach the form's state.
  definePage({ path: '/account/setting', component: SettingsPage, clientOnly: true }),
  definePage({ path: '/account/referral', component: ReferralPage, data: referralData }),
  definePage({ path: '/account/voucher', component: VouchersPage, data: activeVouchersData }),
  definePage({ path: '/account/voucher/history', component: VoucherHistoryPage, data: voucherHistoryData }),
  definePage({ path: '/account/voucher/bookmark', component: BookmarksPage, data: bookmarksData }),
  definePage({ path: '/account/history', component: HistoryPage, data: historyData }),
  // The member's sessions change elsewhere at any moment: read in the browser, never cached.
  definePage({ path: '/account/setting/perangkat', component: DevicesPage, clientOnly: true }),
  // Its 'Tambah Kartu' is a form (see settings).
  definePage({ path: '/account/membership', component: MembershipPage, clientOnly: true }),
]);
