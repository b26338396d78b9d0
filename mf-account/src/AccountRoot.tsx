import { Route, Routes } from 'react-router';
import { PlainPage } from './pages/PlainPage';

/** The member area's routes, rendered inside the shell's history. */
export function AccountRoot() {
  return (
    <Routes>
      <Route path="/account" element={<PlainPage title="Akun Saya" />} />
      <Route path="/account/poin" element={<PlainPage title="Poin Saya" />} />
      <Route path="/account/badge" element={<PlainPage title="Koleksi Badge" />} />
      <Route path="/account/setting" element={<PlainPage title="Pengaturan Profil" />} />
      <Route path="/account/referral" element={<PlainPage title="Kode Referral" />} />
      <Route path="/account/voucher" element={<PlainPage title="Voucher Saya" />} />
      <Route path="/account/voucher/history" element={<PlainPage title="Riwayat Voucher" />} />
      <Route path="/account/voucher/bookmark" element={<PlainPage title="Voucher Disimpan" />} />
    </Routes>
  );
}
