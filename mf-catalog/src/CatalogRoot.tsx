import { PageRoutes } from 'shared-contracts';
import { CATALOG_PAGES } from './pages';

/** The catalog's routes (its page table), rendered inside the shell's history. */
export function CatalogRoot() {
  return <PageRoutes pages={CATALOG_PAGES} />;
}
