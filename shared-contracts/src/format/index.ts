export * from './number';
export * from './date';
export * from './phone';
export * from './htmlText';
