// The framework-free part of the contract (no React, no CSS): what servers, scripts
// and tests may import without a bundler.
export * from './version';
export * from './constants';
export * from './reminderDefaults';
export * from './strings';
export * from './errors/codes';
export * from './errors/queryError';
export * from './title';
export * from './routes';
export * from './routeQuery';
export * from './release';
export * from './home';
export * from './rules';
export * from './tracking';
export * from './boot';
export * from './remoteHealth';
export type * from './mount';
export type * from './ssr/types';
export * from './ssr/failure';
export type { SessionState, SessionUser, SessionStatus } from './store/session';
export * from './site';
export * from './installable';
export * from './structuredData';
export { REMOTES, remoteWorkspace } from './remotes';
