// The events remote's exposed './app': single-spa-react lifecycles around its root.
import { defineRemoteApp } from 'shared-contracts';
import { EventsRoot } from './EventsRoot';

// The release version compiled in by the build (rspack.base.config.ts); absent under jest.
declare const __MV_REMOTE_VERSION__: string | undefined;
const version = typeof __MV_REMOTE_VERSION__ === 'string' ? __MV_REMOTE_VERSION__ : undefined;

const app = defineRemoteApp('events', EventsRoot, version);
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
