export * from './slug';
export * from './token';
export * from './redirect';
export * from './user';
export * from './page';
export * from './password';
export * from './idempotency';
export * from './phone';
