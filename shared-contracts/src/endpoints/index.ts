export * from './member';
export * from './site';
