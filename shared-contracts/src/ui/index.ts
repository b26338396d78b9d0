export * from './Button';
export * from './Card';
export * from './Dialog';
export * from './EmptyState';
export * from './PageHeading';
export * from './RemoteFailure';
export * from './Skeleton';
export * from './Toast';
