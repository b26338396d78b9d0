export * from './api';
export * from './globalContext';
export * from './session';
export * from './store';
export * from './hooks';
export * from './listed';
