// shared-contracts: the browser-safe contract shared as one singleton by every app.
// Zod schemas live under 'shared-contracts/schemas' (servers and tests; types only in browsers).
export * from './version';
export * from './constants';
export * from './strings';
export * from './title';
export * from './routes';
export * from './rules';
export * from './format';
export * from './tracking';
export * from './mount';
export * from './store';
export * from './ui';
export * from './react';
