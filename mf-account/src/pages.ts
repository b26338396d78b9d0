// The member area's pages: ONE table that its <Routes> (AccountRoot) reads. Every path
// here is an account route of ROUTES (shared-contracts/src/routes.ts), which says who owns
// a path (pages.test.ts holds the two together). The member area is not server-rendered
// (clientOnly): its pages load their data in the browser.
import { definePage, type PageDef } from 'shared-contracts';
import { BadgesPage } from './features/badges/BadgesPage';
import { OverviewPage } from './features/overview/OverviewPage';
import { PointsPage } from './features/points/PointsPage';
import { ReferralPage } from './features/referral/ReferralPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { BookmarksPage } from './features/vouchers/BookmarksPage';
import { VoucherHistoryPage } from './features/vouchers/VoucherHistoryPage';
import { VouchersPage } from './features/vouchers/VouchersPage';

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
