// The member area's server-rendering prefetch (exposed as './ssr' by the server build only):
// a member's page is rendered by the BFF with their own data (fetched with their token,
// never cached), the same calls with the same arguments the page's hooks make. Pages of the
// table marked clientOnly still load their data in the browser.
import { createPrefetch } from 'shared-contracts';
import { ACCOUNT_PAGES } from '../pages';

export const prefetch = createPrefetch(ACCOUNT_PAGES);
