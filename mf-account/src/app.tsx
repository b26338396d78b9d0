// The account remote's exposed './app': single-spa-react lifecycles around its root.
import { CONTRACT_VERSION, defineRemoteApp, preloadPage } from 'shared-contracts';
import { AccountRoot } from './AccountRoot';
import { ACCOUNT_PAGES } from './pages';

// Compiled in by the build (rspack.base.config.ts): the release version, and the contract
// this remote was built against (its checkout's CONTRACT_VERSION at build time). At run
// time CONTRACT_VERSION is the shell's shared copy's, so it only stands in under jest,
// where nothing is compiled in and the checkout's source is the contract.
declare const __MV_REMOTE_VERSION__: string | undefined;
declare const __MV_CONTRACT_VERSION__: string | undefined;

const app = defineRemoteApp('account', AccountRoot, {
  version: typeof __MV_REMOTE_VERSION__ === 'string' ? __MV_REMOTE_VERSION__ : undefined,
  contractVersion: typeof __MV_CONTRACT_VERSION__ === 'string' ? __MV_CONTRACT_VERSION__ : CONTRACT_VERSION,
}, { preload: (pathname) => preloadPage(ACCOUNT_PAGES, pathname) });
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
