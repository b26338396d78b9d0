// The shell pages' server-rendering prefetch (used by the shell's server renderer only):
// the page table's data, status and head (pages/index.tsx), the same calls with the same
// arguments the pages' hooks make, so the browser finds them in the preloaded store.
// The home page's remote widgets bring their own data (shell/src/ssr/homeWidgets.tsx).
import { createPrefetch } from 'shared-contracts';
import { SHELL_PAGES } from './index';

export const prefetchShellPage = createPrefetch(SHELL_PAGES);
