// shared-contracts: the browser-safe contract shared as one singleton by every app.
// 'shared-contracts/core' is its framework-free part (servers import that);
// zod schemas live under 'shared-contracts/schemas' (servers and tests; types only in browsers).
export * from './core';
export * from './mount';
export * from './store';
export * from './endpoints';
export * from './ui';
export * from './react';
export * from './router';
export * from './pages';
export * from './drawing';
