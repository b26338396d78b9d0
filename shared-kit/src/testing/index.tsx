// The one test kit of every app's component tests (imported by *.test.tsx and test
// helpers only, through 'shared-kit/testing'; never part of a browser bundle):
// network stubs (fetch.ts) and rendering as the apps run (render.tsx).
export * from './fetch';
export * from './render';
export * from './fixtures';
export * from './prefetch';
export * from './submits';
