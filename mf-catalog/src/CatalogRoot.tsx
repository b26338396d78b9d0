import { Route, Routes } from 'react-router';
import { PlainPage } from './pages/PlainPage';

/** The catalog's routes, rendered inside the shell's history. */
export function CatalogRoot() {
  return (
    <Routes>
      <Route path="/promo" element={<PlainPage title="Promo & Voucher" />} />
      <Route path="/promo/:slug" element={<PlainPage title="Detail Promo" />} />
      <Route path="/merchant" element={<PlainPage title="Merchant Partner" />} />
      <Route path="/merchant/:slug" element={<PlainPage title="Merchant" />} />
      <Route path="/category/:slug" element={<PlainPage title="Kategori" />} />
      <Route path="/search" element={<PlainPage title="Pencarian" />} />
    </Routes>
  );
}
