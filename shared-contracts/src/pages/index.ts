export * from './definePage';
export * from './prefetchPage';
export * from './PageRoutes';
export * from './lazyPage';
export * from './documentTitle';
