// Server-side contract pieces (Node only): zod schemas of documents the servers share.
export * from './registry';
export * from './releaseSchemas';
export * from './buildInfo';
export type * from '../ssr/renderer';
