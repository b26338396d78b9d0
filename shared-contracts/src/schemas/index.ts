// Every payload of the Content API and the SSO, as zod schemas with inferred types.
// Browsers import types only (`import type`); servers and tests import the schemas.
export * from './common';
export * from './catalog';
export * from './events';
export * from './campaigns';
export * from './content';
export * from './referral';
export * from './reminders';
export * from './account';
export * from './faults';
export * from './password';
export * from './sessions';
export * from './profile';
export * from './membership';
export * from './builds';
