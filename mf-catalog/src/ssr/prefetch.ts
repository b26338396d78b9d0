// The catalog's server-rendering prefetch (exposed as './ssr' by the server build only):
// the page table's data, status and head (src/pages.ts), the same calls with the same
// arguments the pages' hooks make, so the browser finds them in the preloaded store.
import { createPrefetch } from 'shared-contracts';
import { CATALOG_PAGES } from '../pages';

export const prefetch = createPrefetch(CATALOG_PAGES);
