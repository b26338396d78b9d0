// The catalog remote's exposed './app': single-spa-react lifecycles around its root.
import { defineRemoteApp } from 'shared-contracts';
import { CatalogRoot } from './CatalogRoot';

const app = defineRemoteApp('catalog', CatalogRoot);
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
