// Generic React hooks (no state shared across apps; useOnline, which the contract's error
// boundary needs, is the contract's).
export * from './useCopyToClipboard';
export * from './useCountdown';
export * from './useReducedMotion';
export * from './useLatestSearchParams';
