import { Route, Routes } from 'shared-contracts';
import { BadgesPage } from './features/badges/BadgesPage';
import { AccountLayout } from './features/layout/AccountLayout';
import { OverviewPage } from './features/overview/OverviewPage';
import { PointsPage } from './features/points/PointsPage';
import { ReferralPage } from './features/referral/ReferralPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { BookmarksPage } from './features/vouchers/BookmarksPage';
import { VoucherHistoryPage } from './features/vouchers/VoucherHistoryPage';
import { VouchersPage } from './features/vouchers/VouchersPage';

/** The member area's routes, rendered inside the shell's history. */
export function AccountRoot() {
  return (
    <Routes>
      <Route path="/account" element={<AccountLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="poin" element={<PointsPage />} />
        <Route path="badge" element={<BadgesPage />} />
        <Route path="setting" element={<SettingsPage />} />
        <Route path="referral" element={<ReferralPage />} />
        <Route path="voucher" element={<VouchersPage />} />
        <Route path="voucher/history" element={<VoucherHistoryPage />} />
        <Route path="voucher/bookmark" element={<BookmarksPage />} />
      </Route>
    </Routes>
  );
}
