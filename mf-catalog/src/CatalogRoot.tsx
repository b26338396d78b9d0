import { Route, Routes } from 'shared-contracts';
import { NotFound } from 'shared-contracts';
import { CategoryPage } from './features/category/CategoryPage';
import { MerchantDetailPage } from './features/merchant/MerchantDetailPage';
import { MerchantListPage } from './features/merchant/MerchantListPage';
import { PromoDetailPage } from './features/promo/PromoDetailPage';
import { PromoListPage } from './features/promo/PromoListPage';
import { SearchPage } from './features/search/SearchPage';

/** The catalog's routes, rendered inside the shell's history. */
export function CatalogRoot() {
  return (
    <Routes>
      <Route path="/promo" element={<PromoListPage />} />
      <Route path="/promo/:slug" element={<PromoDetailPage />} />
      <Route path="/merchant" element={<MerchantListPage />} />
      <Route path="/merchant/:slug" element={<MerchantDetailPage />} />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
