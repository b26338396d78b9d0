// The events remote's exposed './app': single-spa-react lifecycles around its root.
import { defineRemoteApp } from 'shared-contracts';
import { EventsRoot } from './EventsRoot';

const app = defineRemoteApp('events', EventsRoot);
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
