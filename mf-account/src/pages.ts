// The member area's pages: ONE table that its <Routes> (AccountRoot) reads. Every path
// here is an account route of ROUTES (shared-contracts/src/routes.ts), which says who owns
// a path (pages.test.ts holds the two together). The member area is not server-rendered
// (clientOnly): its pages load their data in the browser.
import { definePage, lazyPage, type PageDef } from 'shared-contracts';

// Each page is its own chunk (named after its route: pageChunkName), preloaded by the server with the page.
const OverviewPage = lazyPage(() => import(/* webpackChunkName: "page-account" */ './features/overview/OverviewPage').then((m) => m.OverviewPage));
const PointsPage = lazyPage(() => import(/* webpackChunkName: "page-account-poin" */ './features/points/PointsPage').then((m) => m.PointsPage));
const BadgesPage = lazyPage(() => import(/* webpackChunkName: "page-account-badge" */ './features/badges/BadgesPage').then((m) => m.BadgesPage));
const SettingsPage = lazyPage(() => import(/* webpackChunkName: "page-account-setting" */ './features/settings/SettingsPage').then((m) => m.SettingsPage));
const ReferralPage = lazyPage(() => import(/* webpackChunkName: "page-account-referral" */ './features/referral/ReferralPage').then((m) => m.ReferralPage));
const VouchersPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher" */ './features/vouchers/VouchersPage').then((m) => m.VouchersPage));
const VoucherHistoryPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher-history" */ './features/vouchers/VoucherHistoryPage').then((m) => m.VoucherHistoryPage));
const BookmarksPage = lazyPage(() => import(/* webpackChunkName: "page-account-voucher-bookmark" */ './features/vouchers/BookmarksPage').then((m) => m.BookmarksPage));

export const ACCOUNT_PAGES: readonly PageDef[] = [
  definePage({ path: '/account', component: OverviewPage, clientOnly: true }),
  definePage({ path: '/account/poin', component: PointsPage, clientOnly: true }),
  definePage({ path: '/account/badge', component: BadgesPage, clientOnly: true }),
  definePage({ path: '/account/setting', component: SettingsPage, clientOnly: true }),
  definePage({ path: '/account/referral', component: ReferralPage, clientOnly: true }),
  definePage({ path: '/account/voucher', component: VouchersPage, clientOnly: true }),
  definePage({ path: '/account/voucher/history', component: VoucherHistoryPage, clientOnly: true }),
  definePage({ path: '/account/voucher/bookmark', component: BookmarksPage, clientOnly: true }),
];
