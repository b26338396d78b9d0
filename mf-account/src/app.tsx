// The account remote's exposed './app': single-spa-react lifecycles around its root.
import { defineRemoteApp } from 'shared-contracts';
import { AccountRoot } from './AccountRoot';

const app = defineRemoteApp('account', AccountRoot);
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
